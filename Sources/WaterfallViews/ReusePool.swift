/// A reuse pool and its traffic counters: views waiting to be reused, most recently enqueued last.
struct ReusePool<View: ReusableCell> {
    /// The waiting views; each has had ``ReusableCell/prepareForReuse()``.
    private(set) var views: [View] = []
    /// Views the data source made new (not taken from the pool).
    private(set) var created = 0
    /// Views taken from the pool.
    private(set) var dequeued = 0
    /// Views put into the pool.
    private(set) var enqueued = 0

    /// Prepares `view` for reuse and puts it into the pool. O(1) amortized.
    mutating func enqueue(_ view: View) {
        view.prepareForReuse()
        views.append(view)
        enqueued += 1
    }

    /// The most recently enqueued view, nil when the pool is empty. O(1).
    mutating func dequeue() -> View? {
        guard let view = views.popLast() else { return nil }
        dequeued += 1
        return view
    }

    /// Counts a view that the data source made instead of dequeuing one.
    mutating func countCreated() {
        created += 1
    }
}
