/// The wire format of `waterfall serve` (docs/data-format.md, *Served pages*), shared by the
/// server that writes it and the page source that reads it.
public enum ServedCatalogFormat {
    /// The `format` of the description at the server's root:
    /// `{"format": "waterfall-pages", "version": 1, "name": …, "pageSize": 30, "first": "/items?page=1"}`.
    public static let description = "waterfall-pages"
    /// The `format` of a page: `{"format": "waterfall-page", "version": 1, "page": n, "items": […], "next": …}`.
    public static let page = "waterfall-page"
    /// The version both carry.
    public static let version = 1
    /// The path of the pages; page *n* is `/items?page=n`.
    public static let itemsPath = "/items"
    /// The path prefix of photos; the photo of item *i* (from 1) of page *n* is `/photos/n/i`.
    public static let photosPath = "/photos/"
}
