import TestSupport
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct BundledCatalogSourceTests {
    @Test func bundledCatalogHasTwentyCleanPagesOfThirtyUniqueItems() async throws {
        let source = try BundledCatalogSource(directory: Fixtures.bundledCatalogPath)
        var ids: Set<String> = []
        var all: [CatalogItem] = []
        for number in 1 ... 20 {
            guard case .page(let page) = try await source.page(number) else {
                Issue.record("page \(number) missing")
                return
            }
            #expect(page.items.count == 30)
            #expect(page.issues.isEmpty, "\(page.issues)")
            all += page.items
            ids.formUnion(page.items.map(\.id))
        }
        #expect(try await source.page(21) == .end)
        #expect(ids.count == 600)
        #expect(all.contains { $0.title.raw.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(all.contains { !$0.title.raw.unicodeScalars.contains(where: \.isASCII) })
        #expect(all.allSatisfy { $0.image != nil && $0.thumbnail != nil && $0.color != nil }, "every item shows a photo, with its placeholder and colour")
        #expect(all.contains { $0.product?.rating == nil } && all.contains { $0.product?.sales == nil })
        #expect(all.contains { $0.aspectRatio < 0.5 } && all.contains { $0.aspectRatio > 2 })
        #expect(all.contains { ($0.product?.price.minorUnits ?? .max) < 1000 } && all.contains { ($0.product?.price.minorUnits ?? 0) > 100_000 })
        #expect(!all.contains { $0.title.hasControlCharacters || $0.origin.hasControlCharacters })
    }

    @Test func aBrokenPageFailsAloneAndCanBeRetriedAfterAFix() async throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "catalog.json", #"{"format": "waterfall-catalog", "version": 1, "name": "t", "pageSize": 2, "pages": ["p1.json", "p2.json", "p3.json"]}"#)
        try directory.write("p1.json", Fixtures.arrayJSON(ids: ["a", "b"]))
        let broken = try directory.write("p2.json", "[" + Fixtures.itemJSON(id: "c") + ",\n {\"id\": }]")
        try directory.write("p3.json", "[" + Fixtures.itemJSON(id: "e") + ", " + Fixtures.itemJSON(id: "f", ["height": "-1"]) + "]")
        let source = try BundledCatalogSource(directory: directory.path)

        await #expect(throws: CatalogError.invalidJSON(path: broken, line: 2, column: 9, message: "unexpected '}', expected a value")) {
            _ = try await source.page(2)
        }
        guard case .page(let third) = try await source.page(3) else {
            Issue.record("page 3 did not load")
            return
        }
        #expect(third.items.map(\.id) == ["e"])
        #expect(
            third.issues.map(\.description) == [
                "\(directory.path)/p3.json: item 2 (\"id\": \"f\"): field \"height\": image height must be at least 1"
            ])

        try directory.write("p2.json", Fixtures.arrayJSON(ids: ["c", "d"]))
        guard case .page(let second) = try await source.page(2) else {
            Issue.record("page 2 did not load after the fix")
            return
        }
        #expect(second.items.map(\.id) == ["c", "d"])
    }

    @Test func missingPageFileAndNonArrayAreErrors() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("catalog.json", #"{"format": "waterfall-catalog", "version": 1, "name": "t", "pageSize": 2, "pages": ["p1.json", "p2.json"]}"#)
        let object = try directory.write("p2.json", "{}")
        let source = try BundledCatalogSource(directory: directory.path)
        await #expect(throws: CatalogError.fileNotFound(path: directory.path + "/p1.json")) { _ = try await source.page(1) }
        await #expect(throws: CatalogError.unexpectedContent(path: object, message: "expected a JSON array of items, got an object")) {
            _ = try await source.page(2)
        }
    }

    @Test func imagePathsAreRelativeToTheCatalogDirectory() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("catalog.json", #"{"format": "waterfall-catalog", "version": 1, "name": "t", "pageSize": 3, "pages": ["p1.json"]}"#)
        let page = try directory.write(
            "p1.json",
            "["
                + [
                    Fixtures.itemJSON(id: "a", ["image": #""../photos/a.png""#]),
                    Fixtures.itemJSON(id: "b", ["image": #""file://localhost/srv/b.jpg""#]),
                    Fixtures.itemJSON(id: "c", ["image": #""photos/\u009b31mc.jpg""#]),
                ].joined(separator: ",\n") + "]")
        guard case .page(let loaded) = try await BundledCatalogSource(directory: directory.path + "/").page(1) else {
            Issue.record("page 1 did not load")
            return
        }
        #expect(loaded.items.map(\.image) == [.file(path: directory.path + "/../photos/a.png"), .file(path: "/srv/b.jpg")])
        #expect(
            loaded.issues.map(\.description) == [
                "\(page): item 3 (\"id\": \"c\"): field \"image\": image reference contains control characters"
            ])
    }

    @Test func missingManifestIsAnError() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: CatalogError.fileNotFound(path: directory.path + "/catalog.json")) {
            try BundledCatalogSource(directory: directory.path)
        }
    }
}
