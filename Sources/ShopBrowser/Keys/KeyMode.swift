import ShopCatalog

/// Which keymap a ``BrowserMode`` reads keys with: the help overlay and the list of skipped
/// items behave alike and share one.
package enum KeyMode: Sendable, Hashable, CaseIterable {
    /// The waterfall: ``Keymaps/browsing``.
    case browsing
    /// The full-screen view: ``Keymaps/viewer``.
    case viewer
    /// Typing a search: ``Keymaps/searching``.
    case searching
    /// Typing a filter: ``Keymaps/filtering``.
    case filtering
    /// The help overlay or the skipped list: ``Keymaps/overlay``.
    case overlay
    /// Asked to confirm a reload: ``Keymaps/confirming``.
    case confirming

    /// The keymap `mode` reads keys with.
    package init(_ mode: BrowserMode) {
        switch mode {
        case .browsing: self = .browsing
        case .viewing: self = .viewer
        case .prompting(let prompt): self = prompt.purpose == .search ? .searching : .filtering
        case .help, .skipped: self = .overlay
        case .confirmingReload: self = .confirming
        }
    }

    /// The help overlay's section for this mode in a browser of `kind` with `keymaps`: the
    /// mode's rows under a heading naming the key that leads there (none for the waterfall, whose
    /// keys come first, followed by the keys of every mode, ``Keymaps/screen``). O(bindings).
    package func helpSection(for kind: ItemKind.Tag, keymaps: Keymaps) -> HelpSection {
        func after(_ action: BrowsingAction) -> String {
            keymaps.browsing.name(of: action, kind: kind).map { " (after \($0))" } ?? ""
        }
        return switch self {
        case .browsing: HelpSection(heading: nil, rows: keymaps.browsing.helpRows(for: kind) + keymaps.screen.helpRows(for: kind))
        case .viewer: HelpSection(heading: "Full screen" + after(.openViewer), rows: keymaps.viewer.helpRows(for: kind))
        case .searching: HelpSection(heading: "Typing a search" + after(.startSearch), rows: keymaps.searching.helpRows(for: kind))
        case .filtering: HelpSection(heading: "Typing a filter" + after(.startFilter), rows: keymaps.filtering.helpRows(for: kind))
        case .overlay: HelpSection(heading: "In this help and the skipped list", rows: keymaps.overlay.helpRows(for: kind))
        case .confirming: HelpSection(heading: "Asked to reload" + after(.reload), rows: keymaps.confirming.helpRows(for: kind))
        }
    }
}
