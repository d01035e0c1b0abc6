import Foundation
import ShopCatalog
import TestSupport
import Testing

/// The code samples of `ShopCatalog.docc/GettingStarted.md`, verbatim, run and checked against
/// what the article says they give. `DocumentationSamplesSyncTests` fails when a sample of the
/// catalog is missing here, so the article cannot show code that does not compile or run.
@Suite("Documentation examples (GettingStarted.md)", .timeLimit(.minutes(3)))
struct DocumentationExamplesTests {
    // Step 4: a source of your own.
    actor ShelfSource: PageSource {
        let shelves: [[CatalogItem]]
        var failuresLeft: [Int: Int]

        init(shelves: [[CatalogItem]], failuresLeft: [Int: Int] = [:]) {
            self.shelves = shelves
            self.failuresLeft = failuresLeft
        }

        func page(_ number: Int) async throws -> PageResult {
            if let failures = failuresLeft[number], failures > 0 {
                failuresLeft[number] = failures - 1
                throw CatalogError.unreadable(path: "shelf \(number)", reason: "the storeroom is locked")
            }
            guard number <= shelves.count else { return .end }
            return .page(CatalogPage(number: number, source: "shelf \(number)", items: shelves[number - 1]))
        }
    }

    func item(_ id: String, _ title: String, cents: Int64) throws -> CatalogItem {
        guard let price = Price(minorUnits: cents, currency: "USD") else {
            throw CatalogError.invalidOption("\(id): no price of \(cents) cents")
        }
        return CatalogItem(
            id: id, title: CatalogText(title), price: price,
            imageWidth: 400, imageHeight: 300, shop: CatalogText("Corner Shop")
        )
    }

    // Step 5: drive the pager.
    func walk(_ source: ShelfSource) async -> (trace: [String], items: [String]) {
        var pager = PagerMachine()
        var trace: [String] = []
        var items: [String] = []
        while pager.phase != .exhausted {
            guard let ticket = pager.requestNextPage() ?? pager.retry() else { break }
            do {
                pager.complete(ticket, with: try await source.page(ticket.page))
            } catch {
                pager.fail(ticket, reason: String(describing: error))
            }
            trace.append(pager.phase == .idle ? "page \(ticket.page) loaded" : pager.phase.description)
            items += pager.takeArrivals().map(\.id)
        }
        return (trace, items)
    }

    /// What steps 1 and 2 give.
    struct FileSteps {
        var path: String
        var shown: [String]
        var skipped: [String]
        var format: FileCatalogSource.Format
        var pages: [CatalogPage]
    }

    /// Steps 1 and 2 of the article, verbatim, in `directory`; hands what they give to `record`
    /// (never called when the first page is missing).
    func fileSteps(in directory: String, record: (FileSteps) -> Void) async throws {
        let lines = [
            #"{"id": "lamp-1", "title": "Desk lamp 台灯", "price": {"amount": 12900}, "width": 600, "height": 800, "shop": "Nordic Living", "rating": 4.6}"#,
            #"{"id": "mug-2", "title": "Stoneware mug", "price": {"amount": -5}, "width": 400, "height": 400, "shop": "Kiln & Co"}"#,
            #"{"id": "vase-3", "title": "Glass vase" "price": 1}"#,
            #"{"id": "rug-4", "title": "Wool rug", "price": {"amount": 45000, "currency": "EUR"}, "width": 900, "height": 600, "shop": "Loom"}"#,
            #"{"id": "lamp-1", "title": "Desk lamp, again", "price": {"amount": 9900}, "width": 600, "height": 800, "shop": "Nordic Living"}"#,
        ]
        let path = directory + "/items.jsonl"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)

        let source = try FileCatalogSource(path: path, pageSize: 10)
        guard case .page(let page) = try await source.page(1) else { return }
        let shown = page.items.compactMap { item in item.product.map { "\(item.title) · \($0.price.formatted)" } }
        let skipped = page.issues.map(\.description)

        let array = "[" + lines.filter { !$0.contains("Glass vase") }.joined(separator: ",\n") + "]"
        let arrayPath = directory + "/items.json"
        try array.write(toFile: arrayPath, atomically: true, encoding: .utf8)

