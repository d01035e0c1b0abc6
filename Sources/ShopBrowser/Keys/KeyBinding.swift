import ShopCatalog
import WaterfallTUI

/// One line of a keymap, in the shape of Bubble Tea's `key.Binding`: the keys and mouse gestures
/// that trigger `action`, how the help overlay and the status line show it, and the browsers it
/// works in.
package struct KeyBinding<Action: Hashable & Sendable>: Sendable {
    /// The keys it matches, in the order the help names them.
    package private(set) var keys: [Key]
    /// The mouse gestures it matches (the wheel, a click, a double click), in the order the help
    /// names them.
    package let mouse: [MouseEvent.Kind]
    /// The keys it matches besides ``keys`` when no other binding of its keymap does.
    package let fallback: KeyFallback?
    /// What the keys do.
    package let action: Action
    /// Its row in the help overlay.
    package let help: KeyHelp
    /// The browsers it works in: a shop catalog, folders of pictures, or both.
    package let kinds: Set<ItemKind.Tag>
    /// Its place among the status line's hints, when it has one.
    package let hint: KeyHint?

    /// A binding of `keys` and the `mouse` gestures to `action`, shown as `help`, for the
    /// browsers of `kinds`, hinted on the status line as `hint`.
    package init(
        _ action: Action, _ keys: [Key], mouse: [MouseEvent.Kind] = [], _ help: KeyHelp, kinds: Set<ItemKind.Tag> = Set(ItemKind.Tag.allCases),
        hint: KeyHint? = nil
    ) {
        self.keys = keys
        self.mouse = mouse
        self.fallback = nil
        self.action = action
        self.help = help
        self.kinds = kinds
        self.hint = hint
    }

    /// A binding of the keys `fallback` stands for and the `mouse` gestures to `action`, shown as
    /// `help`.
    package init(
        _ action: Action, fallback: KeyFallback, mouse: [MouseEvent.Kind] = [], _ help: KeyHelp, kinds: Set<ItemKind.Tag> = Set(ItemKind.Tag.allCases)
    ) {
        self.keys = []
        self.mouse = mouse
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

    /// The names of its keys and gestures as the help overlay gives them, the fallback's last.
    var helpNames: [String] {
        keys.map(\.helpName) + mouse.map(Self.name(of:)) + (fallback.map { [$0.helpName] } ?? [])
    }

    /// What the help calls a mouse gesture.
    static func name(of gesture: MouseEvent.Kind) -> String {
        switch gesture {
        case .wheelDown: "wheel down"
        case .wheelUp: "wheel up"
        case .leftClick: "click"
        case .leftDoubleClick: "double click"
        }
    }
}
