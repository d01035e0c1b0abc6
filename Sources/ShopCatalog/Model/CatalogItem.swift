import Colors

/// One catalog item shown as a card in the waterfall: a shop's product or a picture file of a
/// folder (``kind``), with what every card shows — title, picture and its size — and what only
/// one kind has (a product's shop and price, a file's folder and dates) in its ``kind``.
public struct CatalogItem: Sendable, Hashable, Identifiable {
    /// Stable, unique identifier (never contains `~`, which marks cycled copies).
    public let id: String
    /// The item's title: Chinese, English or mixed, possibly long.
    public let title: CatalogText
    /// The columns the card covers: one, several (a featured product, `"span": 2` in the catalog)
    /// or all (a banner or a collection title, `"span": "full"`).
    public let span: CardSpan
    /// The image's width in pixels, in four bytes. The item's stored properties are in the order
    /// that leaves the fewest padding bytes: an item is kept for every card.
    private let storedWidth: Int32
    /// A product (with its shop and price) or a picture file (with its folder and facts).
    public let kind: ItemKind
    /// The image's height in pixels, in four bytes.
    private let storedHeight: Int32
    /// Where the item's picture is, if the catalog names one (already resolved; see
    /// ``ImageReference``). ``imageWidth`` and ``imageHeight`` give its size.
    public let image: ImageReference?
    /// The image's dominant colour, if known.
    public let color: RGB?
    /// A tiny picture the terminal can draw at once, if any: the placeholder shown until the
    /// ``image`` is ready, and what is shown when there is no image or it cannot be read.
    public let thumbnail: Thumbnail?
    /// The product's other photos, after ``image`` (empty for most items, and always when there
    /// is no ``image``): distinct from each other and from ``image``, at most
    /// ``CatalogLimits/maximumPhotos`` with it. ``photos`` gives them all in order.
    public let morePhotos: [ImageReference]

    /// Width of the item's image in pixels (1…100 000).
    public var imageWidth: Int { Int(storedWidth) }
    /// Height of the item's image in pixels (1…100 000); with ``imageWidth`` it sets the
    /// card's height.
    public var imageHeight: Int { Int(storedHeight) }

    /// Creates an item of `kind`. Values are taken as given (sizes beyond 32 bits are clamped);
    /// the catalog decoder and the folder scanner are what validate data. `morePhotos` follow `image` in ``photos`` and are dropped
    /// when there is no `image`.
    public init(
        id: String,
        title: CatalogText,
        kind: ItemKind,
        imageWidth: Int,
        imageHeight: Int,
        color: RGB? = nil,
        thumbnail: Thumbnail? = nil,
        image: ImageReference? = nil,
        morePhotos: [ImageReference] = [],
        span: CardSpan = .single
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.storedWidth = Int32(clamping: imageWidth)
        self.storedHeight = Int32(clamping: imageHeight)
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
            id: id, title: title, kind: .product(Product(shop: shop, price: price, rating: rating, sales: sales)),
            imageWidth: imageWidth, imageHeight: imageHeight, color: color, thumbnail: thumbnail, image: image, morePhotos: morePhotos, span: span
        )
    }

    /// Where the item comes from, the name its card shows under the title and grouping gathers
    /// by: the shop selling a product, the group (folder) of a picture file.
    public var origin: CatalogText {
        switch kind {
        case .product(let product): product.shop
        case .pictureFile(let file): file.group
        }
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
    public func withID(_ newID: String) -> CatalogItem {
        CatalogItem(
            id: newID, title: title, kind: kind, imageWidth: imageWidth, imageHeight: imageHeight, color: color, thumbnail: thumbnail, image: image,
            morePhotos: morePhotos, span: span
        )
    }
}
