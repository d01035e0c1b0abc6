import WaterfallLayout

/// Item and section updates. Change the data source first, then tell the collection view what
/// changed; outside ``performBatchUpdates(_:)`` each call is applied at once, inside it the calls are
/// recorded and applied together when the outermost batch ends.
///
/// Within one call, deletions and reloads name items (and sections) as they are before the call,
/// insertions name the positions the new ones get after it; successive calls in a batch each see
/// what the previous one left (unlike UIKit, which orders a batch's deletions first). A call with a
/// bad index throws a ``WaterfallCollectionViewError`` naming it and records nothing.
///
/// Applying an update: the layout is re-packed once, from the first section it touches, with the
/// stored sizes of the items that stay (only new and reloaded items are measured). Live cells of
/// items that stay keep their object (their index may change); cells of deleted items, and of items
/// that leave the buffered viewport, go to the pool; a reloaded item in the buffered viewport has
/// its cell enqueued and asked for again at once, so a data source that dequeues gets the same
/// object back, reconfigured. Headers and footers follow their sections the same way. The anchor
/// (the focused item when it is on screen and stays, else the first visible item that stays) keeps
/// its screen row, as far as the content allows; the focus follows its item, and is cleared when
/// its item is deleted. Then the live sets are brought up to date and the footer is reported.
extension WaterfallCollectionView {
    /// Inserts new items at `paths` (their positions after the call).
    public func insertItems(at paths: [ItemPath]) throws(WaterfallCollectionViewError) {
        try record { plan throws(WaterfallCollectionViewError) in try plan.insertItems(at: paths) }
    }

    /// Deletes the items at `paths` (their positions before the call).
    public func deleteItems(at paths: [ItemPath]) throws(WaterfallCollectionViewError) {
        try record { plan throws(WaterfallCollectionViewError) in try plan.deleteItems(at: paths) }
    }

    /// Measures the items at `paths` again and asks for their cells again (positions before the
    /// call); their positions do not change.
    public func reloadItems(at paths: [ItemPath]) throws(WaterfallCollectionViewError) {
        try record { plan throws(WaterfallCollectionViewError) in try plan.reloadItems(at: paths) }
    }

    /// Inserts sections with `configurations` so that the first gets index `section`
    /// (`0 ... sectionCount`); their item counts are asked of the data source when the update is
    /// applied. Their items cannot also be changed in the same batch.
    public func insertSections(_ configurations: [SectionConfiguration], at section: Int) throws(WaterfallCollectionViewError) {
        try record { plan throws(WaterfallCollectionViewError) in try plan.insertSections(configurations, at: section) }
    }

    /// Deletes the sections `sections` (indices before the call) with their items, headers and
    /// footers; at least one section must stay. The layout has no way to drop a section, so every
    /// item is placed again from its stored size (no measuring): O(N C + S).
    public func deleteSections(_ sections: [Int]) throws(WaterfallCollectionViewError) {
        try record { plan throws(WaterfallCollectionViewError) in try plan.deleteSections(sections) }
    }

    /// Reads the sections `sections` (indices before the call) again: their item counts are asked
    /// of the data source, all their items are measured as new ones (their old cells go to the
    /// pool), and their header and footer views are asked for again. Their items cannot also be
    /// changed in the same batch.
    public func reloadSections(_ sections: [Int]) throws(WaterfallCollectionViewError) {
        try record { plan throws(WaterfallCollectionViewError) in try plan.reloadSections(sections) }
    }

    /// Runs `updates`, recording the update calls it makes, then applies them all with one re-pack
    /// and one anchor restore. Batches may nest; the outermost applies. When `updates` throws,
    /// nothing it recorded is applied (``reloadData()`` or ``setConfiguration(_:)`` called inside
    /// it apply what was recorded before them) and the error is rethrown.
    public func performBatchUpdates<Failure: Error>(_ updates: () throws(Failure) -> Void) throws(Failure) {
        let saved = pendingUpdate
        let generation = layoutGeneration
        batchDepth += 1
        do {
            try updates()
        } catch {
            batchDepth -= 1
            pendingUpdate = generation == layoutGeneration ? saved : nil
            throw error
        }
        batchDepth -= 1
        if batchDepth == 0 { applyPendingUpdate() }
    }

    /// Records a change into the pending plan (made from the current state when there is none),
    /// keeping the plan as it was when the change throws; applies it outside a batch.
    private func record(_ change: (inout UpdatePlan) throws(WaterfallCollectionViewError) -> Void) throws(WaterfallCollectionViewError) {
        var plan = pendingUpdate ?? UpdatePlan(layout: layout, configurations: configuration.sections)
        try change(&plan)
        pendingUpdate = plan
        if batchDepth == 0 { applyPendingUpdate() }
    }

    /// Records `count` items appended to the last section during a batch.
    func recordAppend(count: Int) {
        var plan = pendingUpdate ?? UpdatePlan(layout: layout, configurations: configuration.sections)
        plan.appendItems(count: count)
        pendingUpdate = plan
    }
}
