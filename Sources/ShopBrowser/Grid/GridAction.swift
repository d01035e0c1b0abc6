import WaterfallViews

/// What the waterfall does by itself on a key or the wheel: scroll, and choose its columns.
/// Focus moves are the browser's (they change the selection, which the grid then shows).
enum GridAction: Hashable, Sendable {
    /// Scrolls by this many rows (negative: up), the focus left where it is.
    case scroll(lines: Int)
    /// Scrolls half a screen.
    case halfPage(ScrollDirection)
    /// Scrolls a whole screen (without a focused card to take along).
    case page(ScrollDirection)
    /// Scrolls to the top.
    case top
    /// Scrolls to the bottom.
    case bottom
    /// Scrolls so that group `index`'s header band is at the top of the screen.
    case groupHeader(Int)
    /// One column more (positive) or fewer, fixed from now on.
    case columns(delta: Int)
    /// The column count chosen by the screen's width again.
    case automaticColumns
}

/// What came of a ``GridAction`` that the browser acts on.
struct GridOutcome: Equatable {
    /// What to say on the status line, if anything.
    var notice: String?
    /// Whether the selected card left the screen by a scroll (the browser drops the selection, so
    /// the next focus key starts from the first card on screen instead of scrolling back).
    var selectionLeftScreen = false
}
