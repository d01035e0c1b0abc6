/// The item a relayout keeps in place: the focused item, or else the first visible one, with the
/// on-screen row of its top edge when it was on screen.
struct RelayoutAnchor {
    /// The anchored item.
    var index: Int
    /// Its top edge's row relative to the viewport's top, nil when it was off screen.
    var screenRow: Int?
}
