import Colors

/// One catalog item shown as a card in the waterfall: a shop's product or a picture file of a
/// folder (``kind``), with what every card shows — title, picture and its size, shop or folder.
public struct ShopItem: Sendable, Hashable, Identifiable {
    /// Stable, unique identifier (never contains `~`, which marks cycled copies).
    public let id: String
    /// The item's title: Chinese, English or mixed, possibly long.
    public let title: CatalogText
    /// A product (with its price) or a picture file (with its facts).
    public let kind: ItemKind
    /// Width of the item's image in pixels (1…100 000).
    public let imageWidth: Int
    /// Height of the item's image in pixels (1…100 000); with ``imageWidth`` it sets the
    /// card's height.
    public let imageHeight: Int
    /// The shop or brand selling the item; for a picture file, the folder it was found in.
    public let shop: CatalogText
    /// The image's dominant colour, if known.
    public let color: RGB?
    /// The columns the card covers: one, several (a featured product, `"span": 2` in the catalog)
    /// or all (a banner or a collection title, `"span": "full"`). One byte, stored next to
    /// ``color`` so that it adds no bytes to an item.
    public let span: CardSpan
    /// A tiny picture the terminal can draw at once, if any: the placeholder shown until the
    /// ``image`` is ready, and what is shown when there is no image or it cannot be read.
    public let thumbnail: Thumbnail?
    /// Where the item's picture is, if the catalog names one (already resolved; see
    /// ``ImageReference``). ``imageWidth`` and ``imageHeight`` give its size.
    public let image: ImageReference?
    /// The product's other photos, after ``image`` (empty for most items, and always when there
    /// is no ``image``): distinct from each other and from ``image``, at most
    /// ``CatalogLimits/maximumPhotos`` with it. ``photos`` gives them all in order.
    public let morePhotos: [ImageReference]

    /// Creates an item of `kind`. Values are taken as given; the catalog decoder and the folder
    /// scanner are what validate data. `morePhotos` follow `image` in ``photos`` and are dropped
    /// when there is no `image`.
    public init(
        id: String,
        title: CatalogText,
        kind: ItemKind,
        imageWidth: Int,
        imageHeight: Int,
        shop: CatalogText,
        color: RGB? = nil,
        thumbnail: Thumbnail? = nil,
        image: ImageReference? = nil,
        morePhotos: [ImageReference] = [],
        span: CardSpan = .single
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.shop = shop
        self.color = color
        self.thumbnail = thumbnail
        self.image = image
        self.morePhotos = image == nil ? [] : morePhotos
        self.span = span
    }

    /// Creates a product at `price` (with `rating` and `sales` when known), its photos `image` then
    /// `morePhotos`.
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
        morePhotos: [ImageReference] = [],
        span: CardSpan = .single
    ) {
        self.init(
            id: id, title: title, kind: .product(Product(price: price, rating: rating, sales: sales)), imageWidth: imageWidth,
            imageHeight: imageHeight, shop: shop, color: color, thumbnail: thumbnail, image: image, morePhotos: morePhotos, span: span
        )
    }

    /// Whether the card spans all columns (``span`` is ``CardSpan/full``).
    public var isFullSpan: Bool { span == .full }

    /// The product's facts, nil for a picture file.
    public var product: Product? {
        if case .product(let product) = kind { return product }
        return nil
    }

    /// The picture file the item is, nil for a product (its ``image`` is then that file).
    public var file: ItemFile? {
        if case .pictureFile(let file) = kind { return file }
        return nil
    }

    /// Every photo of the item in order: ``image`` first, then ``morePhotos``; empty when the item
    /// names no picture. What a viewer steps through (`1/4`, `2/4`…). O(count).
    public var photos: [ImageReference] {
        guard let image else { return [] }
        return [image] + morePhotos
    }

    /// Image height divided by image width: a card `w` cells wide is `w × aspectRatio` tall.
    public var aspectRatio: Double { Double(imageHeight) / Double(imageWidth) }

    /// The same item under another id (used for the copies made by ``InfiniteSource``).
    public func withID(_ newID: String) -> ShopItem {
        ShopItem(
            id: newID, title: title, kind: kind, imageWidth: imageWidth, imageHeight: imageHeight, shop: shop, color: color,
            thumbnail: thumbnail, image: image, morePhotos: morePhotos, span: span
        )
    }
}
