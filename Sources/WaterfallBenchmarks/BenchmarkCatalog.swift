import ShopBrowser
import ShopCatalog
import WaterfallTUI

/// The bundled catalog's pages, read from disk once and then served from memory with no I/O and
/// no latency, so benchmarks that load thousands of items measure the browser, not the decoder.
struct MemoryPageSource: PageSource {
    /// The items of each page, in order.
    let pages: [[ShopItem]]

    /// Page `number`'s items, or ``PageResult/end`` past the last page.
    func page(_ number: Int) async throws -> PageResult {
        guard pages.indices.contains(number - 1) else { return .end }
        return .page(CatalogPage(number: number, source: "memory", items: pages[number - 1]))
    }

    /// Reads every page of the bundled catalog (found as the `waterfall` command finds it).
    static func bundled() async throws -> MemoryPageSource {
        let source = try BundledCatalogSource(directory: try bundledDirectory())
        var pages: [[ShopItem]] = []
        for number in 1 ... max(1, source.pageCount) {
            guard case .page(let page) = try await source.page(number) else { break }
            pages.append(page.items)
        }
        return MemoryPageSource(pages: pages)
    }

    /// The bundled catalog directory, found as the `waterfall` command finds it.
    static func bundledDirectory() throws -> String {
        let location = try CatalogLocator().locate()
        guard case .directory(let directory) = location else {
            throw CatalogError.invalidOption("the benchmarks need the bundled catalog directory, found \(location)")
        }
        return directory
    }
}

/// Browsers over the bundled catalog in infinite mode, loaded as a user scrolling down would.
extension MemoryPageSource {
    /// The items that have a photo, in pages of 30; nil when none has one.
    var photoItemsOnly: MemoryPageSource? {
        let items = pages.joined().filter { $0.image != nil }
        guard !items.isEmpty else { return nil }
        return MemoryPageSource(pages: stride(from: 0, to: items.count, by: 30).map { Array(items[$0 ..< min($0 + 30, items.count)]) })
    }
}

enum BenchmarkBrowser {
    /// A started browser over the catalog `pages` cycled forever, on a `width` × `height` screen
    /// with `columns` columns, and the pager feeding it (nothing loaded yet: see
    /// ``load(_:from:upTo:)``).
    static func make(_ pages: any PageSource, width: Int, height: Int, columns: Int) -> (model: BrowserModel, pager: PagerConnection) {
        let model = BrowserModel(
            options: BrowserOptions(columns: columns, catalogName: "benchmark"),
            theme: Theme(colorMode: .ansi256), screenSize: Size(width: width, height: height)
        )
        _ = model.start()
        return (model, PagerConnection(loader: PageLoader(source: InfiniteSource(cycling: pages))))
    }

    /// Scrolls to the bottom and folds in the page it asks for, again and again, until `model` holds
    /// at least `count` items or the pager stops. No sleeping: each page is awaited.
    @MainActor
    static func load(_ model: BrowserModel, from pager: PagerConnection, upTo count: Int) async {
        await pager.feed(model, startingWith: model.scroll(to: Int.max)) { model in
            model.items.count < count ? model.scroll(to: Int.max) : BrowserUpdate()
        }
    }
}
