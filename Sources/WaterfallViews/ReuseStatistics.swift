/// Counters of a ``WaterfallCollectionView``'s cell traffic, for tests and benchmarks.
public struct ReuseStatistics: Hashable, Sendable {
    /// Cells the data source made new (not taken from the pool) since the collection view was created.
    public var created: Int
    /// Cells taken from the reuse pool by ``WaterfallCollectionView/dequeueReusableCell()``.
    public var dequeued: Int
    /// Cells put back into the reuse pool (each got ``ReusableCell/prepareForReuse()``).
    public var enqueued: Int
    /// Cells currently live (in ``WaterfallCollectionView/visibleCells``).
    public var live: Int
    /// Cells currently waiting in the reuse pool.
    public var pooled: Int

    /// Creates a set of counters.
    public init(created: Int = 0, dequeued: Int = 0, enqueued: Int = 0, live: Int = 0, pooled: Int = 0) {
        self.created = created
        self.dequeued = dequeued
        self.enqueued = enqueued
        self.live = live
        self.pooled = pooled
    }
}
