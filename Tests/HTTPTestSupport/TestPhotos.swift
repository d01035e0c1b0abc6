import Foundation
import ShopCatalogHTTP
import TestSupport

/// Photos for the tests over HTTP: the repository's photos, and a header reader built on the
/// tests' own PNG/JPEG header parser.
public enum TestPhotos {
    /// A photo of the repository's `Data/photos` with the extension `fileExtension` (`jpg`,
    /// `png`): the first by name whose header the tests' parser reads, with its size.
    public static func sample(_ fileExtension: String) throws -> SamplePhoto {
        let directory = Repository.root.appendingPathComponent("Data/photos")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix("." + fileExtension) }.sorted()
        for name in names {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
            if let size = PictureHeader.size(of: bytes) { return SamplePhoto(bytes: bytes, width: size.width, height: size.height) }
        }
        throw TestServerError.didNotStart
    }

    /// A photo file and its size.
    public struct SamplePhoto: Sendable {
        public let bytes: [UInt8]
        public let width: Int
        public let height: Int

        /// `[width, height]`, as the tests compare sizes.
        public var sides: [Int] { [width, height] }
    }

    /// Reads PNG and JPEG sizes with the tests' header parser: a size, more bytes needed while
    /// fewer than `patience` arrived, unreadable after.
    public static func headerReader(patience: Int = 64 << 10) -> HeaderReader {
        { bytes in
            if let size = PictureHeader.size(of: bytes) { return .size(width: size.width, height: size.height) }
            if PhotoFormat.sniff(bytes) == nil, bytes.count >= 12 { return .unreadable(reason: "not a PNG or JPEG") }
            return bytes.count < patience ? .needMoreBytes : .unreadable(reason: "no size in the first \(bytes.count) bytes")
        }
    }
}
