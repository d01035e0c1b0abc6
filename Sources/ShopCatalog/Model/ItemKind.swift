/// What a catalog item is: a product a shop sells, or a picture file of a folder of pictures
/// (`waterfall photos`). The one place that answers "is this a file?" — and a picture has no
/// price to pretend about.
public enum ItemKind: Sendable, Hashable {
    /// A product: its price, and its rating and sales when the catalog gives them.
    case product(Product)
    /// A picture file, with what was read about it.
    case pictureFile(ItemFile)
}

/// What a shop says about a product beyond its card's title and picture: the exact price, the
/// review score and how many were sold.
public struct Product: Sendable, Hashable {
    /// The exact price.
    public let price: Price
    /// The review score, if any.
    public let rating: Rating?
    /// How many have been sold, if known.
    public let sales: Int?

    /// A product at `price`, with `rating` and `sales` when known.
    public init(price: Price, rating: Rating? = nil, sales: Int? = nil) {
        self.price = price
        self.rating = rating
        self.sales = sales
    }
}
