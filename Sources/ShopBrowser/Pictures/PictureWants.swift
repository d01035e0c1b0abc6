import WaterfallViews

/// Which photo renditions the waterfall shows and wants made now: those of the live cards (those
/// on screen and the buffer around them); the ones still lacking are wanted. (The full-screen
/// view wants its own: ``BrowserModel/viewerWants``.)
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
            let frame = view.frame(ofItem: index)
            let distance =
                frame.maxY <= viewport.lowerBound
                ? viewport.lowerBound - frame.maxY + 1
                : frame.y >= viewport.upperBound ? frame.y - viewport.upperBound + 1 : 0
            shown[key] = min(shown[key] ?? .max, distance)
        }
        return shown
    }

    /// Of `shown`, the renditions still to be made (not made, not failed). O(shown).
    static func wanted(_ shown: [PictureKey: Int], pictures: CardPictures) -> [PictureKey: Int] {
        shown.filter { pictures.state(for: $0.key) == .loading }
    }
}
