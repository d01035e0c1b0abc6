/// Finds, for a page of a shop API that gives no picture sizes, each picture's size from its
/// first bytes (through the ``PhotoFetcher``, so at most a few connections per host, nearest
/// items first), all within one deadline: what is not known by then stays unknown, and those
/// cards get the fallback size for good.
struct SizeResolver: Sendable {
    /// The fetcher that reads sizes; nil reads none.
    let photos: PhotoFetcher?
    /// The time the whole page may wait.
    let deadline: Duration

    /// The sizes found for `pictures` (item index → URL), by item index. Waits at most
    /// ``deadline``; fetches still running then are cancelled.
    func sizes(of pictures: [Int: RemoteURL]) async -> [Int: PhotoSize] {
        guard let photos, !pictures.isEmpty else { return [:] }
        var itemsByURL: [RemoteURL: [Int]] = [:]
        for (index, url) in pictures { itemsByURL[url, default: []].append(index) }
        return await withTaskGroup(of: (url: RemoteURL, size: PhotoSize?)?.self) { group in
            for (url, items) in itemsByURL {
                let priority = items.min() ?? 0
                group.addTask { (url, try? await photos.size(of: url, priority: priority)) }
            }
            group.addTask { [deadline] in
                try? await Task.sleep(for: deadline)
                return nil
            }
            var found: [Int: PhotoSize] = [:]
            var remaining = itemsByURL.count
            while remaining > 0, let next = await group.next() {
                guard let next else { break }
                remaining -= 1
                if let size = next.size {
                    for index in itemsByURL[next.url] ?? [] { found[index] = size }
                }
            }
            group.cancelAll()
            return found
        }
    }
}
