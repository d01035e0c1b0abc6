import SafeText

/// Turns one JSON value into a ``ShopItem``, or into a ``CatalogIssue`` naming the file, the
/// item or line, the id and the first field that is wrong. The schema is described in
/// docs/data-format.md; unknown fields are ignored.
struct ItemDecoder {
    /// A problem with one field (or, when `field` is `nil`, with the whole item).
    struct FieldError: Error {
        let field: String?
        let message: MessageText
    }

    /// Decodes `value`, found in `file` at `location`; a relative `"image"` path is resolved
    /// against the directory `imageBase`.
    static func decode(_ value: JSONValue, file: String, location: CatalogIssue.Location, imageBase: String) -> Result<ShopItem, CatalogIssue> {
        guard case .object(let fields) = value else {
            return .failure(
                CatalogIssue(
                    file: file, location: location, itemID: nil, field: nil,
                    message: "expected an object, got \(value.typeDescription)"
                ))
        }
        do {
            return .success(try item(from: fields, imageBase: imageBase))
        } catch {
            return .failure(
                CatalogIssue(
                    file: file, location: location, itemID: try? identifier(fields["id"]),
                    field: error.field, message: error.message
                ))
        }
    }

    private static func item(from fields: [String: JSONValue], imageBase: String) throws(FieldError) -> ShopItem {
        let id = try identifier(fields["id"])
        let title = try text(fields["title"], field: "title", maximumLength: CatalogLimits.maximumTitleLength)
        let price = try price(fields["price"])
        let width = try imageSide(fields["width"], field: "width")
        let height = try imageSide(fields["height"], field: "height")
        try checkAspectRatio(width: width, height: height)
        let shop = try text(fields["shop"], field: "shop", maximumLength: CatalogLimits.maximumShopLength)
        return ShopItem(
            id: id, title: title, price: price, imageWidth: width, imageHeight: height, shop: shop,
            color: try color(fields["color"], field: "color"),
            rating: try rating(fields["rating"]),
            sales: try sales(fields["sales"]),
            thumbnail: try thumbnail(fields["thumbnail"]),
            image: try image(fields["image"], relativeTo: imageBase),
            span: try span(fields["span"])
        )
    }
}
