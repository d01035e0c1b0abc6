import ShopBrowser
import ShopCatalog
import WaterfallPictures

/// What the command line hands the ``BrowserRuntime`` that does I/O or holds data beyond the
/// model's values: where photos are decoded, where photos named by URL are fetched, the
/// freedesktop thumbnail cache, what watches the items for changes, and the clock failed pages
/// and photos wait on before they are retried. The runtime builds the
/// picture maker and its caches from these and the model's ``PictureSettings``, and owns them
/// all; the model reaches them only through effects and reports.
package struct BrowserServices {
    /// Where photos are decoded: in this process, or in sandboxed helper processes.
    package var decoding: PhotoDecoding
    /// Where photos named by URL are fetched; nil when they are not (a catalog of local files:
    /// such cards say so).
    package var photoSource: (any RemotePhotoSource)?
    /// The freedesktop thumbnail cache photos of files are read from (and written to), if any.
    package var thumbnails: ThumbnailCache?
    /// Makes what reports changes to the items once every page is in (a watch on folders of
    /// pictures), given the wake-up to call when there is news; nil when nothing watches.
    package var changes: ((@escaping @Sendable () -> Void) -> (any ItemChangeSource)?)?
    /// The clock a failed page or photo waits on before it is retried by itself
    /// (``RetryPolicy/pages``, ``RetryPolicy/photos``): the continuous clock, or a test's own.
    package var retryClock: RetryClock

    /// Services with these parts; by default photos are decoded in process, none is fetched, no
    /// thumbnail cache is used, nothing watches the items and retries wait real time.
    package init(
        decoding: PhotoDecoding = .inProcess, photoSource: (any RemotePhotoSource)? = nil, thumbnails: ThumbnailCache? = nil,
        changes: ((@escaping @Sendable () -> Void) -> (any ItemChangeSource)?)? = nil, retryClock: RetryClock = .continuous
    ) {
        self.decoding = decoding
        self.photoSource = photoSource
        self.thumbnails = thumbnails
        self.changes = changes
        self.retryClock = retryClock
    }
}
