import ShopCatalog

/// Where the browser fetches photos named by URL, as the command line sets it up for a catalog
/// read over HTTP: a ``RemotePhotoSource`` (the HTTP photo fetcher; a fake in tests). Compared by
/// identity of the source, so that ``PictureSettings`` stays a value that can be compared.
package struct PhotoNetwork: Sendable, Equatable {
    /// The source of photo bytes.
    package let source: any RemotePhotoSource

    /// Photos fetched from `source`.
    package init(_ source: any RemotePhotoSource) {
        self.source = source
    }

    /// Whether both fetch from the same source.
    package static func == (lhs: PhotoNetwork, rhs: PhotoNetwork) -> Bool {
        lhs.source === rhs.source
    }
}
