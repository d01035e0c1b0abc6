extension Duration {
    /// The whole seconds in this duration, rounded up; 0 for none or less: what a countdown
    /// ("retrying in 4 s") shows. O(1).
    public var wholeSecondsRoundedUp: Int {
        guard self > .zero else { return 0 }
        let (seconds, attoseconds) = components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }
}
