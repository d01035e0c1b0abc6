import Pixels
import ShopCatalog
import WaterfallTUI

extension BrowserModel {
    /// The full-screen view's state while it is open.
    package var viewer: ViewerState? {
        if case .viewing(let state) = mode { state } else { nil }
    }

    /// The loaded index of the item the full-screen view shows (the selected one); nil when the
    /// view is closed.
    package var viewedItem: Int? {
        viewer == nil ? nil : selectedItem
    }

    /// Opens the full-screen view on flat item `index`'s picture, selecting it.
    func openViewer(ofFlat index: Int) {
        select(flat: index)
        mode = .viewing(ViewerState())
    }

    /// Changes the full-screen view's state with `change`; nothing when it is not open.
    func changeViewer(_ change: (inout ViewerState) -> Void) {
        guard case .viewing(var state) = mode else { return }
        change(&state)
        mode = .viewing(state)
    }

    /// How the full-screen view uses the screen now.
    var viewerScreen: ViewerScreen {
        ViewerScreen(size: screenSize, showsDetails: viewer?.showsDetails ?? false)
    }

    /// The arithmetic of loaded item `item`'s picture in the full-screen view's area. O(1).
    func viewerGeometry(ofItem item: Int) -> ViewerGeometry {
        let shown = items[item]
        let area = viewerScreen.picture
        return ViewerGeometry(
            picture: PictureSize(width: shown.imageWidth, height: shown.imageHeight), columns: area.width, rows: area.height,
            pixelsPerCell: ViewerGeometry.pixelsPerCell(cellSize: options.pictures.output.cellSize))
    }

    /// The rendition of photo `photo` of loaded item `item` the full-screen view shows at `zoom`
    /// around `center`: the whole area, the picture's region letterboxed in it. Nil without that
    /// photo.
    func viewerKey(ofItem item: Int, photo: Int = 0, zoom: ViewerZoom = .fit, center: ViewerCenter = .middle) -> PictureKey? {
        let area = viewerScreen.picture
        let region = viewerGeometry(ofItem: item).region(zoom: zoom, center: center)
        return cards.pictures.key(for: items[item], photo: photo, columns: area.width, rows: area.height, framing: .contain(region))
    }

    /// The rendition the full-screen view shows now; nil when it is closed or shows no photo.
    var shownViewerKey: PictureKey? {
        guard let state = viewer, let item = viewedItem else { return nil }
        return viewerKey(ofItem: item, photo: state.photo, zoom: state.zoom, center: state.center)
    }

    /// Where the picture the full-screen view shows stands (made, being made, failed); nil when
    /// the view is closed. O(1).
    package var viewerPictureState: CardPictureState? {
        guard viewedItem != nil else { return nil }
        return cards.pictures.state(for: shownViewerKey)
    }

    /// The full-screen view's neighbours (the pictures before and after the one shown) that are
    /// made in pixels, placed as a step would show them: for the terminal to prepare ahead
    /// (``Terminal/prepare(_:)``). Empty when the view is closed. O(1) once drawn.
    package var viewerNeighbourPlacements: [PicturePlacement] {
        guard let state = viewer, let item = viewedItem else { return [] }
        let area = viewerScreen.picture
        return [-1, 1].compactMap { steppedPicture(from: item, photo: state.photo, by: $0) }.compactMap { next in
            pictures.pixels(for: items[next.item], photo: next.photo, columns: area.width, rows: area.height, framing: .contain(.whole))
        }.map { PicturePlacement(image: $0, frame: area, visible: area) }
    }

    /// The renditions the full-screen view wants: the picture shown first, then the previous and
    /// next pictures of the waterfall's order at fit, so that a step finds its picture made;
    /// nil when the view is closed. O(1).
    var viewerWants: [PictureKey: Int]? {
        guard let state = viewer, let item = viewedItem else { return nil }
        var wants: [PictureKey: Int] = [:]
        for delta in [-1, 1] {
            if let next = steppedPicture(from: item, photo: state.photo, by: delta), let key = viewerKey(ofItem: next.item, photo: next.photo) {
                wants[key] = 1
            }
        }
        if let key = shownViewerKey { wants[key] = 0 }
        // A file that failed is not decoded again at another size or zoom (until it changes on
        // disk, or `r` asks).
        return wants.filter { cards.pictures.state(for: $0.key) != .failed }
    }

    /// The picture one step (`delta` ±1) from photo `photo` of loaded item `item`: the item's
    /// next or previous photo while it has one, else the first photo of the next item in the
    /// waterfall's order or the last of the previous one; nil past either end. The one place a
    /// step is worked out. O(1).
    func steppedPicture(from item: Int, photo: Int, by delta: Int) -> (item: Int, photo: Int)? {
        if CardPictures.reference(of: items[item], photo: photo + delta) != nil { return (item, photo + delta) }
        return stepped(from: item, by: delta).map { ($0, delta > 0 ? 0 : max(0, items[$0].photos.count - 1)) }
    }

