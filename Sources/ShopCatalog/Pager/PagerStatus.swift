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
}
