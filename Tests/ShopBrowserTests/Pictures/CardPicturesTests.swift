import Pixels
import SeededRandom
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Card pictures: the one record of what image areas show", .timeLimit(.minutes(1)))
struct CardPicturesTests {
    static let rasterizer = CardRasterizer(symbols: .halfBlocks, colorMode: .ansi256)

    /// `count` keys of different files and sizes drawn from `rng`.
    static func keys(_ count: Int, rng: inout SplitMix64) -> [PictureKey] {
        (0 ..< count).map { index in
            PictureKey(
                reference: .file(path: "/photos/\(index).jpg"), columns: .random(in: 1 ... 60, using: &rng), rows: .random(in: 1 ... 30, using: &rng))
        }
    }

    @Test("room is made for everything shown: twice its bytes when the default would not hold it, else the default stays")
    func roomForTheShownRenditions() {
        var rng = SplitMix64(seed: 26)
        for round in 0 ..< 50 {
            let pictures = CardPictures(rasterizer: Self.rasterizer, renditionBytes: 1 << 16)
            let keys = Self.keys(.random(in: 0 ... 40, using: &rng), rng: &rng)
            let cell = round % 2 == 0 ? nil : Size(width: .random(in: 1 ... 20, using: &rng), height: .random(in: 1 ... 40, using: &rng))
            pictures.keepRoom(for: keys, cellSize: cell)
            let needed = keys.reduce(0) { total, key in
                total + key.columns * key.rows * (cell.map { $0.width * $0.height * 3 } ?? MemoryLayout<Cell>.stride)
            }
            #expect(pictures.renditionBytes.budget == max(1 << 16, 2 * needed), "round \(round)")
        }
    }

    @Test("every shown rendition stays once made, however large the screen: none is evicted by another shown one")
    func shownRenditionsStay() throws {
        let pictures = CardPictures(rasterizer: Self.rasterizer, renditionBytes: 1 << 12)
        let keys = (0 ..< 12).map { PictureKey(reference: .file(path: "/p/\($0).png"), columns: 20, rows: 10) }
        pictures.keepRoom(for: keys, cellSize: nil)
        var copy = pictures
        for key in keys {
            let raster = try #require(Self.rasterizer.raster(of: Picture(width: 40, height: 40, red: 1, green: 2, blue: 3), columns: 20, rows: 10))
            _ = copy.store(.success(.symbols(raster)), for: key)
        }
        #expect(keys.allSatisfy { copy.state(for: $0) == .photo }, "a budget of 4 KiB alone would hold none of them")
    }
}
