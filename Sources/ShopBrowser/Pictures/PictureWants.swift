import WaterfallTUI
import WaterfallViews

/// Which photo renditions the browser wants made now: those the live cards (those on screen and
/// the buffer around them) still lack, and the detail panel's photo when it is open.
enum PictureWants {
    /// The wanted renditions, each with its distance in rows from the viewport (0 on screen) as
    /// its priority; the detail panel's photo comes first. O(live cells).
    static func wanted(
        view: WaterfallCollectionView<CardCell>, cards: CardDataSource, mode: BrowserMode, screen: Size
    ) -> [PictureKey: Int] {
        let pictures = cards.pictures
        guard pictures.rasterizer != nil else { return [:] }
        let viewport = view.viewportRows
        var wants: [PictureKey: Int] = [:]
        for index in view.liveCells.keys where cards.item(atFlat: index).image != nil {
            guard let key = cards.pictureKey(ofFlat: index, in: view), pictures.state(for: key) == .loading else { continue }
            let frame = view.frame(ofItem: index)
            let distance =
                frame.maxY <= viewport.lowerBound
                ? viewport.lowerBound - frame.maxY + 1
                : frame.y >= viewport.upperBound ? frame.y - viewport.upperBound + 1 : 0
            wants[key] = min(wants[key] ?? .max, distance)
        }
        if case .detail(let index) = mode, cards.items.indices.contains(index),
            let area = DetailPanel.pictureArea(for: cards.items[index], canvas: screen),
            let key = pictures.key(for: cards.items[index], columns: area.columns, rows: area.rows), pictures.state(for: key) == .loading
        {
            wants[key] = 0
        }
        return wants
    }
}
