import SafeText

/// A snapshot of the pager for the UI's footer, header and skipped list: its phase, its totals
/// and what it skipped, all read at one moment, so that every part of the screen agrees.
public struct PagerStatus: Sendable, Equatable {
    /// The current state.
    public let phase: PagerMachine.Phase
    /// Pages loaded so far.
    public let pagesLoaded: Int
    /// Items delivered so far.
    public let itemsLoaded: Int
    /// The items skipped so far: the first reports in full and the count of all (the one record
    /// of them; the header's count and the skipped list both read it).
    public let skipped: SkippedItems
    /// Files left out quietly so far: a folder's files that are no pictures (the header counts
    /// them beside the pictures).
    public let otherFiles: Int
    /// After a failure that may pass, the retry that goes out by itself; nil when none is
    /// waiting (the failure is permanent, the retries are used up, or nothing failed).
    public let retry: ScheduledRetry?
    /// The catalog's name, when a page told it (a catalog opened with its first page); nil
    /// otherwise.
    public let catalogName: String?
    /// Why the source stopped before its end, naming the URL (see ``PagerMachine/stopReason``);
    /// nil otherwise.
    public let stopReason: MessageText?
    /// How many times in a row the page now loading or failed has failed: 0 on its first try,
    /// 1 while its first retry loads, and so on; 0 once it loaded.
    public let failuresInRow: Int

    /// A status with the given phase, totals, skipped items, other files, waiting retry, name,
    /// reason the source stopped and failures in a row.
    public init(
        phase: PagerMachine.Phase, pagesLoaded: Int, itemsLoaded: Int, skipped: SkippedItems = SkippedItems(), otherFiles: Int = 0,
        retry: ScheduledRetry? = nil, catalogName: String? = nil, stopReason: MessageText? = nil, failuresInRow: Int = 0
    ) {
        self.phase = phase
        self.pagesLoaded = pagesLoaded
        self.itemsLoaded = itemsLoaded
        self.skipped = skipped
        self.otherFiles = otherFiles
        self.retry = retry
        self.catalogName = catalogName
        self.stopReason = stopReason
        self.failuresInRow = failuresInRow
    }

    /// Items skipped so far, kept in full or not.
    public var itemsSkipped: Int { skipped.count }

    /// A pager that has loaded nothing yet.
    public static let initial = PagerStatus(phase: .idle, pagesLoaded: 0, itemsLoaded: 0)
}
