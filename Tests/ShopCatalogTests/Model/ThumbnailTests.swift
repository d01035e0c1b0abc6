import Colors
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct ThumbnailTests {
    private let red = RGB(red: 255, green: 0, blue: 0)
    private let blue = RGB(red: 0, green: 0, blue: 255)

    @Test func pixelsAreRowMajor() throws {
        let thumbnail = try #require(Thumbnail(width: 2, height: 2, pixels: [red, blue, blue, red]))
        #expect(thumbnail.pixel(x: 1, y: 0) == blue)
        #expect(thumbnail.pixel(x: 0, y: 1) == blue)
        #expect(thumbnail.pixel(x: 1, y: 1) == red)
        #expect(thumbnail.pixel(x: 2, y: 0) == nil)
        #expect(thumbnail.pixel(x: 0, y: -1) == nil)
    }

    @Test func rejectsInconsistentSizes() {
        #expect(Thumbnail(width: 2, height: 2, pixels: [red]) == nil)
        #expect(Thumbnail(width: 0, height: 0, pixels: []) == nil)
    }
}
