import WaterfallTUI
import WaterfallViews

/// Which photo renditions the browser shows and wants made now: those of the live cards (those
/// on screen and the buffer around them) and the detail panel's photo when it is open; the ones
/// still lacking are wanted.
enum PictureWants {
    /// Every rendition the live cards and the detail panel show, each with its distance in rows
    /// from the viewport (0 on screen) as its priority; the detail panel's photo comes first.
    /// O(live cells).
    static func shown(view: WaterfallCollectionView<CardCell>, cards: CardDataSource, mode: BrowserMode, screen: Size) -> [PictureKey: Int] {
        let pictures = cards.pictures
        guard pictures.rasterizer != nil else { return [:] }
        let viewport = view.viewportRows
        var shown: [PictureKey: Int] = [:]
        for index in view.liveCells.keys where cards.item(atFlat: index).image != nil {
            guard let key = cards.pictureKey(ofFlat: index, in: view) else { continue }
            let frame = view.frame(ofItem: index)
            let distance =
                frame.maxY <= viewport.lowerBound
                ? viewport.lowerBound - frame.maxY + 1
                : frame.y >= viewport.upperBound ? frame.y - viewport.upperBound + 1 : 0
            shown[key] = min(shown[key] ?? .max, distance)
        }
        if let key = detailKey(cards: cards, mode: mode, screen: screen) {
            shown[key] = 0
        }
        return shown
    }

    /// The rendition the detail panel shows, when it is open on an item with a photo. O(1).
    static func detailKey(cards: CardDataSource, mode: BrowserMode, screen: Size) -> PictureKey? {
        guard case .detail(let index) = mode, cards.items.indices.contains(index),
            let area = DetailPanel.pictureArea(for: cards.items[index], canvas: screen)
        else { return nil }
        return cards.pictures.key(for: cards.items[index], columns: area.columns, rows: area.rows)
    }

    /// Of `shown`, the renditions still to be made (not made, not failed). O(shown).
    static func wanted(_ shown: [PictureKey: Int], pictures: CardPictures) -> [PictureKey: Int] {
        shown.filter { pictures.state(for: $0.key) == .loading }
    }
}
