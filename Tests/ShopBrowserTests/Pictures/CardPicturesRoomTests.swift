import Colors
import Pixels
import ShopCatalog
import Testing
import WaterfallPictures
import WaterfallTUI

@testable import ShopBrowser

@Suite("Card pictures: the budget keeps room for every card on screen, every frame and the alpha counted")
struct CardPicturesRoomTests {
    static let cellSize = Size(width: 10, height: 20)

    /// A moving rendition of `frames` frames for `key` in pixels of ``cellSize``, see-through
    /// (each frame with its alpha).
    static func animation(for key: PictureKey, frames: Int) throws -> CardRendition<Picture> {
        let width = key.columns * cellSize.width
        let height = key.rows * cellSize.height
        let stills = try (0 ..< frames).map { index -> CardAnimation<Picture>.Frame in
            let alpha = PictureAlpha(values: [UInt8](repeating: 128, count: width * height), matte: RGB(red: 0, green: 0, blue: 0))
            let picture = try #require(Picture(width: width, height: height, pixels: [UInt8](repeating: UInt8(index), count: width * height * 3), alpha: alpha))
            return CardAnimation.Frame(still: .pixels(picture), delay: .milliseconds(100))
        }
        return .animation(CardAnimation(frames: stills))
    }

    /// Twenty-four moving cards of 40 × 15 cells on a large screen in pixels, twelve frames each
    /// with alpha (about 138 MB in all, more than twice the default budget, and far more than an
    /// estimate of one frame without alpha): once the screen's cards are all made, every one is
    /// still held — none was evicted to store another, so none is wanted again in a loop.
    @Test func manyMovingCardsOnALargePixelScreenAreAllKept() throws {
        var pictures = CardPictures(
            rasterizer: CardRasterizer(symbols: .halfBlocks, colorMode: .truecolor), renditionBytes: CardPictures.defaultPixelRenditionBytes)
        let keys = (0 ..< 24).map { PictureKey(reference: .file(path: "/moving/\($0).gif"), columns: 40, rows: 15) }
        pictures.keepRoom(for: keys, cellSize: Self.cellSize)
        for key in keys {
            #expect(pictures.store(.success(try Self.animation(for: key, frames: 12)), for: key) == nil)
        }
        let held = keys.filter { pictures.state(for: $0) == .photo }
        #expect(held.count == keys.count, "all \(keys.count) moving cards held; budget \(pictures.renditionBytes)")
        pictures.keepRoom(for: keys, cellSize: Self.cellSize)
        for key in keys.reversed() {
            #expect(pictures.store(.success(try Self.animation(for: key, frames: 12)), for: key) == nil)
        }
        #expect(keys.allSatisfy { pictures.state(for: $0) == .photo }, "made again in another order: still all held")
    }
}
