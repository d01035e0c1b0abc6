import Foundation
import ShopCatalog

@testable import ShopBrowser

/// Real photos from the bundled catalog and broken files made on the spot, for the picture tests.
enum PictureFixtures {
    /// The repository's `Data/photos` folder, found from this file's path.
    static let photos = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/photos").path

    /// A bundled photo by file name.
    static func photo(_ name: String) -> ImageReference {
        .file(path: photos + "/" + name)
    }

    /// A file in a fresh temporary folder holding `contents`.
    static func file(named name: String, contents: String) throws -> ImageReference {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return .file(path: path)
    }

    /// An item of the given image size showing `image`.
    static func item(_ id: String, image: ImageReference?, width: Int = 640, height: Int = 427) -> CatalogItem {
        CatalogItem(
            id: id, title: CatalogText("Photo \(id)"), price: Price(minorUnits: 100, currency: "CNY") ?? Price(minorUnits: 0, currency: "CNY")!,
            imageWidth: width, imageHeight: height, shop: CatalogText("Shop"), image: image
        )
    }
}
