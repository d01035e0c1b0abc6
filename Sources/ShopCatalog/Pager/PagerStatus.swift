/// A snapshot of the pager for the UI's footer and status line.
public struct PagerStatus: Sendable, Equatable {
    /// The current state.
    public let phase: PagerMachine.Phase
    /// Pages loaded so far.
    public let pagesLoaded: Int
    /// Items delivered so far.
    public let itemsLoaded: Int
    /// Items skipped so far (see ``PageLoader/issues``).
    public let itemsSkipped: Int

    /// A status with the given phase and totals.
    public init(phase: PagerMachine.Phase, pagesLoaded: Int, itemsLoaded: Int, itemsSkipped: Int) {
        self.phase = phase
        self.pagesLoaded = pagesLoaded
        self.itemsLoaded = itemsLoaded
        self.itemsSkipped = itemsSkipped
    }

    /// A pager that has loaded nothing yet.
    public static let initial = PagerStatus(phase: .idle, pagesLoaded: 0, itemsLoaded: 0, itemsSkipped: 0)
}
