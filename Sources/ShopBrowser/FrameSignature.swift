import WaterfallTUI

/// The parts of the browser's state that input can change and a frame shows: comparing the
/// signature before and after an input tells whether the input changed the screen. (Arrivals
/// and the spinner ask for a redraw by themselves.)
struct FrameSignature: Equatable {
    var mode: BrowserMode
    var helpScroll: Int
    var search: SearchState
    var notice: StatusNotice?
    var screenSize: Size
    var scrollOffset: Int
    var focusedIndex: Int?
    var columnCount: Int
    var fixedColumns: Int?
    var itemCount: Int
    var rules: ArrangementRules
}

extension BrowserModel {
    /// The signature of what the screen shows now. O(1).
    var frameSignature: FrameSignature {
        FrameSignature(
            mode: mode, helpScroll: helpScroll, search: search, notice: notice, screenSize: screenSize,
            scrollOffset: collectionView.scrollOffset, focusedIndex: collectionView.focusedIndex,
            columnCount: collectionView.columnCount, fixedColumns: fixedColumns, itemCount: items.count,
            rules: arrangement.rules
        )
    }
}
