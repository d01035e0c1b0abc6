import ShopCatalog

/// Reads catalogs page by page in the tests.
enum Pages {
    /// Every page of `source` up to its end (at most `limit` pages).
    static func all(_ source: any PageSource, limit: Int = 100) async throws -> [CatalogPage] {
        var pages: [CatalogPage] = []
        for number in 1 ... limit {
            guard case .page(let page) = try await source.page(number) else { return pages }
            pages.append(page)
        }
        return pages
    }
}
