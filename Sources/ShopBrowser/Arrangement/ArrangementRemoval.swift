import WaterfallViews

/// What removing items from an ``ItemArrangement`` changed, in the view manager's terms: the
/// paths the items had before (ascending, all of them), and the sections (groups) they left
/// empty (indices before the removal, ascending). Delete the items first, then the sections.
package struct ArrangementRemoval: Sendable, Hashable {
    /// The removed items' paths before the removal, ascending.
    package var items: [ItemPath] = []
    /// The groups left empty, by their index before the removal, ascending.
    package var emptiedSections: [Int] = []
}
