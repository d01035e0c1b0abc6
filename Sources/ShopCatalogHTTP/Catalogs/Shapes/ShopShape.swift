import SafeText
import ShopCatalog

/// One shop API's shape: how its pages are addressed, where its products are in an answer,
/// how its last page shows, and how one product becomes a ``ProductDraft``. The mappings are
/// documented field by field in docs/data-format.md.
protocol ShopShape: Sendable {
    /// The format this shape reads.
    var format: RemoteFormat { get }
    /// The URL of page `number` (from 1) of `pageSize` products, starting from the catalog's URL.
    func pageURL(_ number: Int, pageSize: Int, base: RemoteURL) -> RemoteURL
    /// The products of an answer, or nil when the answer is not shaped like this API's.
    func products(in answer: JSONValue) -> [JSONValue]?
    /// Whether page `number`, which held `count` products, is the last one by the answer's own
    /// count (a total, a page count); the other ends (an empty page, no `next` link) are general.
    func isLastPage(_ number: Int, pageSize: Int, count: Int, answer: JSONValue, headers: AnswerHeaders) -> Bool
    /// The product as a draft item, or the API field that prevents it.
    func draft(of product: [String: JSONValue], context: ShapeContext) throws(DraftFailure) -> ProductDraft
}

/// What a shape knows besides the product itself.
struct ShapeContext: Sendable {
    /// The page the product is on (scheme-relative picture URLs take its scheme).
    let page: RemoteURL
    /// The currency of prices the API gives without one (Shopify's).
    let currency: String
}

extension ShopShape {
    /// A required, non-blank text field.
    func text(_ value: JSONValue?, field: String) throws(DraftFailure) -> String {
        guard let text = RemoteJSON.string(value) else {
            throw DraftFailure(field: field, message: value == nil ? "missing required field" : "expected a string, got \(value?.typeDescription ?? "nothing")")
        }
        return text
    }

    /// The id: a number or a string.
    func identifier(_ value: JSONValue?, field: String = "id") throws(DraftFailure) -> JSONValue {
        switch value {
        case .number?, .string?: return value ?? .null
        case nil, .null?: throw DraftFailure(field: field, message: "missing required field")
        case let other?: throw DraftFailure(field: field, message: "expected a number or a string, got \(other.typeDescription)")
        }
    }

    /// The shop: `value` when it is a non-blank string, else the host of the page.
    func shop(_ value: JSONValue?, context: ShapeContext) -> String {
        if let text = RemoteJSON.string(value), text.contains(where: { !$0.isWhitespace }) { return text }
        return context.page.host
    }

    /// A price of `text` in whole currency units (`"19.99"`) in `currency`, exact.
    func decimalPrice(_ text: String?, currency: String, field: String) throws(DraftFailure) -> Price {
        guard let text else { throw DraftFailure(field: field, message: "missing price") }
        guard let zero = Price(minorUnits: 0, currency: currency) else {
            throw DraftFailure(field: field, message: "the currency is not a three-letter code")
        }
        guard DecimalText.isPlain(text) else { throw DraftFailure(field: field, message: "not a decimal amount like 19.99") }
        guard !text.hasPrefix("-") else { throw DraftFailure(field: field, message: "negative price") }
        guard let minor = DecimalText.exact(text, scale: zero.decimals, limit: Price.maximumMinorUnits),
            let price = Price(minorUnits: minor, currency: currency)
        else {
            throw DraftFailure(field: field, message: "more decimals than \(currency) has (\(zero.decimals)), or too large")
        }
        return price
    }

    /// A rating from 0 to 5 in `value` (number or string), rounded to tenths; nil when absent.
    func rating(_ value: JSONValue?, field: String) throws(DraftFailure) -> Int? {
        guard let value, value != .null else { return nil }
        guard let text = RemoteJSON.numberText(value), let tenths = DecimalText.rounded(text, scale: 1, limit: 1000),
            (0 ... Rating.maximumTenths).contains(Int(tenths))
        else {
            throw DraftFailure(field: field, message: "rating must be a number from 0 to 5")
        }
        return Int(tenths)
    }

    /// The picture at `source` (the `field` of the product), refused unless it is `http(s)`.
    func picture(_ source: JSONValue?, field: String, context: ShapeContext) throws(DraftFailure) -> RemoteURL? {
        guard let source, source != .null else { return nil }
        guard let text = RemoteJSON.string(source) else { throw DraftFailure(field: field, message: "expected a string, got \(source.typeDescription)") }
        switch RemoteImagePolicy.apiPicture(text, on: context.page) {
        case .success(let url): return url
        case .failure(let refusal): throw DraftFailure(field: field, message: refusal.message)
        }
    }

    /// The photos of a product's list `value` (an `images` array) after its first: each element
    /// given by `source` (its `src`, or the element itself), named `field(index)` in the reports,
    /// refused as ``picture(_:field:context:)`` refuses; the first ``CatalogLimits/maximumPhotos``
    /// elements are read (the item decoder drops repeats). A bad element is left out, reported
    /// in the second list; a list that is not an array gives none.
    func photos(
        _ value: JSONValue?, from start: Int, source: (JSONValue) -> JSONValue?, field: (Int) -> String, context: ShapeContext
    ) -> (photos: [RemoteURL], leftOut: [DraftFailure]) {
        guard let elements = RemoteJSON.array(value) else { return ([], []) }
        var photos: [RemoteURL] = []
        var leftOut: [DraftFailure] = []
        for index in elements.indices.prefix(CatalogLimits.maximumPhotos).dropFirst(start) {
            do {
                if let photo = try picture(source(elements[index]), field: field(index), context: context) { photos.append(photo) }
            } catch {
                leftOut.append(DraftFailure(field: error.field, message: error.message + "; this photo is left out, the item is kept"))
            }
        }
        if elements.count > CatalogLimits.maximumPhotos {
            leftOut.append(
                DraftFailure(
                    field: "images",
                    message:
                        "an item keeps at most \(CatalogLimits.maximumPhotos) photos; \(elements.count - CatalogLimits.maximumPhotos) more entries are left out"
                ))
        }
        return (photos, leftOut)
    }

    /// A picture size from `width` and `height` members, when both are valid.
    func size(width: JSONValue?, height: JSONValue?) -> PhotoSize? {
        guard let width = RemoteJSON.integer(width), let height = RemoteJSON.integer(height) else { return nil }
        return PhotoSize(width: width, height: height)
    }
}
