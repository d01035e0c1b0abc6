import WaterfallTUI

extension Keymaps {
    /// The keys while a search is typed after `/` (``BrowserMode/searching(query:)``); the
    /// status line shows the query and its matches instead of hints.
    package static let searching = Keymap<QueryAction>([
        KeyBinding(.submit, [.enter], .row("search / cancel")),
        KeyBinding(.cancel, [.escape], mouse: [.leftClick], .sameRow),
        KeyBinding(.deleteCharacter, [.backspace], .row("delete the last character")),
        KeyBinding(.typeCharacter, fallback: .anyCharacter, .row("add it to the search")),
    ])

    /// The keys while a filter is typed after `f` (``BrowserMode/filtering(query:)``).
    package static let filtering = Keymap<QueryAction>([
        KeyBinding(.submit, [.enter], .row("narrow to the text / leave the filter as it was"), hint: KeyHint(0, "narrow")),
        KeyBinding(.cancel, [.escape], mouse: [.leftClick], .sameRow, hint: KeyHint(1, "cancel")),
        KeyBinding(.deleteCharacter, [.backspace], .row("delete the last character")),
        KeyBinding(.typeCharacter, fallback: .anyCharacter, .row("add it to the filter")),
    ])
}
