import Pixels
import SeededRandom
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("The full-screen view's arithmetic: fit, 1:1, fill, the limits, the region", .timeLimit(.minutes(2)))
struct ViewerGeometryTests {
    static func geometry(_ picture: (Int, Int), cells: (Int, Int) = (200, 59), cell: Size = Size(width: 1, height: 2)) -> ViewerGeometry {
        ViewerGeometry(picture: PictureSize(width: picture.0, height: picture.1), columns: cells.0, rows: cells.1, pixelsPerCell: cell)
    }

    @Test func fitEnlargesASmallPictureAtMostToTheScreenAndShrinksALargeOne() {
        let small = Self.geometry((50, 59), cell: Size(width: 10, height: 20))
        #expect(small.fitScale == 20, "1180 / 59: as large as the height allows")
        #expect(small.region(zoom: .fit, center: .middle) == .whole)
        let large = Self.geometry((4_000, 3_000), cell: Size(width: 10, height: 20))
        #expect(abs(large.fitScale - 1_180.0 / 3_000) < 1e-12, "1180 / 3000")
        #expect(large.region(zoom: .fit, center: .middle) == .whole)
    }

    /// Over seeded random pictures, screens and zoom requests: a scale is never below fit nor
    /// beyond 8 × 1:1 (or fit, when that is larger); the region lies inside the picture and is
    /// the whole picture exactly at fit; zooming in never shows more of the picture.
    @Test func zoomStaysWithinItsLimitsAndTheRegionInsideThePicture() {
        var random = SplitMix64(seed: 30)
        for _ in 0 ..< 500 {
            let geometry = Self.geometry(
                (Int.random(in: 1 ... 20_000, using: &random), Int.random(in: 1 ... 20_000, using: &random)),
                cells: (Int.random(in: 10 ... 300, using: &random), Int.random(in: 5 ... 100, using: &random)),
                cell: [Size(width: 1, height: 2), Size(width: 8, height: 17), Size(width: 10, height: 20)][Int.random(in: 0 ... 2, using: &random)])
            let asked = Double.random(in: 0.0001 ... 100, using: &random)
            let zoom = geometry.zoom(at: asked)
            let scale = geometry.scale(of: zoom)
            #expect(scale >= geometry.fitScale * (1 - 1e-12) && scale <= max(geometry.fitScale, ViewerGeometry.maximumZoom) * (1 + 1e-12))
            #expect(geometry.maximumScale == max(geometry.fitScale, 8))
            let center = ViewerCenter(x: Double.random(in: -1 ... 2, using: &random), y: Double.random(in: -1 ... 2, using: &random))
            let region = geometry.region(zoom: zoom, center: center)
            #expect(region.x >= 0 && region.y >= 0 && region.x + region.width <= PictureRegion.unit && region.y + region.height <= PictureRegion.unit)
            #expect(geometry.region(zoom: .fit, center: center) == .whole)
            let closer = geometry.region(zoom: geometry.zoom(at: scale * 1.25), center: center)
            #expect(closer.width <= region.width && closer.height <= region.height)
        }
    }

    @Test func zCyclesFitOneToOneFill() {
        #expect(ViewerZoom.fit.next == .actualPixels)
        #expect(ViewerZoom.actualPixels.next == .fill)
        #expect(ViewerZoom.fill.next == .fit)
        #expect(ViewerZoom.scale(3).next == .fit)
        let geometry = Self.geometry((4_000, 1_000))
        #expect(geometry.scale(of: .actualPixels) == 1)
        #expect(geometry.scale(of: .fill) == 118.0 / 1_000)
        #expect(geometry.scale(of: .fit) == 200.0 / 4_000)
        let fill = geometry.region(zoom: .fill, center: .middle)
        #expect(fill.height == PictureRegion.unit && fill.width < PictureRegion.unit / 2, "fill shows the full height and pans along")
    }

    @Test func theWheelKeepsThePointUnderThePointer() {
        let geometry = Self.geometry((2_000, 1_000), cells: (100, 50))
        let before = ViewerZoom.scale(1)
        let after = ViewerZoom.scale(2)
        let center = ViewerCenter(x: 0.5, y: 0.5)
        let pointer = (x: 0.75, y: 0.25)
        let moved = geometry.centerKeeping(pointer: pointer, center: center, zoom: before, newZoom: after)
        // The picture point under the pointer: centre + offset / scale, the same before and after.
        let offset = (x: 0.25 * 100.0, y: -0.25 * 100.0)
        #expect(abs((center.x * 2_000 + offset.x / 1) - (moved.x * 2_000 + offset.x / 2)) < 1e-9)
        #expect(abs((center.y * 1_000 + offset.y / 1) - (moved.y * 1_000 + offset.y / 2)) < 1e-9)
    }
}
