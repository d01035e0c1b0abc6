import WaterfallLayout
import WaterfallViews

/// Which photo renditions the waterfall shows and wants made now: those of the live cards (those
/// on screen and the buffer around them); the ones still lacking are wanted, and once none is,
/// the grid's look-ahead (``PictureLookAhead``). (The full-screen view wants its own:
/// ``BrowserModel/viewerWants``.)
enum PictureWants {
    /// Every rendition the live cards show, each with its distance in rows from the viewport (0
    /// on screen) as its priority. O(live cells).
    static func shown(view: WaterfallCollectionView<CardCell>, cards: CardDataSource) -> [PictureKey: Int] {
        let pictures = cards.pictures
        guard pictures.rasterizer != nil else { return [:] }
        let viewport = view.viewportRows
        var shown: [PictureKey: Int] = [:]
        for index in view.liveCells.keys where cards.item(atFlat: index).image != nil {
            guard let key = cards.pictureKey(ofFlat: index, in: view) else { continue }
            let distance = Self.distance(of: view.frame(ofItem: index), from: viewport)
            shown[key] = min(shown[key] ?? .max, distance)
        }
        return shown
    }

    /// How many rows `frame` lies above or below `viewport`, counting from 1 (0 when it shares a
    /// row with it): a rendition's priority, the nearer the sooner. O(1).
    static func distance(of frame: Rect, from viewport: Range<Int>) -> Int {
        frame.maxY <= viewport.lowerBound
            ? viewport.lowerBound - frame.maxY + 1
            : frame.y >= viewport.upperBound ? frame.y - viewport.upperBound + 1 : 0
    }

    /// Of `shown`, the renditions still to be made (not made, not failed); when none is (the
    /// live cards are idle), those `lookAhead` prepares for the screens around them (see
    /// ``PictureLookAhead``). O(shown), plus the look-ahead's when idle.
    static func wanted(
        _ shown: [PictureKey: Int], view: WaterfallCollectionView<CardCell>, cards: CardDataSource, lookAhead: PictureLookAhead?
    ) -> [PictureKey: Int] {
        let lacking = shown.filter { cards.pictures.state(for: $0.key) == .loading }
        guard lacking.isEmpty, let lookAhead else { return lacking }
        return lookAhead.wanted(view: view, cards: cards, shown: shown)
    }
}
