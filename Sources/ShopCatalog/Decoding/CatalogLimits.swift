/// The bounds the decoder and the file readers enforce. Documented in docs/data-format.md.
/// Every read of catalog data has a byte cap, and what is kept about bad input is bounded.
public enum CatalogLimits {
    /// Largest JSON file read whole (a manifest, a page file, a user's JSON array catalog, the
    /// input of `waterfall layout`): 64 MiB. Larger catalogs must be JSON Lines, which is
    /// streamed.
    public static let maximumJSONFileBytes = 64 * 1024 * 1024
    /// Longest JSON Lines line: 1 MiB. A longer line is skipped and reported. (An item within
    /// the other limits takes at most about 20 KB.)
    public static let maximumLineBytes = 1024 * 1024
    /// The default for how far into a JSON Lines file reading goes: 4 GiB (about 10 million
    /// items of 400 bytes). The rest is not read, and that is reported; `--max-file-size`
    /// raises it (``CatalogOptions/maximumFileBytes``).
    public static let maximumLinesFileBytes = 4 * 1024 * 1024 * 1024
    /// How many skipped items are kept with their full report; later ones are only counted
    /// (``SkippedItems``), so memory stays flat whatever the number of bad lines.
    public static let maximumKeptIssues = 100
    /// Longest id, in characters.
    public static let maximumIDLength = 128
    /// Longest title, in characters.
    public static let maximumTitleLength = 1000
    /// Longest shop name, in characters.
    public static let maximumShopLength = 200
    /// Largest image width or height, in pixels.
    public static let maximumImageSide = 100_000
    /// Largest ratio between the longer and the shorter image side (a 1×50 strip is the limit).
    public static let maximumAspectRatio = 50
    /// The most columns an item's `"span"` may ask for (a screen shows at most 16).
    public static let maximumSpan = 64
    /// Longest `"image"` reference, in UTF-8 bytes (the usual `PATH_MAX`).
    public static let maximumImageReferenceBytes = 4096
    /// The most photos an item keeps (its `"image"` and the entries of `"images"` together; a
    /// shop API's `images[]` alike), and the most `"images"` entries read: a viewer steps through
    /// them, and a hostile list costs no more than this.
    public static let maximumPhotos = 32
    /// Largest thumbnail width or height, in pixels.
    public static let maximumThumbnailSide = 32
    /// Largest sales count.
    public static let maximumSales: Int64 = 1_000_000_000_000
    /// Largest page size for cutting a user's catalog into pages.
    public static let maximumPageSize = 1000
}
