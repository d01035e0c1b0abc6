import ArgumentParser
import Foundation
import ShopCatalogHTTP
import TestSupport
import Testing

@testable import WaterfallCLI

/// The options of catalogs over HTTP, and the header reader the command line gives the photo
/// fetcher (WaterfallPictures' own), against the tests' independent header parser.
@Suite("waterfall: --data URL options and the picture header reader", .timeLimit(.minutes(1)))
struct RemoteArgumentsTests {
    static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data/photos")

    @Test(arguments: ["jpg", "png", "webp", "gif"])
    func sizesAreReadFromFirstBytesOfEachFormat(fileExtension: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.photos.path).filter { $0.hasSuffix("." + fileExtension) }.sorted()
        var checked = 0
        for name in names.prefix(5) {
            let bytes = Array(try Data(contentsOf: Self.photos.appendingPathComponent(name)))
            let expected = try #require(PictureHeader.size(of: bytes), "\(name)")
            guard case .size(let width, let height) = RemoteArguments.pictureHeaderReader(bytes) else {
                Issue.record("\(name): no size")
                continue
            }
            // The reader gives the size the picture is shown at: sides swapped by an EXIF rotation.
            #expect([width, height] == [expected.width, expected.height] || [height, width] == [expected.width, expected.height], "\(name)")
            #expect(RemoteArguments.pictureHeaderReader(Array(bytes.prefix(8))) == .needMoreBytes, "\(name)")
            checked += 1
        }
        #expect(checked > 0, "no .\(fileExtension) photo in Data/photos")
    }

    @Test func whatIsNotAPictureIsUnreadable() {
        guard case .unreadable(let reason) = RemoteArguments.pictureHeaderReader(Array("<html><body>404 Not Found</body></html>".utf8)) else {
            Issue.record("an HTML page gave a size or asked for more")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func formatsAndTheCacheBudgetAreParsedAndChecked() throws {
        let shopify = try DumpCommand.parse(["--data", "https://shop.example/products.json", "--format", "shopify", "--disk-cache", "64"])
        #expect(shopify.catalog.remote.format.format == .shopify)
        #expect(shopify.catalog.remote.diskCache == 64)
        #expect(shopify.catalog.isRemote)
        #expect(try DumpCommand.parse(["--data", "Data/catalog"]).catalog.remote.format.format == nil)
        #expect(try !DumpCommand.parse(["--data", "Data/catalog"]).catalog.isRemote)
        #expect(throws: (any Error).self) { try DumpCommand.parse(["--offline", "--disk-cache", "0"]) }
        #expect(throws: (any Error).self) { try DumpCommand.parse(["--disk-cache", "-1"]) }
        #expect(throws: (any Error).self) { try DumpCommand.parse(["--format", "amazon"]) }
    }

    @Test func anAddressThatIsNotAUsableURLIsBadData() async throws {
        let command = try DumpCommand.parse(["--data", "http://"])
        await #expect(throws: CommandFailure.badData("--data http://: not a usable http(s) URL (it needs a host, and no spaces)")) {
            _ = try await command.catalog.open(defaultLatency: 0)
        }
    }
}
