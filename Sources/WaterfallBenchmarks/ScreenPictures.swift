import ShopBrowser

/// What the cards on a browser's screen show: how many cards are on screen (at least one row in
/// the viewport), how many of them have a photo to show, and where those photos stand.
struct ScreenPictures {
    /// Cards with at least one row in the viewport.
    var cards = 0
    /// Of those, cards whose photo is drawn.
    var drawn = 0
    /// Cards whose photo is still being made (the thumbnail stands in).
    var loading = 0
    /// Cards whose photo could not be read.
    var failed = 0

    /// The census of `model`'s screen now. O(live cells).
    init(_ model: BrowserModel) {
        let viewport = model.scrollOffset ..< model.scrollOffset + model.viewportScreenRows.count
        for (index, state) in model.liveCardPictures where model.frame(ofItem: index).intersects(rows: viewport) {
            cards += 1
            switch state {
            case .photo: drawn += 1
            case .loading: loading += 1
            case .failed: failed += 1
            case .none: continue
            }
        }
    }

    /// Cards on screen that have a photo (drawn, loading or failed).
    var withPhoto: Int { drawn + loading + failed }

    /// Whether no photo on screen is still being made.
    var isSettled: Bool { loading == 0 }
}
