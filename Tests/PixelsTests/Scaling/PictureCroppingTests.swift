import SeededRandom
import Testing

@testable import Pixels

@Suite("Cropping to an aspect ratio", .timeLimit(.minutes(3)))
struct PictureCroppingTests {
    /// A picture whose every pixel encodes its own position.
    func numbered(width: Int, height: Int) -> Picture {
        var pixels: [UInt8] = []
        for y in 0 ..< height {
            for x in 0 ..< width {
                pixels += [UInt8(x % 256), UInt8(y % 256), 7]
            }
        }
        return Picture(width: width, height: height, pixels: pixels)!
    }

    @Test func aWidePictureLosesItsSidesEqually() {
        let cropped = numbered(width: 10, height: 4).croppedToAspect(width: 1, height: 1)
        #expect(cropped.width == 4 && cropped.height == 4)
        #expect(cropped.pixel(x: 0, y: 0)! == (3, 0, 7), "columns 3 ..< 7 are kept")
    }

    @Test func aTallPictureLosesTopAndBottomEqually() {
        let cropped = numbered(width: 4, height: 12).croppedToAspect(width: 2, height: 1)
        #expect(cropped.width == 4 && cropped.height == 2)
        #expect(cropped.pixel(x: 1, y: 0)! == (1, 5, 7), "rows 5 ..< 7 are kept")
    }

    @Test func theSameRatioOrAnEmptyRatioChangesNothing() {
        let picture = numbered(width: 6, height: 3)
        #expect(picture.croppedToAspect(width: 4, height: 2) == picture)
        #expect(picture.croppedToAspect(width: 0, height: 2) == picture)
    }

    @Test func propertyTheResultHasTheRatioAndIsACentredPart() {
        var rng = SplitMix64(seed: 11)
        for _ in 0 ..< 300 {
            let picture = numbered(width: Int.random(in: 1 ... 60, using: &rng), height: Int.random(in: 1 ... 60, using: &rng))
            let (aspectWidth, aspectHeight) = (Int.random(in: 1 ... 9, using: &rng), Int.random(in: 1 ... 9, using: &rng))
            let cropped = picture.croppedToAspect(width: aspectWidth, height: aspectHeight)
            #expect(cropped.width == picture.width || cropped.height == picture.height, "one side is kept whole")
            #expect(cropped.width <= picture.width && cropped.height <= picture.height)
            let mismatch = abs(cropped.width * aspectHeight - cropped.height * aspectWidth)
            #expect(mismatch * 2 <= max(aspectWidth, aspectHeight) || min(cropped.width, cropped.height) == 1, "the ratio, to the nearest pixel")
            let left = (picture.width - cropped.width) / 2
            let top = (picture.height - cropped.height) / 2
            #expect(cropped.pixel(x: 0, y: 0)! == picture.pixel(x: left, y: top)!)
            #expect(cropped.pixel(x: cropped.width - 1, y: cropped.height - 1)! == picture.pixel(x: left + cropped.width - 1, y: top + cropped.height - 1)!)
        }
    }

    @Test func propertyCroppingARectangleKeepsExactlyItsPixelsClampedToThePicture() {
        var rng = SplitMix64(seed: 12)
        for _ in 0 ..< 300 {
            let picture = numbered(width: Int.random(in: 1 ... 30, using: &rng), height: Int.random(in: 1 ... 30, using: &rng))
            let (x, y) = (Int.random(in: -5 ... 35, using: &rng), Int.random(in: -5 ... 35, using: &rng))
            let (width, height) = (Int.random(in: -2 ... 40, using: &rng), Int.random(in: -2 ... 40, using: &rng))
            let cropped = picture.cropped(x: x, y: y, width: width, height: height)
            let left = min(picture.width, max(0, x))
            let top = min(picture.height, max(0, y))
            let expectedWidth = max(0, min(picture.width, x + max(0, width)) - left)
            let expectedHeight = max(0, min(picture.height, y + max(0, height)) - top)
            #expect(cropped.width == expectedWidth && cropped.height == expectedHeight)
            var same = true
            for row in 0 ..< cropped.height {
                for column in 0 ..< cropped.width {
                    same = same && cropped.pixel(x: column, y: row)! == picture.pixel(x: left + column, y: top + row)!
                }
            }
            #expect(same)
        }
    }
}
