import WaterfallTUI
import WaterfallViews

/// Which photo renditions the browser wants made now: those the live cards (the visible ones and
/// the buffer around them) still lack, and the detail panel's photo when it is open.
enum PictureWants {
    /// The wanted renditions, each with its distance in rows from the viewport (0 on screen) as
    /// its priority; the detail panel's photo comes first. O(live cells).
    static func wanted(
        view: WaterfallCollectionView<CardCell>, cards: CardDataSource, mode: BrowserMode, screen: Size
    ) -> [PictureKey: Int] {
        let pictures = cards.pictures
        guard pictures.maker != nil else { return [:] }
        let viewport = view.viewportRows
        var wants: [PictureKey: Int] = [:]
        for (index, cell) in view.visibleCells where cell.pictureState == .loading {
            guard let metrics = cell.metrics, let key = pictures.key(for: cards.item(atFlat: index), metrics: metrics) else { continue }
            let frame = view.frame(ofItem: index)
            let distance =
                frame.maxY <= viewport.lowerBound
                ? viewport.lowerBound - frame.maxY + 1
                : frame.y >= viewport.upperBound ? frame.y - viewport.upperBound + 1 : 0
            wants[key] = min(wants[key] ?? .max, distance)
        }
        if case .detail(let index) = mode, cards.items.indices.contains(index),
            let area = DetailPanel.pictureArea(for: cards.items[index], canvas: screen),
            let key = pictures.key(for: cards.items[index], columns: area.columns, rows: area.rows), pictures.needs(key)
        {
            wants[key] = 0
        }
        return wants
    }
}
