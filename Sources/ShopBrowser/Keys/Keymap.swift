import ShopCatalog
import WaterfallTUI

/// The bindings of one mode, in the shape of Bubble Tea's `key.Binding` list with `help.Model`:
/// input is looked up in it (``binding(for:kind:)``), and the help overlay's rows
/// (``helpRows(for:)``) and the status line's hints (``hints(for:)``) are drawn from it, so a
/// key added to the table is handled, documented and hinted at once.
package struct Keymap<Action: Hashable & Sendable>: Sendable {
    /// The bindings in the order the help lists them.
    package let bindings: [KeyBinding<Action>]
    /// For each browser kind, the binding of each key (its index in ``bindings``); the first
    /// binding claiming a key wins.
    private let exact: [ItemKind.Tag: [Key: Int]]
    /// For each browser kind, the binding of each mouse gesture.
    private let gestures: [ItemKind.Tag: [MouseEvent.Kind: Int]]
    /// For each browser kind, the status line's hints (``hints(for:)``), worked out once: the
    /// status line is drawn in every frame.
    private let hintsByKind: [ItemKind.Tag: [(keys: String, text: String)]]

    /// A keymap of `bindings`, in the order the help lists them. O(keys).
    package init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
        var exact: [ItemKind.Tag: [Key: Int]] = [:]
        var gestures: [ItemKind.Tag: [MouseEvent.Kind: Int]] = [:]
        for kind in ItemKind.Tag.allCases {
            var keys: [Key: Int] = [:]
            var mouse: [MouseEvent.Kind: Int] = [:]
            for (index, binding) in bindings.enumerated() where binding.kinds.contains(kind) {
                for key in binding.keys where keys[key] == nil {
                    keys[key] = index
                }
                for gesture in binding.mouse where mouse[gesture] == nil {
                    mouse[gesture] = index
                }
            }
            exact[kind] = keys
            gestures[kind] = mouse
        }
        self.exact = exact
        self.gestures = gestures
        self.hintsByKind = Dictionary(uniqueKeysWithValues: ItemKind.Tag.allCases.map { ($0, Self.hints(of: bindings, for: $0)) })
    }

    /// The binding `key` triggers in a browser of `kind`: the one listing it, else a fallback
    /// that covers it (a character before any other key); nil when the key does nothing. O(1)
    /// for listed keys, O(bindings) for the rest.
    package func binding(for key: Key, kind: ItemKind.Tag) -> KeyBinding<Action>? {
        if let index = exact[kind]?[key] {
            return bindings[index]
        }
        let fallbacks = bindings.filter { $0.kinds.contains(kind) && $0.fallback?.covers(key) == true }
        return fallbacks.first { $0.fallback == .anyCharacter } ?? fallbacks.first
    }

    /// The action `key` triggers in a browser of `kind`, if any. See ``binding(for:kind:)``.
    package func action(for key: Key, kind: ItemKind.Tag) -> Action? {
        binding(for: key, kind: kind)?.action
    }

    /// The action the mouse `gesture` triggers in a browser of `kind`, if any. O(1).
    package func action(for gesture: MouseEvent.Kind, kind: ItemKind.Tag) -> Action? {
        gestures[kind]?[gesture].map { bindings[$0].action }
    }

    /// The help overlay's rows for a browser of `kind`: one per binding with a row of its own,
    /// joined by the ``KeyHelp/sameRow`` bindings that follow it. O(bindings).
    package func helpRows(for kind: ItemKind.Tag) -> [KeyHelpRow] {
        var groups: [(text: String, bindings: [KeyBinding<Action>])] = []
        for binding in bindings where binding.kinds.contains(kind) {
            if let text = binding.help.text(for: kind) {
                groups.append((text, [binding]))
            } else if !groups.isEmpty {
                groups[groups.count - 1].bindings.append(binding)
            }
        }
        return groups.map { group in
            KeyHelpRow(
                names: group.bindings.map(\.helpNames), text: group.text, keys: group.bindings.flatMap(\.keys),
                fallbacks: group.bindings.compactMap(\.fallback), gestures: group.bindings.flatMap(\.mouse))
        }
    }

    /// This keymap with `action` bound to `keys` instead of its own keys, which no other binding
    /// keeps (a user's rebinding: the help, the hints and every message naming the key follow
    /// it). O(bindings).
    package func rebinding(_ action: Action, to keys: [Key]) -> Keymap {
        Keymap(
            bindings.map { binding in
                binding.action == action ? binding.rebound(to: keys) : binding.rebound(to: binding.keys.filter { !keys.contains($0) })
            })
    }

    /// The name of the key that triggers `action` in a browser of `kind`, as the help writes it
    /// (its first key's name: `r`, `Enter`, `Esc`): what a message names when it tells which key
    /// to press. Nil when no key is bound to it. O(bindings).
    package func name(of action: Action, kind: ItemKind.Tag) -> String? {
        bindings.first { $0.action == action && $0.kinds.contains(kind) }?.keys.first?.helpName
    }

    /// The status line's hints for a browser of `kind`, most useful first: per rank, the first
    /// keys of its bindings joined by `/` and their texts joined by `/`. O(1).
    package func hints(for kind: ItemKind.Tag) -> [(keys: String, text: String)] {
        hintsByKind[kind] ?? []
    }

    /// The hints of `bindings` for a browser of `kind` (see ``hints(for:)``). O(bindings log
    /// bindings).
    private static func hints(of bindings: [KeyBinding<Action>], for kind: ItemKind.Tag) -> [(keys: String, text: String)] {
        let hinted = bindings.filter { $0.kinds.contains(kind) && $0.hint != nil && !$0.keys.isEmpty }
        let ranks = Set(hinted.compactMap { $0.hint?.rank }).sorted()
        return ranks.map { rank in
            let members = hinted.filter { $0.hint?.rank == rank }
            let keys = members.compactMap { $0.keys.first?.hintName }.joined(separator: "/")
            let texts = members.compactMap { $0.hint?.text }.filter { !$0.isEmpty }
            return (keys, texts.joined(separator: "/"))
        }
    }
}
