import Pixels
import Testing

@testable import WaterfallPictures

@Suite("PictureLimits", .timeLimit(.minutes(3)))
struct PictureLimitsTests {
    @Test("the documented defaults")
    func defaults() {
        #expect(PictureLimits.standard.maxFileBytes == 33_554_432)
        #expect(PictureLimits.standard.maxPixels == 40_000_000)
        #expect(PictureLimits.standard.maxSide == 16_384)
    }

    @Test("values below 1 count as 1")
    func clamped() {
        let limits = PictureLimits(maxFileBytes: 0, maxPixels: -5, maxSide: 0)
        #expect(limits == PictureLimits(maxFileBytes: 1, maxPixels: 1, maxSide: 1))
    }

    @Test("a side at the limit is accepted, one pixel more is refused")
    func sideLimit() throws {
        let png = try TestImages.png(rows: [UInt8](repeating: 9, count: 20 * 3 * 3), width: 20, height: 3, colorType: .rgb)
        let limits = PictureLimits(maxSide: 20)
        #expect(try PictureDecoder(limits: limits).decode(png).size == PictureSize(width: 20, height: 3))
        let narrower = PictureLimits(maxSide: 19)
        #expect(throws: PictureError.tooManyPixels(width: 20, height: 3, limits: narrower)) {
            try PictureDecoder(limits: narrower).decode(png).size
        }
        let fewer = PictureLimits(maxPixels: 59)
        #expect(throws: PictureError.tooManyPixels(width: 20, height: 3, limits: fewer)) {
            try PictureDecoder(limits: fewer).decode(png).size
        }
        #expect(try PictureDecoder(limits: PictureLimits(maxPixels: 60)).decode(png).size == PictureSize(width: 20, height: 3))
    }

    @Test("the amplification rule allows 4 MiB for metadata plus 16 bytes a pixel")
    func allowedDataBytes() {
        #expect(PictureLimits.allowedDataBytes(width: 10, height: 10) == 4_194_304 + 1_600)
        #expect(PictureLimits.allowedDataBytes(width: 0, height: 7) == 4_194_304)
        #expect(PictureLimits.allowedDataBytes(width: 4_000, height: 3_000) == 4_194_304 + 192_000_000)
        #expect(PictureLimits.allowedDataBytes(width: Int.max, height: 2) == Int.max)
    }

    @Test("admits: both sides and the pixel count within the limits, without overflow")
    func admits() {
        let limits = PictureLimits(maxPixels: 100, maxSide: 20)
        #expect(limits.admits(width: 20, height: 5))
        #expect(!limits.admits(width: 21, height: 1))
        #expect(!limits.admits(width: 20, height: 6))
        #expect(!PictureLimits(maxPixels: Int.max, maxSide: Int.max).admits(width: Int.max, height: 3))
    }
}
