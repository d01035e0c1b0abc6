import WaterfallTUI

/// One line of a keymap, in the shape of Bubble Tea's `key.Binding`: the keys that trigger
/// `action`, how the help overlay and the status line show it, and the browsers it works in.
package struct KeyBinding<Action: Hashable & Sendable>: Sendable {
    /// The keys it matches, in the order the help names them.
    package private(set) var keys: [Key]
    /// The keys it matches besides ``keys`` when no other binding of its keymap does.
    package let fallback: KeyFallback?
    /// What the keys do.
    package let action: Action
    /// Its row in the help overlay.
    package let help: KeyHelp
    /// The browsers it works in: a shop catalog, folders of pictures, or both.
    package let kinds: Set<CatalogKind>
    /// Its place among the status line's hints, when it has one.
    package let hint: KeyHint?

    /// A binding of `keys` to `action`, shown as `help`, for the browsers of `kinds`, hinted on
    /// the status line as `hint`.
    package init(
        _ action: Action, _ keys: [Key], _ help: KeyHelp, kinds: Set<CatalogKind> = Set(CatalogKind.allCases), hint: KeyHint? = nil
    ) {
        self.keys = keys
        self.fallback = nil
        self.action = action
        self.help = help
        self.kinds = kinds
        self.hint = hint
    }

    /// A binding of the keys `fallback` stands for to `action`, shown as `help`.
    package init(_ action: Action, fallback: KeyFallback, _ help: KeyHelp, kinds: Set<CatalogKind> = Set(CatalogKind.allCases)) {
        self.keys = []
        self.fallback = fallback
        self.action = action
        self.help = help
        self.kinds = kinds
        self.hint = nil
    }

    /// This binding with `keys` in place of its own (a user's rebinding).
    package func rebound(to keys: [Key]) -> KeyBinding {
        var copy = self
        copy.keys = keys
        return copy
    }

    /// The names of its keys as the help overlay gives them, the fallback's last.
    var helpNames: [String] {
        keys.map(\.helpName) + (fallback.map { [$0.helpName] } ?? [])
    }
}
