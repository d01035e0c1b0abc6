extension BrowserModel {
    /// Makes what the next frame draws ready, at the end of each step, so that drawing
    /// (``render()``) reads only: the visible cards' measurements are kept, their thumbnails
    /// drawn into image areas are made and kept, and their renditions marked as just used (the
    /// cache keeps what is shown); in the full-screen view, its picture's. O(visible cards), plus
    /// O(area) for a thumbnail not made before.
    func prepareFrame() {
        if let state = viewer, let item = viewedItem {
            let area = viewerScreen.picture
            let region = viewerGeometry(ofItem: item).region(zoom: state.zoom, center: state.center)
            cards.pictures.prepare(items[item], photo: state.photo, columns: area.width, rows: area.height, framing: .contain(region))
            return
        }
        let view = grid.view
        view.forEachVisibleCell { index, _, _ in
            let metrics = cards.metrics(ofFlat: index, in: view)
            cards.pictures.prepare(item(atFlat: index), columns: metrics.innerWidth, rows: metrics.imageRows)
        }
    }

    /// Work done ahead once a frame is out, while the user looks at it: in the full-screen view,
    /// the previous and next pictures' thumbnails drawn into the area and their renditions
    /// marked as used, so that a step finds them ready and shows its picture at once. Changes
    /// only what is kept: no frame looks different for it. O(area) for a neighbour not prepared
    /// before.
    package func prepareAhead() {
        guard let state = viewer, let item = viewedItem else { return }
        let area = viewerScreen.picture
        for next in [-1, 1].compactMap({ steppedPicture(from: item, photo: state.photo, by: $0) }) {
            cards.pictures.prepare(items[next.item], photo: next.photo, columns: area.width, rows: area.height, framing: .contain(.whole))
        }
    }
}
