import Colors
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
        for number in 1 ... 10 {
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

    @Test func cycledCopiesShareTheTextsAndPicturesOfTheFirstCycle() async throws {
        let base = try BundledCatalogSource(directory: Fixtures.bundledCatalogPath)
        let source = InfiniteSource(cycling: base)
        guard case .page(let first) = try await source.page(1), case .page(let copy) = try await source.page(21),
            case .page(let reread) = try await base.page(1)
        else {
            Issue.record("the bundled catalog has no page 1")
            return
        }
        #expect(copy.items.map(\.id) == first.items.map { $0.id + "~2" })
        #expect(copy.items.map { $0.withID(String($0.id.dropLast(2))) } == reread.items)
        var sharedTitles = 0
        for (original, cycled) in zip(first.items, copy.items) {
            if original.title.raw.utf8.count > 15 {
                #expect(try Self.address(original.title) == Self.address(cycled.title))
                sharedTitles += 1
            }
            if original.origin.raw.utf8.count > 15 {
                #expect(try Self.address(original.origin) == Self.address(cycled.origin))
            }
            if let thumbnail = original.thumbnail, let cycledThumbnail = cycled.thumbnail {
                #expect(Self.address(thumbnail.pixels) == Self.address(cycledThumbnail.pixels))
            }
        }
        #expect(sharedTitles > 0)
    }

    @Test func copiesFollowDataThatChangedSinceTheFirstCycle() async throws {
        let base = RevisedSource(pages: [["a", "b"], ["c"]])
        let source = InfiniteSource(cycling: base)
        _ = try await source.page(1)
        _ = try await source.page(2)
        await base.revise()
        guard case .page(let copy) = try await source.page(3) else {
            Issue.record("page 3 ended")
            return
        }
        #expect(copy.items.map(\.title.raw) == ["a, revision 2 of the data", "b, revision 2 of the data"])

        // Reading cycle 1 again (as after a reload) brings the revised texts into the copies' storage.
        guard case .page(let reread) = try await source.page(1), case .page(let next) = try await source.page(5) else {
            Issue.record("page 1 or 5 ended")
            return
        }
        #expect(next.items.map(\.id) == ["a~3", "b~3"])
        for (original, cycled) in zip(reread.items, next.items) {
            #expect(try Self.address(original.title) == Self.address(cycled.title))
        }
    }

    /// Where a text's bytes live (the texts compared are on the heap: longer than 15 bytes).
    private static func address(_ text: CatalogText) throws -> UnsafeRawPointer {
        var raw = text.raw
        return try #require(raw.withUTF8 { $0.baseAddress.map(UnsafeRawPointer.init) })
    }

    /// Where an array's elements live.
    private static func address(_ pixels: [RGB]) -> UnsafeRawPointer? {
        pixels.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
}

/// Pages of ids whose titles name a revision of the data, decoded afresh on every read (each
/// title in a buffer of its own); ``revise()`` changes every title.
private actor RevisedSource: PageSource {
    private let pages: [[String]]
    private var revision = 1

    init(pages: [[String]]) {
        self.pages = pages
    }

    func revise() {
        revision += 1
    }

    func page(_ number: Int) async throws -> PageResult {
        guard number <= pages.count else { return .end }
        let items = pages[number - 1].map { id in
            let item = Fixtures.item(id)
            let title = String(decoding: Array("\(id), revision \(revision) of the data".utf8), as: UTF8.self)
            return CatalogItem(
                id: id, title: CatalogText(title), kind: item.kind, imageWidth: item.imageWidth,
                imageHeight: item.imageHeight
            )
        }
        return .page(CatalogPage(number: number, source: "revised", items: items))
    }
}
