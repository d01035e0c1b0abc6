/// The items a session skipped: the first ``capacity`` reports in full, and a count of all of
/// them. Memory stays flat however many bad records a catalog holds (a file of five million
/// bad lines keeps a hundred reports and one number).
public struct SkippedItems: Sendable, Equatable {
    /// The reports kept, in the order the items were skipped (at most ``capacity``).
    public private(set) var kept: [CatalogIssue] = []
    /// How many items were skipped in all, kept or not.
    public private(set) var count = 0
    /// How many reports are kept in full.
    public let capacity: Int

    /// An empty log that keeps the first `capacity` reports.
    public init(capacity: Int = CatalogLimits.maximumKeptIssues) {
        self.capacity = max(0, capacity)
    }

    /// How many skipped items were counted but not kept.
    public var uncounted: Int { count - kept.count }

    /// Records one skipped item. O(1).
    public mutating func append(_ issue: CatalogIssue) {
        count += 1
        if kept.count < capacity { kept.append(issue) }
    }

    /// Records each of `issues`. O(`issues.count`).
    public mutating func append(contentsOf issues: some Sequence<CatalogIssue>) {
        for issue in issues { append(issue) }
    }
}
