/// One item the ``PlacementRule/fillGaps(lookahead:)`` rule placed early: `item` was placed just
/// before `placedBefore`, an item of several columns with a smaller index, into a hole above it.
///
/// With the moves of a section, its items' placement order is: every item in index order, save
/// the moved ones, each of which comes (in the order of the list) just before its `placedBefore`.
public struct PlacementMove: Hashable, Sendable {
    /// The global index of the item placed early.
    public var item: Int
    /// The global index of the item of several columns it was placed before.
    public var placedBefore: Int

    /// Creates a move.
    public init(item: Int, placedBefore: Int) {
        self.item = item
        self.placedBefore = placedBefore
    }
}
