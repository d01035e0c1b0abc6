/// Counters of a ``WaterfallCollectionView``'s traffic of cells (or of supplementary views), for
/// tests and benchmarks.
public struct ReuseStatistics: Hashable, Sendable {
    /// Views the data source made new (not taken from the pool) since the collection view was created.
    public var created: Int
    /// Views taken from the reuse pool.
    public var dequeued: Int
    /// Views put back into the reuse pool (each got ``ReusableCell/prepareForReuse()``).
    public var enqueued: Int
    /// Views currently live.
    public var live: Int
    /// Views currently waiting in the reuse pool.
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
