import Foundation
import TestSupport

/// Files the tests read: the fixtures next to them and the repository's examples (its photos and
/// a header reader are ``TestPhotos``'s).
enum TestFiles {
    /// Tests/ShopCatalogHTTPTests/.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The repository root.
    static var repository: URL { Repository.root }

    /// The bytes of `Fixtures/name`.
    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: testsDirectory.appendingPathComponent("Fixtures/" + name)))
    }

    /// The text of `Fixtures/name`.
    static func fixtureText(_ name: String) throws -> String {
        String(decoding: try fixture(name), as: UTF8.self)
    }

    /// The bundled catalog directory.
    static var bundledCatalog: String { repository.appendingPathComponent("Data/catalog").path }
}
