import SafeText
import ShopCatalog

/// A product read from a shop API, before its picture's size is known: the fields the project's
/// item format needs, already checked where the API's own format had to be converted (prices to
/// minor units, ratings to tenths, picture URLs).
struct ProductDraft {
    /// The product's id (a number or a string, as the API gave it).
    var id: JSONValue
    /// The title, as text.
    var title: String
    /// The price, exact.
    var price: Price
    /// The shop or brand.
    var shop: String
    /// The rating in tenths, if any.
    var ratingTenths: Int?
    /// The picture, if any: the card's, and the first of the product's photos.
    var image: RemoteURL?
    /// The product's other photos, in the API's order (``ShopShape/photos(_:first:field:context:)``).
    var morePhotos: [RemoteURL] = []
    /// The photos of the API's list left out, each with its field (`images[2].src`); the product
    /// is kept without them.
    var photosLeftOut: [DraftFailure] = []
    /// The picture's size, when the API gives it.
    var size: PhotoSize?

    /// The item in the project's format, `size` being its picture's size (or the fallback), for
    /// ``PageDecoder`` to check like any other item.
    func item(size: PhotoSize) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": id,
            "title": .string(title),
            "price": .object(["amount": .number(String(price.minorUnits)), "currency": .string(price.currency)]),
            "width": .number(String(size.width)),
            "height": .number(String(size.height)),
            "shop": .string(shop),
        ]
        if let ratingTenths { members["rating"] = .number("\(ratingTenths / 10).\(ratingTenths % 10)") }
        if let image { members["image"] = .string(image.absoluteString) }
        if !morePhotos.isEmpty { members["images"] = .array(morePhotos.map { .string($0.absoluteString) }) }
        return .object(members)
    }
}

/// Why a product could not be read: the API's field and what is wrong with it.
struct DraftFailure: Error {
    /// The field in the API's own terms (`variants[0].price`, `prices.currency_code`).
    let field: String?
    /// What is wrong; never quotes the data.
    let message: MessageText
}
