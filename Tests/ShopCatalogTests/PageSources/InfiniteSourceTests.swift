import Testing
@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct InfiniteSourceTests {
    private func ids(_ result: PageResult) -> [String]? {
        guard case .page(let page) = result else { return nil }
        return page.items.map(\.id)
    }

    @Test func cyclesWithFreshIDsAfterTheLastPage() async throws {
        let source = InfiniteSource(cycling: ScriptedSource(pages: [["a", "b"], ["c"], ["d"]]))
        var seen: [String] = []
        for number in 1...10 {
            let result = try await source.page(number)
            guard case .page(let page) = result else {
                Issue.record("page \(number) ended")
                return
            }
            #expect(page.number == number)
            seen += page.items.map(\.id)
        }
        #expect(Array(seen.prefix(8)) == ["a", "b", "c", "d", "a~2", "b~2", "c~2", "d~2"])
        #expect(ids(try await source.page(10)) == ["a~4", "b~4"])
        #expect(Set(seen).count == seen.count)
    }

    @Test func learnsThePageCountEvenWhenPagesAreSkipped() async throws {
        let source = InfiniteSource(cycling: ScriptedSource(pages: [["a"], ["b"], ["c"]]))
        #expect(ids(try await source.page(8)) == ["b~3"])
        #expect(ids(try await source.page(3)) == ["c"])
        #expect(ids(try await source.page(4)) == ["a~2"])
    }

    @Test func emptyCatalogStaysEmpty() async throws {
        let source = InfiniteSource(cycling: ScriptedSource(pages: []))
        #expect(try await source.page(1) == .end)
        #expect(try await source.page(5) == .end)
    }

    @Test func errorsPassThrough() async throws {
        let source = InfiniteSource(cycling: ScriptedSource(pages: [["a"], ["b"]], failures: [2: 1]))
        #expect(ids(try await source.page(1)) == ["a"])
        await #expect(throws: CatalogError.self) { _ = try await source.page(4) }
        #expect(ids(try await source.page(4)) == ["b~2"])
    }

    @Test func cyclesTheBundledCatalog() async throws {
        let source = InfiniteSource(cycling: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath))
        let first = try #require(ids(try await source.page(1)))
        let again = try #require(ids(try await source.page(21)))
        #expect(again == first.map { $0 + "~2" })
    }
}
