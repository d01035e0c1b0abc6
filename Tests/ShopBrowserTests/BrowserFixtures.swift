import ShopCatalog
import TestSupport
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

/// A page source serving fixed pages from memory, failing chosen pages a chosen number of times.
final class StaticPageSource: PageSource {
    let pages: [[CatalogItem]]
    let failures: [Int: Int]
    let advice: RetryAdvice
    private let attempts = AttemptCounter()

    /// Pages that fail `failures[n]` times first, each time with a simulated network error that
    /// advises `advice` (by default nothing is retried without the user).
    init(pages: [[CatalogItem]], failures: [Int: Int] = [:], advice: RetryAdvice = .permanent) {
        self.pages = pages
        self.failures = failures
        self.advice = advice
    }

    func page(_ number: Int) async throws -> PageResult {
        let attempt = await attempts.next(number)
        if attempt <= failures[number, default: 0] {
            throw AdvisedFailure(error: CatalogError.simulatedFailure(page: number, attempt: attempt), retryAdvice: advice)
        }
        guard pages.indices.contains(number - 1) else { return .end }
        return .page(CatalogPage(number: number, source: "memory", items: pages[number - 1]))
    }
}

/// An error told as `error` is, advising `retryAdvice`.
struct AdvisedFailure: RetryAdvising, CustomStringConvertible {
    let error: CatalogError
    let retryAdvice: RetryAdvice
    var description: String { error.description }
}

/// Counts the attempts per page.
actor AttemptCounter {
    private var counts: [Int: Int] = [:]

    func next(_ page: Int) -> Int {
        counts[page, default: 0] += 1
        return counts[page, default: 0]
    }
}

enum Fixtures {
    /// An item with the given fields (image 400×300, price ¥19.90 by default).
    static func item(
        _ id: String, title: String = "Linen shirt", shop: String = "Acme Store", priceMinor: Int64 = 1_990, currency: String = "CNY",
        imageWidth: Int = 400, imageHeight: Int = 300, rating: Int? = nil, thumbnail: Thumbnail? = nil
    ) -> CatalogItem {
        CatalogItem(
            id: id, title: CatalogText(title),
            price: Price(minorUnits: priceMinor, currency: currency) ?? Price(minorUnits: 0, currency: "CNY")!,
            imageWidth: imageWidth, imageHeight: imageHeight, shop: CatalogText(shop),
            rating: rating.flatMap { Rating(tenths: $0) }, thumbnail: thumbnail
        )
    }

    /// `pages` pages of `perPage` items with varied titles and image sizes.
    static func pages(_ pages: Int, perPage: Int) -> [[CatalogItem]] {
        let titles = ["Linen shirt", "纯棉短袖T恤 夏季新款", "Ceramic mug 陶瓷马克杯", "A very long title about a wonderful waterproof hiking jacket"]
        return (0 ..< pages).map { page in
            (0 ..< perPage).map { index in
                let number = page * perPage + index
                return item(
                    "item-\(number)", title: titles[number % titles.count] + " \(number)", imageWidth: 300 + (number * 37) % 400,
                    imageHeight: 200 + (number * 53) % 500)
            }
        }
    }

    /// A started browser over `source` on a `width × height` screen, with the first load
    /// settled; its terminal effects go to `terminal` when one is given.
    static func browser(
        source: any PageSource, width: Int = 80, height: Int = 24, colorMode: ColorMode = .monochrome, columns: Int? = nil,
        terminal: Terminal? = nil
    ) async -> BrowserHarness {
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(columns: columns, catalogName: "test"),
                theme: Theme(colorMode: colorMode), screenSize: Size(width: width, height: height)
            ),
            source: source, terminal: terminal
        )
        harness.start()
        await harness.settle()
        return harness
    }

    /// Waits for the loads the browser asked for and folds them in, until nothing more comes.
    static func settle(_ harness: BrowserHarness) async {
        await harness.settle()
    }
}

/// A browser model driven as the app drives it, but deterministically: its effects are carried
/// out by a ``BrowserRuntime`` (a real pager, real picture workers), and ``settle()`` waits for
/// each load and each batch of photos and folds them in before the next, so a test sees exact
/// states. Reads of the model's state pass through (`harness.items` is `harness.model.items`).
@dynamicMemberLookup
final class BrowserHarness {
    let model: BrowserModel
    let runtime: BrowserRuntime

    /// A harness for `model` over `source`; unless `services` say otherwise, retries wait on a
    /// clock that moves only when a test advances it, so none goes out by itself.
    init(
        model: BrowserModel, source: any PageSource, terminal: Terminal? = nil,
        services: BrowserServices = BrowserServices(retryClock: RetryClock(ManualClock()))
    ) {
        self.model = model
        self.runtime = BrowserRuntime(model: model, source: source, terminal: terminal, services: services)
    }

    deinit {
        runtime.shutdown()
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<BrowserModel, Value>) -> Value {
        model[keyPath: keyPath]
    }

    /// The pager feeding the model.
    var pager: PagerConnection { runtime.pager }

    /// Every terminal effect the model asked for, in order.
    var terminalEffects: [TerminalEffect] { runtime.terminalEffects }

    /// Starts the model and carries out what it asks.
    func start() {
        runtime.send(.start)
    }

    /// Hands `event` to the model and carries out what it asks; returns the update.
    @discardableResult
    func handle(_ event: InputEvent) -> BrowserUpdate {
        runtime.send(.input(event))
    }

    /// Sends `message` to the model and carries out what it asks; returns the update.
    @discardableResult
    func send(_ message: BrowserMessage) -> BrowserUpdate {
        runtime.send(message)
    }

    /// The model's frame.
    func render() -> Canvas { model.render() }

    /// Waits for the pages and photos in flight and folds them in, until nothing more comes.
    func settle() async {
        await DeterministicDriver(runtime: runtime).settle()
    }

    /// Waits for the pages in flight and folds them in; photos asked for meanwhile are being
    /// made but not yet shown (``settle()`` shows them).
    func settlePages() async {
        await DeterministicDriver(runtime: runtime).settle(collecting: .pages)
    }
}

/// A source whose single page skipped one bad item.
final class PageWithIssueSource: PageSource {
    func page(_ number: Int) async throws -> PageResult {
        guard number == 1 else { return .end }
        let issue = CatalogIssue(file: "page-01.json", location: .item(3), itemID: "a12", field: "price", message: "negative price -5")
        return .page(CatalogPage(number: 1, source: "page-01.json", items: Fixtures.pages(1, perPage: 4)[0], issues: [issue]))
    }
}

/// A source serving fixed pages from memory, each after `delay` (as a network would).
final class DelayedPageSource: PageSource {
    let pages: [[CatalogItem]]
    let delay: Duration

    init(pages: [[CatalogItem]], delay: Duration) {
        self.pages = pages
        self.delay = delay
    }

    func page(_ number: Int) async throws -> PageResult {
        try await Task.sleep(for: delay)
        guard pages.indices.contains(number - 1) else { return .end }
        return .page(CatalogPage(number: number, source: "memory", items: pages[number - 1]))
    }
}