        let arraySource = try FileCatalogSource(path: arrayPath, pageSize: 2)
        let format = try await arraySource.detectedFormat()
        var pages: [CatalogPage] = []
        while case .page(let page) = try await arraySource.page(pages.count + 1) {
            pages.append(page)
        }
        record(FileSteps(path: path, shown: shown, skipped: skipped, format: format, pages: pages))
    }

    /// What steps 1 and 2 give in `directory`; fails the test when they give nothing.
    func fileSteps(in directory: String) async throws -> FileSteps {
        var steps: FileSteps?
        try await fileSteps(in: directory) { steps = $0 }
        return try #require(steps)
    }

    @Test func stepOneKeepsTheGoodLinesAndReportsEachBadOneByFileLineIdAndField() async throws {
        let directory = try TemporaryDirectory()
        let steps = try await fileSteps(in: directory.path)
        #expect(steps.shown == ["Desk lamp 台灯 · ¥129.00", "Wool rug · €450.00"])
        #expect(
            steps.skipped == [
                "\(steps.path): line 2 (\"id\": \"mug-2\"): field \"price.amount\": negative price",
                "\(steps.path): line 3: invalid JSON at column 40: expected ',' or '}' in object",
                "\(steps.path): line 5 (\"id\": \"lamp-1\"): field \"id\": duplicate id, already used by line 1",
            ])
        #expect(try await FileCatalogSource(path: steps.path, pageSize: 10).page(2) == .end)
    }

    @Test func stepTwoReadsTheArrayInPagesOfTwoRecordsAndNamesItemsByPosition() async throws {
        let directory = try TemporaryDirectory()
        let steps = try await fileSteps(in: directory.path)
        #expect(steps.format == .jsonArray)
        #expect(steps.pages.map(\.number) == [1, 2])
        #expect(steps.pages.map { $0.items.map(\.id) } == [["lamp-1"], ["rug-4", "lamp-1"]])
        #expect(steps.pages[0].issues.map(\.location) == [.item(2)])
        #expect(steps.pages[0].issues.map(\.itemID) == ["mug-2"])
        #expect(steps.pages[1].issues.isEmpty)

        // The text's claim about a syntax error in an array: the page fails, naming line and column.
        let broken = try directory.write("broken.json", "[\n" + #"{"id": "vase-3", "title": "Glass vase" "price": 1}"# + "\n]")
        await #expect(
            throws: CatalogError.invalidJSON(
                path: broken, line: 2, column: 40, message: "expected ',' or '}' in object"
            )
        ) {
            try await FileCatalogSource(path: broken, pageSize: 2).page(1)
        }
    }

    @Test func stepThreeFormatsPricesAndRefusesBadOnes() {
        let prices = [
            Price(minorUnits: 19900, currency: "CNY"),
            Price(minorUnits: 129_999, currency: "EUR"),
            Price(minorUnits: 1280, currency: "JPY"),
            Price(minorUnits: 1250, currency: "XYZ"),
            Price(minorUnits: -1, currency: "USD"),
            Price(minorUnits: 500, currency: "usd"),
        ]
        let labels = prices.map { $0?.formatted ?? "invalid" }
        #expect(labels == ["¥199.00", "€1,299.99", "JP¥1,280", "12.50 XYZ", "invalid", "invalid"])
    }

    @Test func stepFourTheCustomSourceServesShelvesFailsWhenLockedAndEnds() async throws {
        let source = ShelfSource(shelves: [[try item("cup", "Tea cup", cents: 1200)]], failuresLeft: [1: 1])
        await #expect(throws: CatalogError.unreadable(path: "shelf 1", reason: "the storeroom is locked")) {
            try await source.page(1)
        }
        guard case .page(let page) = try await source.page(1) else {
            Issue.record("the second attempt at shelf 1 should give a page")
            return
        }
        #expect(page.items.map(\.title.sanitized) == ["Tea cup"])
        #expect(page.items.map { $0.product?.price.formatted } == ["$12.00"])
        #expect(try await source.page(2) == .end)
        #expect(throws: CatalogError.invalidOption("bad: no price of -1 cents")) { try item("bad", "Bad", cents: -1) }
    }

    @Test func stepFiveWalksThroughAFailureARetryADuplicateAndTheEnd() async throws {
        let shelves = ShelfSource(
            shelves: [
                [try item("pen", "Fountain pen", cents: 2500), try item("ink", "Blue ink", cents: 800)],
                [try item("pad", "Notepad", cents: 450), try item("pen", "Fountain pen", cents: 2500)],
            ],
            failuresLeft: [2: 1]
        )
        let (trace, ids) = await walk(shelves)
        #expect(trace == ["page 1 loaded", "page 2 failed: shelf 2: cannot read: the storeroom is locked", "page 2 loaded", "end of catalog"])
        #expect(ids == ["pen", "ink", "pad"])
    }

    @Test func stepFiveIgnoresAnAnswerWithAStaleTicketAndCountsTheDuplicate() async throws {
        var pager = PagerMachine()
        let firstTicket = pager.requestNextPage()
        let first = try #require(firstTicket)
        let refused = pager.requestNextPage()
        #expect(refused == nil, "one request in flight at a time")
        pager.cancel()
        let secondTicket = pager.requestNextPage()
        let second = try #require(secondTicket)
        let page = CatalogPage(number: 1, source: "shelf 1", items: [try item("pen", "Fountain pen", cents: 2500)])
        let staleAccepted = pager.complete(first, with: .page(page))
        #expect(!staleAccepted)
        let accepted = pager.complete(second, with: .page(page))
        #expect(accepted)
        let againTicket = pager.requestNextPage()
        let again = try #require(againTicket)
        let duplicateAccepted = pager.complete(again, with: .page(CatalogPage(number: 2, source: "shelf 2", items: page.items)))
        #expect(duplicateAccepted)
        let arrivals = pager.takeArrivals()
        #expect(arrivals.map(\.id) == ["pen"])
        #expect(pager.itemsSkipped == 1)
        #expect(pager.issues.map(\.description) == ["shelf 2: page 2 (\"id\": \"pen\"): field \"id\": duplicate id, already loaded from an earlier page"])
    }

    @Test func stepSixLoadsInTheBackgroundRetriesOnlyWhenAskedAndEnds() async throws {
        let loader = PageLoader(
            source: ShelfSource(
                shelves: [[try item("cup", "Tea cup", cents: 1200)], [try item("pot", "Tea pot", cents: 3900)]],
                failuresLeft: [1: 1]
            ))
        loader.requestNextPage()
        await loader.waitUntilSettled()
        let failed = loader.status.phase
        loader.requestNextPage()
        loader.retry()
        await loader.waitUntilSettled()
        let firstPage = loader.takeArrivals().map(\.title.sanitized)
        loader.requestNextPage()
        await loader.waitUntilSettled()
        loader.requestNextPage()
        await loader.waitUntilSettled()
        let status = loader.status

        #expect(failed == .failed(page: 1, reason: "shelf 1: cannot read: the storeroom is locked"))
        #expect(firstPage == ["Tea cup"])
        #expect(status == PagerStatus(phase: .exhausted, pagesLoaded: 2, itemsLoaded: 2))
        #expect(loader.takeArrivals().map(\.id) == ["pot"])
    }

    @Test func stepSixARequestAfterAFailureDoesNothing() async throws {
        let loader = PageLoader(source: ShelfSource(shelves: [[try item("cup", "Tea cup", cents: 1200)]], failuresLeft: [1: 1]))
        loader.requestNextPage()
        await loader.waitUntilSettled()
        loader.requestNextPage()
        await loader.waitUntilSettled()
        #expect(
            loader.status
                == PagerStatus(
                    phase: .failed(page: 1, reason: "shelf 1: cannot read: the storeroom is locked"), pagesLoaded: 0, itemsLoaded: 0,
                    failuresInRow: 1
                ))
    }

    @Test func stepFourTheLocatorFindsAFileAndOpensItWithoutTheSimulatedNetwork() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("shop.jsonl", #"{"id": "a", "title": "A", "price": {"amount": 100}, "width": 1, "height": 1, "shop": "S"}"#)
        let location = try CatalogLocator(explicitPath: path, environment: [:]).locate()
        #expect(location == .file(path))
        let (source, name) = try location.open(options: CatalogOptions(pageSize: 5, network: nil))
        #expect(name == "shop.jsonl")
        #expect(source is FileCatalogSource)
    }
}
