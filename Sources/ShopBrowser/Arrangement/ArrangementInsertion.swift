import WaterfallViews

/// What appending items to an ``ItemArrangement`` changed, in the view manager's terms: the
/// sections that are new (their final indices, ascending) and the new items in the sections
/// that already existed (their final paths, ascending). Apply the section insertions first, one
/// by one in order, then the item insertions.
package struct ArrangementInsertion: Sendable, Hashable {
    /// The final indices of the new sections, ascending.
    package var sections: [Int] = []
    /// The final paths of the new items of sections that existed before, ascending.
    package var items: [ItemPath] = []

    /// Whether nothing changed.
    package var isEmpty: Bool { sections.isEmpty && items.isEmpty }
}
