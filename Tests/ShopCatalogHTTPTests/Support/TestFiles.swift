import Foundation
import ShopCatalogHTTP
import TestSupport

/// Files the tests read: the fixtures next to them, the repository's photos, and a header reader
/// built on the tests' own PNG/JPEG header parser.
enum TestFiles {
    /// Tests/ShopCatalogHTTPTests/.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The repository root.
    static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// The bytes of `Fixtures/name`.
    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: testsDirectory.appendingPathComponent("Fixtures/" + name)))
    }

    /// The text of `Fixtures/name`.
    static func fixtureText(_ name: String) throws -> String {
        String(decoding: try fixture(name), as: UTF8.self)
    }

    /// A photo of the repository's `Data/photos` with the extension `fileExtension` (`jpg`,
    /// `png`): the first by name whose header the tests' parser reads, with its size.
    static func samplePhoto(_ fileExtension: String) throws -> SamplePhoto {
        let directory = repository.appendingPathComponent("Data/photos")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix("." + fileExtension) }.sorted()
        for name in names {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            if let size = PictureHeader.size(of: bytes) { return SamplePhoto(bytes: bytes, width: size.width, height: size.height) }
        }
        throw TestServerError.didNotStart
    }

    /// A photo file and its size.
    struct SamplePhoto {
        let bytes: [UInt8]
        let width: Int
        let height: Int

        /// `[width, height]`, as the tests compare sizes.
        var sides: [Int] { [width, height] }
    }

    /// The bundled catalog directory.
    static var bundledCatalog: String { repository.appendingPathComponent("Data/catalog").path }

    /// Reads PNG and JPEG sizes with the tests' header parser: a size, more bytes needed while
    /// fewer than `patience` arrived, unreadable after.
    static func headerReader(patience: Int = 64 << 10) -> HeaderReader {
        { bytes in
            if let size = PictureHeader.size(of: bytes) { return .size(width: size.width, height: size.height) }
            if PhotoFormat.sniff(bytes) == nil, bytes.count >= 12 { return .unreadable(reason: "not a PNG or JPEG") }
            return bytes.count < patience ? .needMoreBytes : .unreadable(reason: "no size in the first \(bytes.count) bytes")
        }
    }
}
