/// Turns a stream of left-button presses into clicks and double clicks: a press within
/// `interval` milliseconds of the previous click, at most one column away on the same row,
/// is a double click. A double click does not start a new pair.
public struct DoubleClickDetector: Sendable {
    /// Longest time between two presses of a double click, in milliseconds.
    public var interval: UInt64
    private var lastClick: (x: Int, y: Int, time: UInt64)?

    /// Creates a detector with the given double-click interval (400 ms by default).
    public init(interval: UInt64 = 400) {
        self.interval = interval
    }

    /// Classifies a left-button press at (`x`, `y`) at monotonic time `milliseconds`.
    public mutating func press(x: Int, y: Int, milliseconds: UInt64) -> MouseEvent.Kind {
        if let last = lastClick, last.y == y, abs(last.x - x) <= 1,
            milliseconds >= last.time, milliseconds - last.time <= interval
        {
            lastClick = nil
            return .leftDoubleClick
        }
        lastClick = (x, y, milliseconds)
        return .leftClick
    }
}
