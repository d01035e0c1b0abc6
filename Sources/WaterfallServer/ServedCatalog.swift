import ShopCatalog
import ShopCatalogHTTP

/// The catalog `waterfall serve` serves: its pages, read once from the page source, and what it
/// sends, encoded once: page documents (per page and origin) and photo files, each kept within a
/// bound (the most recent ``keptPages`` pages and documents, ``photoBudget`` bytes of photos).
actor ServedCatalog {
    /// How many decoded pages, and how many encoded page documents, are kept in memory.
    static let keptPages = 64
    /// The bytes of photo files kept in memory.
    static let photoBudget = 64 << 20
    /// The largest photo file served.
    static let maximumPhotoBytes = 32 << 20

    /// A photo file as served: its bytes, format and `ETag`.
    struct Photo: Sendable {
        let bytes: [UInt8]
        let format: PhotoFormat
        let etag: String
    }

    /// The catalog's name.
    nonisolated let name: String
    /// Items per page.
    nonisolated let pageSize: Int
    private let source: any PageSource
    private var pages = KeptValues<Int, PageResult>(limit: ServedCatalog.keptPages)
    private var documents = KeptValues<String, PageDocument>(limit: ServedCatalog.keptPages)
    private var photos = KeptValues<String, Photo>(limit: Int.max)
    private var photoBytes = 0

    /// Serves `source`, named `name`, whose pages hold `pageSize` items.
    init(source: any PageSource, name: String, pageSize: Int) {
        self.source = source
        self.name = name
        self.pageSize = pageSize
    }

    /// Page `number` (from 1) as the source gives it; throws the source's error (a broken file).
    func page(_ number: Int) async throws -> PageResult {
        if let page = pages[number] { return page }
        let page = try await source.page(number)
        pages.keep(page, for: number)
        return page
    }

    /// Page `number` as sent to a client that reached the server at `origin`.
    func document(_ number: Int, origin: String) async throws -> PageDocument {
        let key = "\(number) \(origin)"
        if let document = documents[key] { return document }
        let document = PageDocument(try await page(number), number: number, origin: origin)
        documents.keep(document, for: key)
        return document
    }

    /// Photo `position` (from 1: its picture, then its other photos) of item `index` (from 1) of
    /// page `number`; nil when there is no such item or photo, the photo is not a local file,
    /// or its file is unreadable, too large or not a picture. Only files that items name are
    /// ever read here.
    func photo(page number: Int, item index: Int, position: Int = 1) async throws -> Photo? {
        guard number >= 1, index >= 1, position >= 1, case .page(let page) = try await self.page(number), index <= page.items.count else {
            return nil
        }
        let references = page.items[index - 1].photos
        guard position <= references.count, case .file(let path) = references[position - 1] else { return nil }
        if let photo = photos[path] { return photo }
        guard let bytes = try? ReadableFile.readAll(path: path, limit: ServedCatalog.maximumPhotoBytes),
            let format = PhotoFormat.sniff(bytes)
        else { return nil }
        let photo = Photo(bytes: bytes, format: format, etag: PageDocument.etag(bytes))
        photoBytes += bytes.count
        for dropped in photos.keep(photo, for: path) { photoBytes -= dropped.bytes.count }
        while photoBytes > ServedCatalog.photoBudget, let dropped = photos.dropOldest() { photoBytes -= dropped.bytes.count }
        return photo
    }
}

/// Values kept by key, the oldest dropped first once there are more than `limit`.
struct KeptValues<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private var order: [Key] = []
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    subscript(key: Key) -> Value? { values[key] }

    /// Keeps `value` under a new `key`; returns the values dropped to stay within the limit.
    @discardableResult
    mutating func keep(_ value: Value, for key: Key) -> [Value] {
        if values.updateValue(value, forKey: key) == nil { order.append(key) }
        var dropped: [Value] = []
        while order.count > limit, let value = dropOldest() { dropped.append(value) }
        return dropped
    }

    /// Drops the oldest value, if any, and returns it.
    mutating func dropOldest() -> Value? {
        guard !order.isEmpty else { return nil }
        return values.removeValue(forKey: order.removeFirst())
    }
}
