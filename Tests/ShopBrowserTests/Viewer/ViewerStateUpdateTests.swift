import Pixels
import SeededRandom
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("The full-screen view's own update: zoom, pan and details by value, the rest asked of the browser")
struct ViewerStateUpdateTests {
    static let geometry = ViewerGeometry(
        picture: PictureSize(width: 4000, height: 3000), columns: 100, rows: 29, pixelsPerCell: ViewerGeometry.pixelsPerCell(cellSize: nil))

    @Test func whatNeedsTheBrowserIsAskedAndChangesNothingOfTheView() {
        let asked: [(ViewerAction, ViewerRequest)] = [
            (.close, .close), (.next, .step(1)), (.previous, .step(-1)), (.rightOrNext, .step(1)), (.leftOrPrevious, .step(-1)),
            (.first, .first), (.last, .last), (.toggleSlideshow, .toggleSlideshow), (.toggleMark, .toggleMark), (.openFile, .openFile),
            (.copyPath, .copyPath),
        ]
        for (action, request) in asked {
            var state = ViewerState()
            #expect(state.update(action, geometry: Self.geometry) == request, "\(action) at fit")
            #expect(state == ViewerState(), "\(action) changes nothing of the view")
        }
    }

    /// Over seeded random zoom and pan keys, the view never zooms below fit nor past 8 × 1:1,
    /// says so exactly when a zoom changes nothing, ← and → pan when zoomed and step at fit,
    /// and the region shown always lies inside the picture.
    @Test func zoomAndPanStayWithinTheirLimitsOverRandomKeys() {
        var random = SplitMix64(seed: 0x36_0A)
        let keys: [ViewerAction] = [
            .zoomIn, .zoomOut, .zoomInAtPointer, .zoomOutAtPointer, .panLeft, .panRight, .panUp, .panDown, .rightOrNext, .leftOrPrevious, .cycleZoom,
            .resetZoom,
        ]
        var state = ViewerState()
        var sawLimits = (inward: false, outward: false)
        for step in 0 ..< 2_000 {
            let action = keys[Int(random.next() % UInt64(keys.count))]
            let pointer = (x: Double(random.next() % 1000) / 1000, y: Double(random.next() % 1000) / 1000)
            let before = state
            let wasZoomed = Self.geometry.isZoomed(before.zoom)
            let request = state.update(action, geometry: Self.geometry, pointer: pointer)
            let scale = Self.geometry.scale(of: state.zoom)
            #expect(scale >= Self.geometry.scale(of: .fit) - 1e-9 && scale <= 8 + 1e-9, "step \(step): \(action) keeps the zoom within fit and 8 × 1:1")
            switch (action, request) {
            case (.rightOrNext, .step(1)?), (.leftOrPrevious, .step(-1)?):
                #expect(!wasZoomed && state == before, "step \(step): ← and → step only at fit")
            case (.rightOrNext, nil), (.leftOrPrevious, nil):
                #expect(wasZoomed, "step \(step): ← and → pan when zoomed")
            case (_, .notice(let text)?):
                #expect(state == before, "step \(step): a zoom at its limit changes nothing")
                if text.hasPrefix("zoomed in") { sawLimits.inward = true } else { sawLimits.outward = true }
            case (_, nil):
                break
            default:
                Issue.record("step \(step): \(action) asked \(String(describing: request))")
            }
            let region = Self.geometry.region(zoom: state.zoom, center: state.center)
            #expect(
                region.x >= 0 && region.y >= 0 && region.x + region.width <= PictureRegion.unit && region.y + region.height <= PictureRegion.unit,
                "step \(step)")
        }
        for _ in 0 ..< 100 {
            if case .notice(let text)? = state.update(.zoomIn, geometry: Self.geometry) { sawLimits.inward = text.hasPrefix("zoomed in") }
        }
        #expect(sawLimits.inward && Self.geometry.scale(of: state.zoom) == 8, "zooming in stops at 8 × 1:1, saying so")
        for _ in 0 ..< 100 {
            if case .notice(let text)? = state.update(.zoomOut, geometry: Self.geometry) { sawLimits.outward = text == "the whole picture is shown" }
        }
        #expect(sawLimits.outward && !Self.geometry.isZoomed(state.zoom), "zooming out stops at fit, saying so")
    }

    @Test func theDetailsToggleAndTheZoomCyclesAndResets() {
        var state = ViewerState()
        #expect(state.update(.toggleDetails, geometry: Self.geometry) == nil && state.showsDetails)
        #expect(state.update(.cycleZoom, geometry: Self.geometry) == nil && state.zoom == .actualPixels)
        _ = state.update(.panRight, geometry: Self.geometry)
        #expect(state.update(.resetZoom, geometry: Self.geometry) == nil && state.zoom == .fit && state.center == .middle)
    }
}
