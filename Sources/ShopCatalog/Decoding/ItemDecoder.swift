import SafeText

/// Turns one JSON value into a ``CatalogItem``, or into a ``CatalogIssue`` naming the file, the
/// item or line, the id and the first field that is wrong. The schema is described in
/// docs/data-format.md; unknown fields are ignored.
struct ItemDecoder {
    /// A problem with one field (or, when `field` is `nil`, with the whole item).
    struct FieldError: Error {
        let field: String?
        let message: MessageText
    }

    /// Decodes `value`, found in `file` at `location`; a relative `"image"` path is resolved
    /// against the directory `imageBase`, and each entry of `"images"` must also pass `rule`. A bad
    /// `"images"` entry does not skip the item: it is left out, and its issue is added to
    /// `leftOut` (only when the item itself decodes).
    static func decode(
        _ value: JSONValue, file: String, location: CatalogIssue.Location, imageBase: String, rule: PhotoReferenceRule? = nil,
        leftOut: inout [CatalogIssue]
    ) -> Result<CatalogItem, CatalogIssue> {
        guard case .object(let fields) = value else {
            return .failure(
                CatalogIssue(
                    file: file, location: location, itemID: nil, field: nil,
                    message: "expected an object, got \(value.typeDescription)"
                ))
        }
        do {
            let (item, photoErrors) = try item(from: fields, imageBase: imageBase, rule: rule)
            leftOut += photoErrors.map { CatalogIssue(file: file, location: location, itemID: item.id, field: $0.field, message: $0.message) }
            return .success(item)
        } catch {
            return .failure(
                CatalogIssue(
                    file: file, location: location, itemID: try? identifier(fields["id"]),
                    field: error.field, message: error.message
                ))
        }
    }

    /// The item of `fields`, and the errors of the photos of `"images"` left out.
    private static func item(from fields: [String: JSONValue], imageBase: String, rule: PhotoReferenceRule?) throws(FieldError) -> (CatalogItem, [FieldError]) {
        let id = try identifier(fields["id"])
        let title = try text(fields["title"], field: "title", maximumLength: CatalogLimits.maximumTitleLength)
        let price = try price(fields["price"])
        let width = try imageSide(fields["width"], field: "width")
        let height = try imageSide(fields["height"], field: "height")
        try checkAspectRatio(width: width, height: height)
        let shop = try text(fields["shop"], field: "shop", maximumLength: CatalogLimits.maximumShopLength)
        let color = try color(fields["color"], field: "color")
        let rating = try rating(fields["rating"])
        let sales = try sales(fields["sales"])
        let thumbnail = try thumbnail(fields["thumbnail"])
        let image = try image(fields["image"], relativeTo: imageBase)
        let span = try span(fields["span"])
        let photos = photoList(fields["images"], after: image, relativeTo: imageBase, rule: rule)
        let item = CatalogItem(
            id: id, title: title, price: price, imageWidth: width, imageHeight: height, shop: shop,
            color: color, rating: rating, sales: sales, thumbnail: thumbnail,
            image: photos.references.first, morePhotos: Array(photos.references.dropFirst()), span: span
        )
        return (item, photos.leftOut)
    }
}
