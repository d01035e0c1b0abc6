import Testing

@testable import Pixels

@Suite("Picture", .timeLimit(.minutes(3)))
struct PictureTests {
    @Test("pixels are read back where they were written, row by row")
    func pixelOrder() throws {
        let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
        let picture = try #require(Picture(width: 3, height: 2, pixels: bytes))
        #expect(picture.pixel(x: 0, y: 0)! == (1, 2, 3))
        #expect(picture.pixel(x: 2, y: 0)! == (7, 8, 9))
        #expect(picture.pixel(x: 0, y: 1)! == (10, 11, 12))
        #expect(picture.pixel(x: 2, y: 1)! == (16, 17, 18))
        #expect(picture.pixel(x: 3, y: 0) == nil)
        #expect(picture.pixel(x: 0, y: -1) == nil)
        #expect(picture.byteCount == 18)
    }

    @Test("a pixel buffer of the wrong length or a negative size is refused")
    func wrongSizes() {
        #expect(Picture(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 11)) == nil)
        #expect(Picture(width: -1, height: 2, pixels: []) == nil)
        #expect(Picture(width: Int.max, height: 2, pixels: []) == nil)
        #expect(Picture(width: 0, height: 5, pixels: []) != nil)
    }

    @Test("a filled picture has that colour everywhere")
    func filled() {
        let picture = Picture(width: 4, height: 3, red: 9, green: 8, blue: 7)
        for y in 0 ..< 3 {
            for x in 0 ..< 4 {
                #expect(picture.pixel(x: x, y: y)! == (9, 8, 7))
            }
        }
    }
}
