/// The shapes of catalog a URL can answer with (docs/data-format.md, *Catalogs over HTTP*).
public enum RemoteFormat: String, Sendable, CaseIterable {
    /// The project's own format: pages as `waterfall serve` serves them, or one `.json` array /
    /// `.jsonl` file cut into pages by `--page-size`.
    case waterfall
    /// A Shopify storefront's `/products.json`.
    case shopify
    /// A WooCommerce Store API's `/wp-json/wc/store/v1/products`.
    case woocommerce
    /// A DummyJSON-style `/products?limit=&skip=`.
    case dummyjson
}

/// How to read a remote catalog.
public struct RemoteCatalogOptions: Sendable {
    /// The format, or nil to recognise it from the first answer.
    public var format: RemoteFormat?
    /// Items per page: for a single file, and the `limit` asked of a shop API.
    public var pageSize: Int
    /// The largest page answer, in bytes (after inflating).
    public var maximumPageBytes: Int
    /// The largest single-file catalog, in bytes (as for local JSON arrays).
    public var maximumDocumentBytes: Int
    /// Time allowed for one page (or the single file).
    public var pageDeadline: Duration
    /// How long a page waits for the sizes of its photos when the API gives none.
    public var sizeDeadline: Duration
    /// The size given to a photo whose size is unknown at the deadline (and to items without a
    /// photo): a square. Its card keeps that height for good.
    public var fallbackSize: PhotoSize

    /// The most items read from one page of a server; the rest are skipped with one report.
    public static let maximumItemsPerPage = 1000

    /// Options with the defaults: recognised format, 30 items per page, pages up to 32 MiB and
    /// 30 s, the single file up to 64 MiB, 2 s for sizes, 1000 × 1000 when unknown.
    public init(
        format: RemoteFormat? = nil, pageSize: Int = 30, maximumPageBytes: Int = 32 << 20,
        maximumDocumentBytes: Int = 64 << 20, pageDeadline: Duration = .seconds(30),
        sizeDeadline: Duration = .seconds(2), fallbackSize: PhotoSize = RemoteCatalogOptions.squareFallback
    ) {
        self.format = format
        self.pageSize = pageSize
        self.maximumPageBytes = maximumPageBytes
        self.maximumDocumentBytes = maximumDocumentBytes
        self.pageDeadline = pageDeadline
        self.sizeDeadline = sizeDeadline
        self.fallbackSize = fallbackSize
    }

    /// 1000 × 1000 pixels.
    public static let squareFallback = PhotoSize(checkedWidth: 1000, height: 1000)
}
