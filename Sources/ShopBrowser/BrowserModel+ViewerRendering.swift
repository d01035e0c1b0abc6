import WaterfallTUI

extension BrowserModel {
    /// The full-screen view: the picture letterboxed over the screen (the details beside it
    /// when shown), and a status line saying which picture of how many, its name, the zoom and
    /// the slideshow, then the keys' hints (``Keymaps/viewer``); a notice takes the line.
    func drawViewer(_ state: ViewerState, into canvas: inout Canvas) {
        guard let index = viewedItem else { return }
        let item = items[index]
        let screen = viewerScreen
        let area = screen.picture
        let region = viewerGeometry(ofItem: index).region(zoom: state.zoom, center: state.center)
        let picture = pictures.picture(for: item, photo: state.photo, columns: area.width, rows: area.height, framing: .contain(region))
        let failure = CardPictures.reference(of: item, photo: state.photo).flatMap { pictures.failures[$0] }
        let loading = item.image == nil ? "no picture" : "loading \(item.title.sanitized)…"
        screen.draw(
            picture, failure: failure, loading: loading, theme: theme, pixelsAsCells: options.pictures.output.drawsPlaceholderCells, into: &canvas)
        if let box = screen.details {
            DetailPanel(theme: theme).draw(item, in: box, into: &canvas)
        }
        let y = screen.statusRow
        let width = screenSize.width
        canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: theme.bar)
        if let notice = notice ?? decodingNotice {
            draw(notice, atRow: y, into: &canvas)
            return
        }
        let about = " " + viewerStatus(state) + " "
        let used = canvas.put(TextLayout.truncate(about, toWidth: width), x: 0, y: y, style: theme.bar.adding(.bold), maxWidth: width)
        draw(hints: keymaps.viewer.hints(for: options.kind), atRow: y, from: used, limit: width, into: &canvas)
    }

    /// `✓ 3/120 · photo 2/4 · name · fit 42%` (`✓` when the item is marked; `+` after the count
    /// while more pages may come; the photo of how many when the item has several; when zoomed
    /// in, where the part shown starts in the picture's pixels, `250% from 1200,800`;
    /// `· slideshow 4 s` while one runs). Empty when the view is closed.
    func viewerStatus(_ state: ViewerState) -> String {
        guard let index = viewedItem else { return "" }
        let position = arrangement.flatIndex(ofItem: index).map { "\($0 + 1)" } ?? "–"
        let more = pagerStatus.phase == .exhausted ? "" : "+"
        let geometry = viewerGeometry(ofItem: index)
        let scale = geometry.scale(of: state.zoom)
        let percent = Int((scale * 100).rounded())
        let zoom: String =
            switch state.zoom {
            case _ where abs(scale - 1) < 1e-9: "1:1"
            case .fit: "fit \(percent)%"
            case .fill: "fill \(percent)%"
            case .actualPixels, .scale: "\(percent)%"
            }
        let region = geometry.region(zoom: state.zoom, center: state.center)
        let from =
            geometry.isZoomed(state.zoom)
            ? " from \(region.x * geometry.picture.width / PictureRegion.unit),\(region.y * geometry.picture.height / PictureRegion.unit)" : ""
        let item = items[index]
        var parts = ["\(isMarked(item) ? "✓ " : "")\(position)/\(arrangement.count)\(more)"]
        let photos = 1 + item.morePhotos.count
        if photos > 1 { parts.append("photo \(state.photo + 1)/\(photos)") }
        parts += [TextLayout.truncate(item.title.sanitized, toWidth: 40), zoom + from]
        if state.slideshow != nil { parts.append("slideshow \(Self.secondsText(options.slideshowInterval)) s") }
        if state.awaitsNextPage { parts.append("loading the next page…") }
        return parts.joined(separator: " · ")
    }
}
