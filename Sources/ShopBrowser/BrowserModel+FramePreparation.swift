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
        let view = collectionView
        view.forEachVisibleCell { index, _, _ in
            let metrics = cards.metrics(ofFlat: index, in: view)
            cards.pictures.prepare(item(atFlat: index), columns: metrics.innerWidth, rows: metrics.imageRows)
        }
    }
}
