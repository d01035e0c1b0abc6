import ShopCatalog
import Testing

@testable import ShopBrowser
@testable import ShopBrowserRuntime

/// A source whose pages never arrive: each request waits until its task is cancelled.
final class StalledPageSource: PageSource {
    func page(_ number: Int) async throws -> PageResult {
        while true {
            try await Task.sleep(for: .seconds(3_600))
        }
    }
}

@Suite("Pager connection: reloads leave nothing behind", .timeLimit(.minutes(3)))
struct PagerConnectionTests {
    /// Waits (up to about five seconds) until `isGone` holds, polling; returns whether it did.
    private func eventually(_ isGone: () -> Bool) async throws -> Bool {
        for _ in 0 ..< 500 where !isGone() {
            try await Task.sleep(for: .milliseconds(10))
        }
        return isGone()
    }

    @Test func aReloadReleasesTheLoaderItReplaces() async {
        let connection = PagerConnection(loader: PageLoader(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 5))))
        weak let replaced = connection.loader
        connection.perform(.requestNextPage)
        await connection.loader.waitUntilSettled()
        #expect(connection.takeReport()?.arrivals.count == 5)

        connection.perform(.reload)
        #expect(replaced == nil)
        #expect(connection.loader.status == PagerStatus.initial)
    }

    @Test func aReloadDuringALoadReleasesTheLoaderOnceItsTaskEnds() async throws {
        let connection = PagerConnection(loader: PageLoader(source: StalledPageSource()))
        weak let replaced = connection.loader
        connection.perform(.requestNextPage)
        #expect(replaced?.status.phase == .loading(page: 1))

        connection.perform(.reload)
        #expect(try await eventually { replaced == nil })
    }

    @Test func fiftyReloadsKeepOnlyTheCurrentLoader() async {
        let connection = PagerConnection(loader: PageLoader(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 5))))
        var replaced: [() -> PageLoader?] = []
        for _ in 0 ..< 50 {
            weak let loader = connection.loader
            replaced.append { loader }
            connection.perform(.requestNextPage)
            await connection.loader.waitUntilSettled()
            _ = connection.takeReport()
            connection.perform(.reload)
        }
        #expect(replaced.allSatisfy { $0() == nil })
    }

    @Test func aConnectionDroppedWithoutCancellingReleasesItsLoader() async {
        weak var loader: PageLoader?
        do {
            let connection = PagerConnection(loader: PageLoader(source: StaticPageSource(pages: Fixtures.pages(2, perPage: 5))))
            loader = connection.loader
            connection.perform(.requestNextPage)
            await connection.loader.waitUntilSettled()
            #expect(connection.takeReport() != nil)
        }
        #expect(loader == nil)
    }
}
