import ShopCatalog
import ShopCatalogHTTP

/// One page as `waterfall serve` sends it, encoded once and kept: the JSON body and its `ETag`.
struct PageDocument: Sendable {
    /// The UTF-8 JSON body.
    let body: [UInt8]
    /// A strong `ETag` of the body.
    let etag: String
    /// Whether the page exists (false past the last one, whose `items` is empty and `next` null).
    let exists: Bool

    /// Page `number` of the catalog (`result`), its local photos named as URLs on `origin`
    /// (`http://host:port`): an item's picture `/photos/N/I`, its other photos `/photos/N/I/K`
    /// (K from 2). O(size of the page).
    init(_ result: PageResult, number: Int, origin: String) {
        var items: [String] = []
        var next = "null"
        if case .page(let page) = result {
            for (index, item) in page.items.enumerated() {
                let urls = item.photos.enumerated().map { position, photo in
                    switch photo {
                    case .file: origin + ServedCatalogFormat.photosPath + "\(number)/\(index + 1)" + (position == 0 ? "" : "/\(position + 1)")
                    case .remote(let url): url
                    }
                }
                items.append(ItemJSON.object(item, picture: urls.first, morePictures: Array(urls.dropFirst())))
            }
            next = ItemJSON.string(ServedCatalogFormat.itemsPath + "?page=\(number + 1)")
        }
        let text =
            "{\"format\":" + ItemJSON.string(ServedCatalogFormat.page) + ",\"version\":\(ServedCatalogFormat.version),"
            + "\"page\":\(number),\"items\":[" + items.joined(separator: ",") + "],\"next\":" + next + "}"
        body = Array(text.utf8)
        etag = PageDocument.etag(body)
        if case .page = result { exists = true } else { exists = false }
    }

    /// A strong `ETag` of `bytes`: their length and FNV-1a hash.
    static func etag(_ bytes: [UInt8]) -> String {
        "\"\(bytes.count)-\(StableHash.hex(StableHash.fnv1a(bytes)))\""
    }
}
