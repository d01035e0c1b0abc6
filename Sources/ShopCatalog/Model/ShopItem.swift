import Colors

/// One shop item shown as a card in the waterfall.
public struct ShopItem: Sendable, Hashable, Identifiable {
    /// Stable, unique identifier (never contains `~`, which marks cycled copies).
    public let id: String
    /// The item's title: Chinese, English or mixed, possibly long.
    public let title: CatalogText
    /// The exact price.
    public let price: Price
    /// Width of the item's image in pixels (1…100 000).
    public let imageWidth: Int
    /// Height of the item's image in pixels (1…100 000); with ``imageWidth`` it sets the
    /// card's height.
    public let imageHeight: Int
    /// The shop or brand selling the item.
    public let shop: CatalogText
    /// The image's dominant colour, if known.
    public let color: RGB?
    /// Whether the card spans all columns (a banner or a collection title, `"span": "full"` in
    /// the catalog) instead of one. Stored next to ``color`` so the flag adds no bytes to an item.
    public let isFullSpan: Bool
    /// The review score, if any.
    public let rating: Rating?
    /// How many have been sold, if known.
    public let sales: Int?
    /// A tiny picture the terminal can draw at once, if any: the placeholder shown until the
    /// ``image`` is ready, and what is shown when there is no image or it cannot be read.
    public let thumbnail: Thumbnail?
    /// Where the item's picture is, if the catalog names one (already resolved; see
    /// ``ImageReference``). ``imageWidth`` and ``imageHeight`` give its size.
    public let image: ImageReference?
    /// The picture file the item shows, when the item is a file of a folder of pictures rather
    /// than a shop item (its ``image`` is then that file).
    public let file: ItemFile?

    /// Creates an item. Values are taken as given; the catalog decoder is what validates data.
    public init(
        id: String,
        title: CatalogText,
        price: Price,
        imageWidth: Int,
        imageHeight: Int,
        shop: CatalogText,
        color: RGB? = nil,
        rating: Rating? = nil,
        sales: Int? = nil,
        thumbnail: Thumbnail? = nil,
        image: ImageReference? = nil,
        isFullSpan: Bool = false,
        file: ItemFile? = nil
    ) {
        self.id = id
        self.title = title
        self.price = price
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.shop = shop
        self.color = color
        self.rating = rating
        self.sales = sales
        self.thumbnail = thumbnail
        self.image = image
        self.isFullSpan = isFullSpan
        self.file = file
    }

    /// Image height divided by image width: a card `w` cells wide is `w × aspectRatio` tall.
    public var aspectRatio: Double { Double(imageHeight) / Double(imageWidth) }

    /// The same item under another id (used for the copies made by ``InfiniteSource``).
    public func withID(_ newID: String) -> ShopItem {
        ShopItem(
            id: newID, title: title, price: price, imageWidth: imageWidth, imageHeight: imageHeight,
            shop: shop, color: color, rating: rating, sales: sales, thumbnail: thumbnail, image: image,
            isFullSpan: isFullSpan, file: file
        )
    }
}
