/// What a catalog item is: a product a shop sells, or a picture file of a folder of pictures
/// (`waterfall photos`). The one place that answers "is this a file?" — and a picture has no
/// price to pretend about.
public enum ItemKind: Sendable, Hashable {
    /// A product: its price, and its rating and sales when the catalog gives them.
    case product(Product)
    /// A picture file, with what was read about it.
    case pictureFile(ItemFile)

    /// Which of the kinds an item is, without its facts: what a whole catalog holds (a shop's
    /// products, a folder's pictures), and what keys and words a browser offers for it.
    public enum Tag: Sendable, Hashable, CaseIterable {
        /// Products of shops (``ItemKind/product(_:)``).
        case product
        /// Picture files of folders (``ItemKind/pictureFile(_:)``).
        case pictureFile
    }

    /// Which kind this is, without its facts.
    public var tag: Tag {
        switch self {
        case .product: .product
        case .pictureFile: .pictureFile
        }
    }
}

/// What a shop says about a product beyond its card's title and picture: who sells it, the exact
/// price, the review score and how many were sold.
public struct Product: Sendable, Hashable {
    /// The shop or brand selling the product.
    public let shop: CatalogText
    /// The review score, if any (stored in the bytes the shop's text leaves before the price).
    public let rating: Rating?
    /// The exact price.
    public let price: Price
    /// How many have been sold, if known.
    public let sales: Int?

    /// A product of `shop` at `price`, with `rating` and `sales` when known.
    public init(shop: CatalogText, price: Price, rating: Rating? = nil, sales: Int? = nil) {
        self.shop = shop
        self.price = price
        self.rating = rating
        self.sales = sales
    }
}
