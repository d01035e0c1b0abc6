import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallTUI

/// The bundled catalog's pages, read from disk once and then served from memory with no I/O and
/// no latency, so benchmarks that load thousands of items measure the browser, not the decoder.
struct MemoryPageSource: PageSource {
    /// The items of each page, in order.
    let pages: [[CatalogItem]]

    /// Page `number`'s items, or ``PageResult/end`` past the last page.
    func page(_ number: Int) async throws -> PageResult {
        guard pages.indices.contains(number - 1) else { return .end }
        return .page(CatalogPage(number: number, source: "memory", items: pages[number - 1]))
    }

    /// Reads every page of the bundled catalog (found as the `waterfall` command finds it).
    static func bundled() async throws -> MemoryPageSource {
        let source = try BundledCatalogSource(directory: try bundledDirectory())
        var pages: [[CatalogItem]] = []
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
    /// with `columns` columns, as the runtime that drives it (the first page is on its way: see
    /// ``load(_:upTo:)``).
    static func make(_ pages: any PageSource, width: Int, height: Int, columns: Int) -> BrowserRuntime {
        let model = BrowserModel(
            options: BrowserOptions(columns: columns, catalogName: "benchmark"),
            theme: Theme(colorMode: .ansi256), screenSize: Size(width: width, height: height)
        )
        let runtime = BrowserRuntime(model: model, source: InfiniteSource(cycling: pages))
        runtime.send(.start)
        return runtime
    }

    /// Scrolls to the bottom and folds in the page it asks for, again and again, until the model
    /// holds at least `count` items or the pager stops; the photos the screen wants are made on
    /// the way. No sleeping: each page and each batch of photos is awaited.
    @MainActor
    static func load(_ runtime: BrowserRuntime, upTo count: Int) async {
        let bottom = BrowserMessage.command(.scroll(to: Int.max))
        await DeterministicDriver(runtime: runtime).send(bottom) { model in
            model.items.count < count ? bottom : nil
        }
    }
}

/// Another source's pages with every photo reference removed: cards show their thumbnails only,
/// so a benchmark of frames or memory measures cards and items, not photos (the picture groups
/// measure those).
struct PhotoFreeSource: PageSource {
    /// The source whose pages are served.
    let base: any PageSource

    /// `base`'s page `number` without photo references.
    func page(_ number: Int) async throws -> PageResult {
        guard case .page(let page) = try await base.page(number) else { return .end }
        return .page(CatalogPage(number: page.number, source: page.source, items: page.items.map(\.withoutImage), issues: page.issues))
    }
}

extension CatalogItem {
    /// This item without its photo reference (its thumbnail stays the picture).
    var withoutImage: CatalogItem {
        CatalogItem(
            id: id, title: title, kind: kind, imageWidth: imageWidth, imageHeight: imageHeight, color: color, thumbnail: thumbnail,
            image: nil, span: span
        )
    }
}
