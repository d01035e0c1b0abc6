extension ViewerState {
    /// The full-screen view's own update: applies `action` to the view of a picture whose
    /// arithmetic is `geometry`, `pointer` being where a gesture happened (fractions of the
    /// picture's area). Zooming, panning, the zoom's cycle and reset and the details are the
    /// view's own and change only its state; what needs the browser — stepping, closing, the
    /// slideshow, the mark, the file — comes back as a ``ViewerRequest``. ← and → pan when zoomed
    /// and step at fit. A zoom stops at fit and at 8 × 1:1, saying so. O(1).
    package mutating func update(_ action: ViewerAction, geometry: ViewerGeometry, pointer: (x: Double, y: Double) = (0.5, 0.5)) -> ViewerRequest? {
        let zoomed = geometry.isZoomed(zoom)
        switch action {
        case .close: return .close
        case .next: return .step(1)
        case .previous: return .step(-1)
        case .rightOrNext: return zoomed ? pan(dx: 1, dy: 0, geometry: geometry) : .step(1)
        case .leftOrPrevious: return zoomed ? pan(dx: -1, dy: 0, geometry: geometry) : .step(-1)
        case .panRight: return pan(dx: 1, dy: 0, geometry: geometry)
        case .panLeft: return pan(dx: -1, dy: 0, geometry: geometry)
        case .panDown: return pan(dx: 0, dy: 1, geometry: geometry)
        case .panUp: return pan(dx: 0, dy: -1, geometry: geometry)
        case .first: return .first
        case .last: return .last
        case .zoomIn: return zoom(by: ViewerGeometry.zoomStep, about: (0.5, 0.5), geometry: geometry)
        case .zoomOut: return zoom(by: 1 / ViewerGeometry.zoomStep, about: (0.5, 0.5), geometry: geometry)
        case .zoomInAtPointer: return zoom(by: ViewerGeometry.zoomStep, about: pointer, geometry: geometry)
        case .zoomOutAtPointer: return zoom(by: 1 / ViewerGeometry.zoomStep, about: pointer, geometry: geometry)
        case .cycleZoom:
            zoom = zoom.next
            return nil
        case .resetZoom:
            zoom = .fit
            center = .middle
            return nil
        case .toggleDetails:
            showsDetails.toggle()
            return nil
        case .toggleSlideshow: return .toggleSlideshow
        case .toggleMark: return .toggleMark
        case .openFile: return .openFile
        case .copyPath: return .copyPath
        }
    }

    /// Pans by `dx`, `dy` tenths of the area (when zoomed; otherwise there is nowhere to go).
    private mutating func pan(dx: Int, dy: Int, geometry: ViewerGeometry) -> ViewerRequest? {
        center = geometry.panned(geometry.clampedCenter(center, zoom: zoom), zoom: zoom, dx: dx, dy: dy)
        return nil
    }

    /// Zooms by `factor`, keeping the point under `pointer` (fractions of the area) where it is;
    /// never below fit nor beyond 8 × 1:1, saying so at the limits.
    private mutating func zoom(by factor: Double, about pointer: (x: Double, y: Double), geometry: ViewerGeometry) -> ViewerRequest? {
        let scale = geometry.scale(of: zoom)
        let newZoom = geometry.zoom(at: scale * factor)
        guard geometry.scale(of: newZoom) != scale else {
            return .notice(factor > 1 ? "zoomed in as far as it goes (8 × 1:1)" : "the whole picture is shown")
        }
        center = geometry.centerKeeping(pointer: pointer, center: center, zoom: zoom, newZoom: newZoom)
        zoom = newZoom
        return nil
    }
}
