import ShopCatalog

/// A Shopify storefront's `/products.json`: `{"products": [...]}`, paged with `?page=N&limit=L`
/// (or the `Link` header's `rel="next"`, handled by the source), ending with an empty list.
///
/// `id` → id; `title` → title; `vendor` → shop (the host when blank); the lowest
/// `variants[].price` (a decimal string, in the shop's currency from `/meta.json`) → price;
/// `images[0].src` → picture with `images[0].width` / `height` → size; `images[1…].src` → the
/// product's other photos.
struct ShopifyShape: ShopShape {
    var format: RemoteFormat { .shopify }

    func pageURL(_ number: Int, pageSize: Int, base: RemoteURL) -> RemoteURL {
        base.settingQuery([("page", String(number)), ("limit", String(pageSize))])
    }

    func products(in answer: JSONValue) -> [JSONValue]? {
        RemoteJSON.array(RemoteJSON.object(answer)?["products"])
    }

    func isLastPage(_ number: Int, pageSize: Int, count: Int, answer: JSONValue, headers: AnswerHeaders) -> Bool {
        false
    }

    func draft(of product: [String: JSONValue], context: ShapeContext) throws(DraftFailure) -> ProductDraft {
        let id = try identifier(product["id"])
        let title = try text(product["title"], field: "title")
        guard let variants = RemoteJSON.array(product["variants"]), !variants.isEmpty else {
            throw DraftFailure(field: "variants", message: "no variants, so no price")
        }
        var prices: [Price] = []
        for (index, variant) in variants.enumerated() {
            prices.append(
                try decimalPrice(
                    RemoteJSON.string(RemoteJSON.object(variant)?["price"]), currency: context.currency, field: "variants[\(index)].price"
                ))
        }
        guard let lowest = prices.min(by: { $0.minorUnits < $1.minorUnits }) else {
            throw DraftFailure(field: "variants", message: "no variants, so no price")
        }
        let firstImage = RemoteJSON.object(RemoteJSON.array(product["images"])?.first)
        let more = photos(product["images"], from: 1, source: { RemoteJSON.object($0)?["src"] }, field: { "images[\($0)].src" }, context: context)
        return ProductDraft(
            id: id, title: title, price: lowest, shop: shop(product["vendor"], context: context),
            ratingTenths: nil, image: try picture(firstImage?["src"], field: "images[0].src", context: context),
            morePhotos: more.photos, photosLeftOut: more.leftOut,
            size: size(width: firstImage?["width"], height: firstImage?["height"])
        )
    }
}
