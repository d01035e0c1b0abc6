import ShopCatalog
import WaterfallTUI

@testable import ShopBrowser

/// A keymap seen without its action type, so that the tests can walk every mode's table alike.
struct KeymapView {
    /// One binding: its keys, fallback, kinds and help, and its index in the table.
    struct Binding {
        let index: Int
        let keys: [Key]
        let fallback: KeyFallback?
        let mouse: [MouseEvent.Kind]
        let kinds: Set<ItemKind.Tag>
        let help: KeyHelp
        let helpNames: [String]
        let hint: KeyHint?
    }

    /// Where the table is asked: a mode's, or the keys of every mode.
    let name: String
    /// The bindings in table order.
    let bindings: [Binding]
    /// The index of the binding the keymap's lookup finds for a key in a browser of a kind.
    let lookup: (Key, ItemKind.Tag) -> Int?
    /// Whether a mouse gesture does anything in a browser of a kind.
    let bindsGesture: (MouseEvent.Kind, ItemKind.Tag) -> Bool
    /// The help rows of a kind.
    let helpRows: (ItemKind.Tag) -> [KeyHelpRow]

    init<Action>(_ name: String, _ keymap: Keymap<Action>) {
        self.name = name
        self.bindings = keymap.bindings.enumerated().map { index, binding in
            Binding(
                index: index, keys: binding.keys, fallback: binding.fallback, mouse: binding.mouse, kinds: binding.kinds, help: binding.help,
                helpNames: binding.helpNames, hint: binding.hint)
        }
        let actions = keymap.bindings.map(\.action)
        self.lookup = { key, kind in
            // Bindings of one action may share it; the lookup's binding is the first listing the
            // key, else the fallback, so compare by position.
            guard let found = keymap.binding(for: key, kind: kind) else { return nil }
            return keymap.bindings.indices.first { index in
                actions[index] == found.action && keymap.bindings[index].keys == found.keys && keymap.bindings[index].fallback == found.fallback
            }
        }
        self.helpRows = { keymap.helpRows(for: $0) }
        self.bindsGesture = { keymap.action(for: $0, kind: $1) != nil }
    }

    /// The bindings that work in a browser of `kind`.
    func bindings(for kind: ItemKind.Tag) -> [Binding] {
        bindings.filter { $0.kinds.contains(kind) }
    }

    /// The table of `mode`.
    static func of(_ mode: KeyMode) -> KeymapView {
        switch mode {
        case .browsing: KeymapView("browsing", Keymaps.browsing)
        case .viewer: KeymapView("viewer", Keymaps.viewer)
        case .searching: KeymapView("searching", Keymaps.searching)
        case .filtering: KeymapView("filtering", Keymaps.filtering)
        case .overlay: KeymapView("overlay", Keymaps.overlay)
        case .confirming: KeymapView("confirming", Keymaps.confirming)
        }
    }

    /// The keys of every mode.
    static var screen: KeymapView { KeymapView("screen", Keymaps.screen) }

    /// Every table: each mode's, then the keys of every mode.
    static var all: [KeymapView] { KeyMode.allCases.map(of) + [screen] }
}
