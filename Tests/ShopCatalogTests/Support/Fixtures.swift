import Foundation

@testable import ShopCatalog

/// Builders for item JSON and items used across the tests.
enum Fixtures {
    /// A valid item as one line of JSON; `overrides` replace (or, with `nil`, remove) fields,
    /// given as raw JSON text.
    static func itemJSON(id: String = "a1", _ overrides: [String: String?] = [:]) -> String {
        var fields: [(String, String?)] = [
            ("id", "\"\(id)\""),
            ("title", "\"北欧风陶瓷花瓶\""),
            ("price", "{\"amount\": 19900, \"currency\": \"CNY\"}"),
            ("width", "600"),
            ("height", "800"),
            ("shop", "\"木子家居\""),
        ]
        for (key, value) in overrides {
            if let index = fields.firstIndex(where: { $0.0 == key }) {
                fields[index].1 = value
            } else {
                fields.append((key, value))
            }
        }
        return "{" + fields.compactMap { key, value in value.map { "\"\(key)\": \($0)" } }.joined(separator: ", ") + "}"
    }

    /// A JSON array of valid items with the given ids.
    static func arrayJSON(ids: [String]) -> String {
        "[" + ids.map { itemJSON(id: $0) }.joined(separator: ",\n") + "]"
    }

    /// A valid item with id `id`.
    static func item(_ id: String) -> CatalogItem {
        CatalogItem(
            id: id, title: CatalogText("item \(id)"), price: Price(minorUnits: 100, currency: "CNY")!,
            imageWidth: 100, imageHeight: 150, shop: CatalogText("shop")
        )
    }

    /// The directory relative image paths are resolved against in ``decode(_:)``.
    static let imageBase = "/shop/catalog"

    /// Decodes one JSON text as an item, as a page file's first element.
    static func decode(_ json: String) throws -> Result<CatalogItem, CatalogIssue> {
        var leftOut: [CatalogIssue] = []
        return ItemDecoder.decode(try JSONParser.parse(Array(json.utf8)), file: "test.json", location: .item(1), imageBase: imageBase, leftOut: &leftOut)
    }

    /// The repository's bundled catalog directory, found from this file's path.
    static var bundledCatalogPath: String {
        let file = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        let repository = file.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repository.path + "/Data/catalog"
    }
}
