import ShopCatalog

/// The WooCommerce Store API's `/wp-json/wc/store/v1/products`: a JSON array of products, paged
/// with `?page=N&per_page=L`, the page count in `X-WP-TotalPages` (and a `Link` header).
///
/// `id` → id; `name` (HTML character references decoded) → title; the host → shop;
/// `prices.price` (minor units, a string) with `prices.currency_code` and
/// `prices.currency_minor_unit` → price; `average_rating` → rating (rounded to tenths; none when
/// `review_count` is 0); `images[0].src` → picture, whose size is read from its first bytes;
/// `images[1…].src` → the product's other photos.
struct WooCommerceShape: ShopShape {
    var format: RemoteFormat { .woocommerce }

    func pageURL(_ number: Int, pageSize: Int, base: RemoteURL) -> RemoteURL {
        base.settingQuery([("page", String(number)), ("per_page", String(pageSize))])
    }

    func products(in answer: JSONValue) -> [JSONValue]? {
        RemoteJSON.array(answer)
    }

    func isLastPage(_ number: Int, pageSize: Int, count: Int, answer: JSONValue, headers: AnswerHeaders) -> Bool {
        guard let total = headers["x-wp-totalpages"].flatMap({ Int($0) }) else { return false }
        return number >= total
    }

    /// Whether `element` looks like a Store API product (it has a `prices` object).
    static func looksLikeProduct(_ element: JSONValue) -> Bool {
        RemoteJSON.object(RemoteJSON.object(element)?["prices"]) != nil
    }

    func draft(of product: [String: JSONValue], context: ShapeContext) throws(DraftFailure) -> ProductDraft {
        let id = try identifier(product["id"])
        let title = HTMLText.decodingReferences(try text(product["name"], field: "name"))
        guard let prices = RemoteJSON.object(product["prices"]) else { throw DraftFailure(field: "prices", message: "missing required object") }
        guard let code = RemoteJSON.string(prices["currency_code"]), Price.isCurrencyCode(code) else {
            throw DraftFailure(field: "prices.currency_code", message: "not a three-letter currency code")
        }
        guard let minorUnit = RemoteJSON.integer(prices["currency_minor_unit"]), (0 ... 6).contains(minorUnit) else {
            throw DraftFailure(field: "prices.currency_minor_unit", message: "expected a whole number from 0 to 6")
        }
        guard let amountText = RemoteJSON.numberText(prices["price"]),
            let amount = DecimalText.exact(amountText, scale: 0, limit: Price.maximumMinorUnits), amount >= 0
        else {
            throw DraftFailure(field: "prices.price", message: "expected a whole, non-negative number of minor units")
        }
        let price = try decimalPrice(
            DecimalText.shifted(String(amount), left: minorUnit), currency: code, field: "prices.price"
        )
        let reviewed = RemoteJSON.integer(product["review_count"]).map { $0 > 0 } ?? true
        let firstImage = RemoteJSON.object(RemoteJSON.array(product["images"])?.first)
        let more = photos(product["images"], from: 1, source: { RemoteJSON.object($0)?["src"] }, field: { "images[\($0)].src" }, context: context)
        return ProductDraft(
            id: id, title: title, price: price, shop: shop(nil, context: context),
            ratingTenths: reviewed ? try rating(product["average_rating"], field: "average_rating") : nil,
            image: try picture(firstImage?["src"], field: "images[0].src", context: context),
            morePhotos: more.photos, photosLeftOut: more.leftOut,
            size: size(width: firstImage?["width"], height: firstImage?["height"])
        )
    }
}
