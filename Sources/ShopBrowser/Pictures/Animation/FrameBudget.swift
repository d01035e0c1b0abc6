/// The bytes the frames of moving pictures may send to the terminal: a bucket filled at
/// ``bytesPerSecond`` up to a quarter of a second's worth. A frame is sent while the bucket is
/// not empty, and its bytes are taken (a frame larger than the bucket leaves it owing); when it
/// is empty, frames are dropped until it fills again, so animations keep their time and never
/// fall behind, and the terminal gets at most the budget on average.
package struct FrameBudget: Sendable {
    /// The rate the bucket fills at.
    package let bytesPerSecond: Int
    /// What is left; below zero when the last frame cost more than there was.
    private var available: Int
    /// When the bucket was last filled.
    private var filledAt: ContinuousClock.Instant?

    /// A full bucket filling at `bytesPerSecond` (at least 1).
    package init(bytesPerSecond: Int) {
        self.bytesPerSecond = max(1, bytesPerSecond)
        self.available = max(1, bytesPerSecond / 4)
    }

    /// The most the bucket holds: a quarter of a second's worth.
    package var capacity: Int { max(1, bytesPerSecond / 4) }

    /// Fills the bucket for the time since the last fill. O(1).
    package mutating func refill(at now: ContinuousClock.Instant) {
        if let filledAt, now > filledAt {
            let elapsed = (now - filledAt).components
            let earned = Double(elapsed.seconds) * Double(bytesPerSecond) + Double(elapsed.attoseconds) * 1e-18 * Double(bytesPerSecond)
            available = min(capacity, available + Int(min(earned, Double(capacity) * 2)))
        }
        filledAt = now
    }

    /// Takes `bytes` for a frame when the bucket is not empty; false (the frame is dropped)
    /// when it is. O(1).
    package mutating func take(_ bytes: Int) -> Bool {
        guard available > 0 else { return false }
        available -= bytes
        return true
    }
}
