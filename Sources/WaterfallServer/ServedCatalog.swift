import ShopCatalog

/// The catalog `waterfall serve` serves: its pages, read once from the page source and kept
/// (the most recent ``keptPages`` of them), and the photo files of their items.
actor ServedCatalog {
    /// How many decoded pages are kept in memory.
    static let keptPages = 64

    /// The catalog's name.
    nonisolated let name: String
    /// Items per page.
    nonisolated let pageSize: Int
    private let source: any PageSource
    private var pages: [Int: PageResult] = [:]
    private var order: [Int] = []

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
        pages[number] = page
        order.append(number)
        if order.count > ServedCatalog.keptPages { pages.removeValue(forKey: order.removeFirst()) }
        return page
    }

    /// The local file of the photo of item `index` (from 1) of page `number`; nil when there is
    /// no such item, or it has no local photo. Only files that items name are ever found here.
    func photoFile(page number: Int, item index: Int) async throws -> String? {
        guard number >= 1, index >= 1, case .page(let page) = try await self.page(number), index <= page.items.count,
              case .file(let path)? = page.items[index - 1].image else { return nil }
        return path
    }
}
