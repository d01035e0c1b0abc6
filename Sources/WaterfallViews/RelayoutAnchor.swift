/// The item a relayout or an update keeps in place, with the on-screen row of its top edge when it
/// was on screen: for a relayout the focused item, else the first visible one; for an update the
/// focused item when it is on screen and stays, else the first visible item that stays, named by
/// its index after the update.
struct RelayoutAnchor {
    /// The anchored item.
    var index: Int
    /// Its top edge's row relative to the viewport's top, nil when it was off screen.
    var screenRow: Int?
}
