import ShopCatalog
import WaterfallTUI

/// What the grid draws that is not its own, handed over by the browser for one frame: how cards
/// look, which are marked, the search's highlight, and the words of the footer and of the empty
/// and loading views (they speak of the pager and the keys, which the grid does not know).
struct GridDecorations {
    /// The styles to draw with.
    let theme: Theme
    /// Draws one card.
    let renderer: CardRenderer
    /// The search whose matches are highlighted in titles, if any.
    let highlight: String?
    /// The marks (by item id).
    let marks: MarkSet
    /// The pager's state.
    let phase: PagerMachine.Phase
    /// What the screen says while the first page loads.
    let loadingText: String
    /// What it says when nothing is shown: no item at all, or none passing the filter.
    let emptyText: String
    /// The footer's words for a footer this many cells wide.
    let footerText: (Int) -> String
}
