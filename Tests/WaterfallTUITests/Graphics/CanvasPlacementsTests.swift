import Pixels
import Testing

@testable import WaterfallTUI

@Suite("Canvas placements", .timeLimit(.minutes(1)))
struct CanvasPlacementsTests {
    let image = PixelImage(id: 7, picture: Picture(width: 4, height: 4, red: 1, green: 2, blue: 3))

    @Test("placing in a region keeps the whole frame and shows only what the clip and canvas let through")
    func placementIsClipped() {
        var canvas = Canvas(width: 20, height: 10)
        canvas.withRegion(Rect(x: 0, y: 1, width: 20, height: 8)) { view in
            view.place(image, in: Rect(x: 2, y: -2, width: 5, height: 4))
            view.place(image, in: Rect(x: 18, y: 6, width: 5, height: 4))
            view.place(image, in: Rect(x: 2, y: 9, width: 5, height: 4))
        }
        #expect(canvas.placements.count == 2, "the third is wholly outside the clip")
        #expect(canvas.placements[0].frame == Rect(x: 2, y: -1, width: 5, height: 4))
        #expect(canvas.placements[0].visible == Rect(x: 2, y: 1, width: 5, height: 2))
        #expect(canvas.placements[1].visible == Rect(x: 18, y: 7, width: 2, height: 2))
    }

    @Test("hiding under a rectangle in the middle leaves four pieces of the same frame")
    func hidingSplits() {
        var canvas = Canvas(width: 20, height: 10)
        canvas.place(image, in: Rect(x: 2, y: 2, width: 10, height: 6))
        canvas.hidePlacements(under: Rect(x: 4, y: 4, width: 3, height: 2))
        #expect(canvas.placements.count == 4)
        #expect(canvas.placements.allSatisfy { $0.frame == Rect(x: 2, y: 2, width: 10, height: 6) })
        #expect(canvas.placements.reduce(0) { $0 + $1.visible.width * $1.visible.height } == 60 - 6)
        canvas.hidePlacements(under: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(canvas.placements.isEmpty)
    }

    @Test("the source rectangle follows the visible part, in pixels, clamped to the picture")
    func sourceRectangle() {
        let picture = Picture(width: 50, height: 60, red: 0, green: 0, blue: 0)
        let placement = PicturePlacement(
            image: PixelImage(id: 1, picture: picture), frame: Rect(x: 0, y: -2, width: 5, height: 4), visible: Rect(x: 1, y: 0, width: 4, height: 2))
        let source = placement.sourceRectangle(cellSize: Size(width: 10, height: 15))
        #expect(source.x == 10 && source.y == 30 && source.width == 40 && source.height == 30)
    }

    @Test("identifiers have a non-zero low byte, fit kitty's placeholder scheme and repeat only after all others")
    func identifiers() {
        var identifiers = PixelImageIdentifiers()
        var seen: Set<UInt32> = []
        var allFit = true
        for _ in 0 ..< PixelImageIdentifiers.distinctCount {
            let id = identifiers.next()
            allFit = allFit && id & 0xFF != 0 && id & 0x00FF_FF00 == 0
            seen.insert(id)
        }
        #expect(allFit)
        #expect(seen.count == PixelImageIdentifiers.distinctCount)
        #expect(seen.contains(identifiers.next()), "then they come round again")
    }
}
