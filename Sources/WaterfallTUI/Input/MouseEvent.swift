/// A mouse action at a terminal cell (0-based column `x`, row `y`).
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The wheel turned up (content should scroll towards the top).
        case wheelUp
        /// The wheel turned down.
        case wheelDown
        /// The left button was pressed (reported as soon as it goes down).
        case leftClick
        /// The left button was pressed a second time on the same spot shortly after a
        /// `leftClick`; reported instead of a second `leftClick`.
        case leftDoubleClick
    }

    /// What the mouse did.
    public var kind: Kind
    /// Column of the pointer.
    public var x: Int
    /// Row of the pointer.
    public var y: Int

    /// Creates a mouse event.
    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