    /// The loaded item `delta` places from `item` in the waterfall's order (filtered, grouped,
    /// sorted: ``ItemArrangement/viewOrder``); nil past either end. An item no longer shown
    /// counts from the start. O(1).
    func stepped(from item: Int, by delta: Int) -> Int? {
        let target = (arrangement.flatIndex(ofItem: item) ?? -1) + delta
        return arrangement.viewOrder.indices.contains(target) ? arrangement.item(atFlat: target) : nil
    }

    /// Carries out a key or a mouse gesture of the full-screen view through the view's own
    /// update (``ViewerState/update(_:geometry:pointer:)``), then what it asks of the browser;
    /// `pointer`, for a gesture, is where it happened.
    func perform(_ action: ViewerAction, at pointer: MouseEvent? = nil) {
        guard case .viewing(var state) = mode, let item = viewedItem else { return }
        let request = state.update(action, geometry: viewerGeometry(ofItem: item), pointer: pointedFraction(pointer))
        mode = .viewing(state)
        switch request {
        case nil: break
        case .close: leaveViewer()
        case .step(let delta): stepViewer(by: delta)
        case .first: arrangement.viewOrder.first.map { show($0) }
        case .last: arrangement.viewOrder.last.map { show($0, photo: max(0, items[$0].photos.count - 1)) }
        case .toggleSlideshow: toggleSlideshow()
        case .toggleMark: toggleMark(of: items[item])
        case .openFile: open(items[item])
        case .copyPath: copyPath(of: items[item])
        case .notice(let text): notice = StatusNotice(text)
        }
    }

    /// Shows photo `photo` of loaded item `item`, at fit, selecting the item.
    func show(_ item: Int, photo: Int = 0) {
        select(item: item)
        changeViewer {
            $0.show(photo: photo)
            $0.slideshow?.since = nil
        }
    }

    /// Steps `delta` pictures on in the waterfall's order, through an item's photos first. Past
    /// the last loaded picture, asks
    /// for the next page (as scrolling to the footer does) and steps on when it comes; at the
    /// very end, or before the first, says so.
    func stepViewer(by delta: Int) {
        guard let state = viewer, let item = viewedItem else { return }
        if let target = steppedPicture(from: item, photo: state.photo, by: delta) {
            show(target.item, photo: target.photo)
        } else if delta > 0, pagerStatus.phase != .exhausted, !isFailed {
            changeViewer { $0.awaitsNextPage = true }
            notice = "loading the next page…"
        } else {
            let noun = options.kind.noun
            notice = StatusNotice(delta > 0 ? "the last \(noun)" : "the first \(noun)")
            if delta > 0, state.slideshow != nil {
                changeViewer { $0.slideshow = nil }
                notice = StatusNotice("slideshow ended at the last \(noun)")
            }
        }
    }

    /// Whether the pager stopped at a failed page.
    private var isFailed: Bool {
        if case .failed = pagerStatus.phase { true } else { false }
    }

    /// After the pager reported: a step waiting for the next page goes on to the first picture
    /// after the one shown, or gives up when the pager has no more to give.
    func continueViewerStep() {
        guard let state = viewer, state.awaitsNextPage, let item = viewedItem else { return }
        if let next = stepped(from: item, by: 1) {
            show(next)
        } else if pagerStatus.phase == .exhausted || isFailed {
            changeViewer { $0.awaitsNextPage = false }
            notice = StatusNotice(
                isFailed ? "the next page failed — \(key(BrowsingAction.retryFailed)) retries it" : "the last \(options.kind.noun)")
        }
    }

    /// Leaves the full-screen view: the waterfall focuses the picture shown last (the
    /// selection), scrolled into view, every card the look-ahead held back placed so that it can.
    func leaveViewer() {
        guard viewer != nil else { return }
        mode = .browsing
        grid.placeWaitingItems()
    }

    /// Where `pointer` is in the picture's area, as fractions of its width and height; the
    /// middle without a pointer.
    private func pointedFraction(_ pointer: MouseEvent?) -> (x: Double, y: Double) {
        guard let pointer else { return (0.5, 0.5) }
        let area = viewerScreen.picture
        return ((Double(pointer.x - area.x) + 0.5) / Double(area.width), (Double(pointer.y - area.y) + 0.5) / Double(area.height))
    }

    /// Enter on a picture file: opens it with the program of ``FileActions``.
    private func open(_ item: CatalogItem) {
        guard let file = item.file else { return }
        guard let command = options.fileActions.openCommand else {
            notice = StatusNotice(
                "no program to open pictures with: start with --open-with CMD (xdg-open needs DISPLAY or WAYLAND_DISPLAY)", isWarning: true)
            return
        }
        step.request(.runProgram(command + [file.path]))
    }
}
