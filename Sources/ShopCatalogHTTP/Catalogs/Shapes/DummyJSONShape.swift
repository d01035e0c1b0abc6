import ShopCatalog

/// A DummyJSON-style `/products`: `{"products": [...], "total": T, "skip": S, "limit": L}`, paged by
/// offset with `?limit=L&skip=S`, ending when `skip + count` reaches `total`.
///
/// `id` → id; `title` → title; `brand` → shop (the host when absent); `price` (a JSON number,
/// US dollars) → price; `rating` → rating (rounded to tenths); `thumbnail`, else `images[0]` →
/// picture, whose size is read from its first bytes; then every `images[]` entry (after the first
/// when it was the picture) → the product's other photos.
struct DummyJSONShape: ShopShape {
    var format: RemoteFormat { .dummyjson }

    func pageURL(_ number: Int, pageSize: Int, base: RemoteURL) -> RemoteURL {
        let (skip, overflow) = (number - 1).multipliedReportingOverflow(by: pageSize)
        return base.settingQuery([("limit", String(pageSize)), ("skip", String(overflow ? Int.max : skip))])
    }

    func products(in answer: JSONValue) -> [JSONValue]? {
        RemoteJSON.array(RemoteJSON.object(answer)?["products"])
    }

    /// Whether `answer` has DummyJSON's counters besides its products.
    static func hasCounters(_ answer: JSONValue) -> Bool {
        guard let members = RemoteJSON.object(answer) else { return false }
        return RemoteJSON.integer(members["total"]) != nil && members["skip"] != nil
    }

    func isLastPage(_ number: Int, pageSize: Int, count: Int, answer: JSONValue, headers: AnswerHeaders) -> Bool {
        guard let members = RemoteJSON.object(answer), let total = RemoteJSON.integer(members["total"]) else { return false }
        let skip = RemoteJSON.integer(members["skip"]) ?? (number - 1) * pageSize
        return skip + count >= total
    }

    func draft(of product: [String: JSONValue], context: ShapeContext) throws(DraftFailure) -> ProductDraft {
        let id = try identifier(product["id"])
        let title = try text(product["title"], field: "title")
        guard case .number(let literal)? = product["price"] else {
            throw DraftFailure(field: "price", message: product["price"] == nil ? "missing required field" : "expected a number")
        }
        let price = try decimalPrice(literal, currency: "USD", field: "price")
        let thumbnail = product["thumbnail"].flatMap { $0 == .null ? nil : $0 }
        let source = thumbnail ?? RemoteJSON.array(product["images"])?.first
        let more = photos(product["images"], from: thumbnail == nil ? 1 : 0, source: { $0 }, field: { "images[\($0)]" }, context: context)
        return ProductDraft(
            id: id, title: title, price: price, shop: shop(product["brand"], context: context),
            ratingTenths: try rating(product["rating"], field: "rating"),
            image: try picture(source, field: thumbnail == nil ? "images[0]" : "thumbnail", context: context),
            morePhotos: more.photos, photosLeftOut: more.leftOut, size: nil
        )
    }
}
