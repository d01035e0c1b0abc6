import Foundation
import Pixels
import ShopCatalog
import TestSupport
import Testing
import WaterfallPictures
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Card pictures from the freedesktop thumbnail cache", .timeLimit(.minutes(2)))
struct CardPictureMakerThumbnailTests {
    /// The mean red of a raster's cells' colours (foreground and background).
    static func meanRed(_ raster: SymbolRaster) -> Double {
        let reds = raster.cells.flatMap { cell -> [Double] in
            [cell.style.foreground, cell.style.background].compactMap { color in
                if case .rgb(let red, _, _) = color { return Double(red) }
                return nil
            }
        }
        return reds.reduce(0, +) / Double(max(1, reds.count))
    }

    @Test("a valid thumbnail that covers the card is drawn instead of the file; without one, the file is decoded and a large thumbnail written")
    func readAndWrite() throws {
        let directory = try TemporaryDirectory()
        let cache = ThumbnailCache(root: directory.path + "/thumbnails")
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .truecolor, thumbnails: cache)
        // The original is dark; another program's thumbnail of it, red.
        let original = try directory.write("photos/dark.png", bytes: PNGWriter.encode(Picture(width: 600, height: 400, red: 0, green: 0, blue: 0)))
        let uri = ThumbnailURI.uri(forPath: original)
        let status = try FileManager.default.attributesOfItem(atPath: original)
        let modified = Int((status[.modificationDate] as? Date)?.timeIntervalSince1970.rounded(.down) ?? 0)
        try FileManager.default.createDirectory(atPath: cache.root + "/normal", withIntermediateDirectories: true)
        let red = try PNGWriter.encode(
            Picture(width: 128, height: 85, red: 250, green: 0, blue: 0),
            texts: [
                (keyword: "Thumb::URI", text: uri), (keyword: "Thumb::MTime", text: "\(modified)"),
            ])
        try Data(red).write(to: URL(fileURLWithPath: cache.thumbnailPath(forURI: uri, size: .normal)))
        let fromThumbnail = try maker.render(PictureKey(reference: .file(path: original), columns: 20, rows: 6)).get()
        #expect(Self.meanRed(fromThumbnail) > 200)
        #expect(maker.decodedPhotos.count == 0, "a thumbnail stands in for this size only")

        let other = try directory.write("photos/other.jpg", bytes: PictureFiles.bytes(.jpeg, width: 640, height: 480))
        _ = try maker.render(PictureKey(reference: .file(path: other), columns: 20, rows: 6)).get()
        let written = cache.thumbnailPath(forURI: ThumbnailURI.uri(forPath: other), size: .large)
        #expect(try PictureDecoder().decode(file: written).size == PictureSize(width: 256, height: 192))
        #expect(cache.lookup(other, covering: PictureSize(width: 40, height: 12)) == .usable(path: written))
    }
}
