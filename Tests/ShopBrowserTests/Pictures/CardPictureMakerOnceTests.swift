import Foundation
import Pixels
import ShopCatalog
import TestSupport
import Testing
import WaterfallPictures
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Card pictures: each file's header read once and each file decoded once, moving or still", .timeLimit(.minutes(3)))
struct CardPictureMakerOnceTests {
    /// A file in a fresh folder holding `bytes`, named `name`.
    static func file(_ name: String, _ bytes: [UInt8]) throws -> ImageReference {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return .file(path: path)
    }

    static let colours: [AnimatedPictureFiles.Colour] = [(200, 30, 30), (30, 200, 30), (30, 30, 200)]

    /// The sizes a card is made at as a user resizes the screen and changes the columns: the
    /// largest first, so every later one is covered by what was decoded for it.
    static let sizes = [(columns: 30, rows: 12), (columns: 24, rows: 10), (columns: 16, rows: 6), (columns: 30, rows: 12)]

    @Test(arguments: [nil, Size(width: 8, height: 16)] as [Size?])
    func aStillPictureWithAnimationOnIsReadOnceForEverySize(cellSize: Size?) throws {
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, pixelCellSize: cellSize, animates: true)
        let reference = PictureFixtures.photo("banner-forest-stream.jpg")
        for size in Self.sizes {
            _ = try maker.rendition(PictureKey(reference: reference, columns: size.columns, rows: size.rows)).get()
        }
        #expect(maker.counts.headerReads == 1, "the header tells it is no GIF once; then the decoded photo does")
        #expect(maker.counts.decodes == 1)
    }

    @Test(arguments: [nil, Size(width: 8, height: 16)] as [Size?])
    func aStillGIFIsDecodedOnceNotOnceAsAnAnimationAndAgainAsAStill(cellSize: Size?) throws {
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, pixelCellSize: cellSize, animates: true)
        let reference = try Self.file("still.gif", AnimatedPictureFiles.gif(width: 40, height: 30, colours: [Self.colours[0]], delays: [10]))
        for size in Self.sizes {
            let made = try maker.rendition(PictureKey(reference: reference, columns: size.columns, rows: size.rows)).get()
            if case .animation = made { Issue.record("one frame is a still") }
        }
        #expect(maker.counts.decodes == 1, "its one frame is the decoded photo")
        #expect(maker.counts.headerReads == 1)
    }

    @Test(arguments: [nil, Size(width: 8, height: 16)] as [Size?])
    func aMovingGIFsFramesAreDecodedOnceAndServeEverySizeTheyCover(cellSize: Size?) throws {
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, pixelCellSize: cellSize, animates: true)
        let reference = try Self.file("moving.gif", AnimatedPictureFiles.gif(width: 40, height: 30, colours: Self.colours, delays: [10, 10, 10]))
        for size in Self.sizes {
            let made = try maker.rendition(PictureKey(reference: reference, columns: size.columns, rows: size.rows)).get()
            guard case .animation(let animation) = made else {
                Issue.record("\(size): three frames move")
                continue
            }
            #expect(animation.frames.count == 3, "\(size)")
        }
        #expect(maker.counts.decodes == 1, "the frames are kept in the decoded cache")
        #expect(maker.counts.headerReads == 1)
        let decoded = try #require(maker.decodedPhotos.value(for: reference.description))
        #expect(decoded.animation?.frames.count == 3 && decoded.byteCount == decoded.animation?.byteCount, "counted with every frame")
    }
}
