import TestSupport
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct CatalogOptionsTests {
    @Test func buildsTheRequestedStack() throws {
        let location = CatalogLocation.directory(Fixtures.bundledCatalogPath)
        #expect(try location.makeSource(options: CatalogOptions(network: nil)) is BundledCatalogSource)
        let infinite = try location.makeSource(options: CatalogOptions(infinite: true, network: nil))
        #expect(infinite is InfiniteSource)
        let network = try #require(try location.makeSource(options: CatalogOptions(infinite: true)) as? SimulatedNetworkSource)
        #expect(network.base is InfiniteSource)
        #expect(network.configuration.latency == .milliseconds(300))
        #expect(try CatalogLocation.file("x.jsonl").makeSource(options: CatalogOptions(pageSize: 7, network: nil)) is FileCatalogSource)
    }

    @Test func openNamesTheCatalogByItsManifestOrFile() throws {
        let bundled = try CatalogLocation.directory(Fixtures.bundledCatalogPath).open(options: CatalogOptions(network: nil))
        #expect(bundled.name == "Waterfall demo shop")
        #expect(bundled.source is BundledCatalogSource)
        let file = try CatalogLocation.file("/some/where/items.jsonl").open(options: CatalogOptions(network: nil))
        #expect(file.name == "items.jsonl")
    }

    @Test func rejectsBadOptions() {
        #expect(throws: CatalogError.self) { try CatalogLocation.file("x.jsonl").makeSource(options: CatalogOptions(pageSize: 0)) }
        #expect(throws: CatalogError.self) {
            try CatalogLocation.directory(Fixtures.bundledCatalogPath).makeSource(options: CatalogOptions(network: .init(failureRate: -0.1)))
        }
    }

    @Test func endToEndInfiniteBundledCatalogThroughTheLoader() async throws {
        let clock = ManualClock()
        let source = try CatalogLocation.directory(Fixtures.bundledCatalogPath).makeSource(
            options: CatalogOptions(infinite: true, network: .init(latency: .milliseconds(300), jitter: .milliseconds(50), seed: 3)),
            clock: clock
        )
        let loader = PageLoader(source: source)
        var ids: [String] = []
        for _ in 1 ... 22 {
            loader.requestNextPage()
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(350))
            await loader.waitUntilSettled()
            ids += loader.takeArrivals().map(\.id)
        }
        #expect(ids.count == 660 && Set(ids).count == 660)
        #expect(ids[600] == "wf-0001~2")
        #expect(loader.status.pagesLoaded == 22)
        #expect(clock.requestedSleeps.allSatisfy { $0 >= .milliseconds(300) && $0 <= .milliseconds(350) })
    }
}
