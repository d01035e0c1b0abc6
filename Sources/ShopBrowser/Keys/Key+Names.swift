import WaterfallTUI

extension Key {
    /// The key's name in the help overlay and in docs/usage.md: `j`, `↓`, `Ctrl-d`, `Space`,
    /// `PgDn`, `Shift-Tab`, `Enter`, `Esc`; the manual page's too.
    package var helpName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .ctrl(let letter): "Ctrl-\(letter)"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .function(let number): "F\(number)"
        }
    }

    /// The key's name in the status line's hints, as short as it gets: `⏎` for Enter, `␣` for
    /// Space, otherwise its ``helpName``.
    var hintName: String {
        switch self {
        case .enter: "⏎"
        case .character(" "): "␣"
        default: helpName
        }
    }
}
