import Colors
import Pixels
import SeededRandom
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

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

    /// The rendition a worker would store for `key` in pixels of `cell` (nil: block symbols),
    /// made as a worker makes it: the rasterizer's cells of a photo, or a picture of exactly the
    /// area's pixels (``CardPictureMaker/renderPixels(_:from:)`` scales to that size), opaque or
    /// `seeThrough` (with an alpha value a pixel).
    static func rendition(for key: PictureKey, cellSize cell: Size?, seeThrough: Bool = false) throws -> CardRendition<Picture> {
        guard let cell else {
            let photo = Picture(width: 2 * key.columns, height: 4 * key.rows, red: 90, green: 60, blue: 30)
            return .symbols(try #require(rasterizer.raster(of: photo, columns: key.columns, rows: key.rows)))
        }
        let (width, height) = (key.columns * cell.width, key.rows * cell.height)
        let alpha = seeThrough ? PictureAlpha(values: [UInt8](repeating: 128, count: width * height), matte: RGB(red: 0, green: 0, blue: 0)) : nil
        return .pixels(try #require(Picture(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 3), alpha: alpha)))
    }

    /// The oracle is what the renditions are measured to take, never the formula
    /// ``CardPictures/keepRoom(for:cellSize:)`` uses: after making room for a random set of keys,
    /// their real (opaque) renditions are stored; none of them may be evicted, and the budget is
    /// at least the default and twice the bytes then held, and at most the default or twice what
    /// the largest renditions of those keys (see-through ones, measured by storing them in a
    /// cache of their own) take — the default itself when even those fit in half of it.
    @Test("room is made for everything shown: twice its bytes when the default would not hold it, else the default stays")
    func roomForTheShownRenditions() throws {
        var rng = SplitMix64(seed: 26)
        let defaultBytes = 1 << 16
        var budgets = (default: 0, raised: 0)
        for round in 0 ..< 50 {
            var pictures = CardPictures(rasterizer: Self.rasterizer, renditionBytes: defaultBytes)
            // Few keys now and then, so that the default alone holds them in some rounds.
            let keys = Self.keys(.random(in: 0 ... (round % 3 == 0 ? 3 : 30), using: &rng), rng: &rng)
            let cell = round % 2 == 0 ? nil : Size(width: .random(in: 1 ... 12, using: &rng), height: .random(in: 1 ... 24, using: &rng))
            var largest = CardPictures(rasterizer: Self.rasterizer, renditionBytes: Int.max)
            for key in keys {
                _ = largest.store(.success(try Self.rendition(for: key, cellSize: cell, seeThrough: true)), for: key)
            }
            let most = 2 * largest.renditionBytes.held
            pictures.keepRoom(for: keys, cellSize: cell)
            for key in keys {
                _ = pictures.store(.success(try Self.rendition(for: key, cellSize: cell)), for: key)
            }
            #expect(keys.allSatisfy { pictures.state(for: $0) == .photo }, "round \(round): every shown rendition stays")
            let (held, budget) = pictures.renditionBytes
            let about = "round \(round): \(keys.count) keys, \(held) bytes held, at most \(most / 2), budget \(budget)"
            #expect(budget >= max(defaultBytes, 2 * held) && budget <= max(defaultBytes, most), "\(about)")
            if most <= defaultBytes {
                #expect(budget == defaultBytes, "\(about): the default stays")
                budgets.default += 1
            } else if 2 * held > defaultBytes {
                budgets.raised += 1
            }
        }
        #expect(budgets.default > 0 && budgets.raised > 0, "both cases were drawn: \(budgets)")
    }

    @Test("every shown rendition stays once made, however large the screen: none is evicted by another shown one")
    func shownRenditionsStay() throws {
        var pictures = CardPictures(rasterizer: Self.rasterizer, renditionBytes: 1 << 12)
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
