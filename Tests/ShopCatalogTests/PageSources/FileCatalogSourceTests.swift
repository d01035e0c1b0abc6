import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct FileCatalogSourceTests {
    /// Every page of `source` until the end, as lists of ids.
    private func allPages(_ source: FileCatalogSource) async throws -> [[String]] {
        var pages: [[String]] = []
        var number = 1
        while case .page(let page) = try await source.page(number) {
            #expect(page.number == number)
            pages.append(page.items.map(\.id))
            number += 1
        }
        return pages
    }

    @Test func cutsAJSONArrayIntoPages() async throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("items.json", Fixtures.arrayJSON(ids: ["a", "b", "c", "d", "e"]))
        let source = try FileCatalogSource(path: path, pageSize: 2)
        #expect(try await source.detectedFormat() == .jsonArray)
        #expect(try await allPages(source) == [["a", "b"], ["c", "d"], ["e"]])
    }

    @Test func cutsJSONLinesIntoPagesSkippingBlankLines() async throws {
        let directory = try TemporaryDirectory()
        let lines = ["a", "b", "c", "d", "e"].map { Fixtures.itemJSON(id: $0) }
        let path = try directory.write("items.jsonl", lines[0] + "\n\n" + lines[1...].joined(separator: "\r\n") + "\n\n")
        let source = try FileCatalogSource(path: path, pageSize: 2)
        #expect(try await source.detectedFormat() == .jsonLines)
        #expect(try await allPages(source) == [["a", "b"], ["c", "d"], ["e"]])
    }

    @Test func jsonLinesPagesCanBeReadInAnyOrder() async throws {
        let directory = try TemporaryDirectory()
        let ids = (1 ... 97).map { "id\($0)" }
        let path = try directory.write("items.jsonl", ids.map { Fixtures.itemJSON(id: $0) }.joined(separator: "\n"))
        let expected = stride(from: 0, to: ids.count, by: 10).map { Array(ids[$0 ..< min($0 + 10, ids.count)]) }
        let source = try FileCatalogSource(path: path, pageSize: 10)
        var random = SplitMix64(seed: 9)
        for _ in 0 ..< 40 {
            let number = Int(random.next() % 12) + 1
            let result = try await source.page(number)
            if number <= expected.count {
                #expect(
                    result
                        == .page(
                            CatalogPage(number: number, source: path, items: expected[number - 1].map { try! Fixtures.decode(Fixtures.itemJSON(id: $0)).get() })
                        ))
            } else {
                #expect(result == .end)
            }
        }
    }

    @Test func badLinesAreSkippedWithLineNumbersAndTheRestLoads() async throws {
        let directory = try TemporaryDirectory()
        let bytes =
            Array((Fixtures.itemJSON(id: "a") + "\n{\"id\": \"b\",\n" + Fixtures.itemJSON(id: "c", ["shop": "7"]) + "\n").utf8)
            + Array(#"{"id": "d", "title": ""#.utf8) + [0xC3, 0x28] + Array("\"}\n".utf8) + Array((Fixtures.itemJSON(id: "e") + "\n").utf8)
        let path = try directory.write("mixed.jsonl", bytes: bytes)
        let source = try FileCatalogSource(path: path, pageSize: 10)
        guard case .page(let page) = try await source.page(1) else {
            Issue.record("no page")
            return
        }
        #expect(page.items.map(\.id) == ["a", "e"])
        #expect(
            page.issues.map(\.description) == [
                "\(path): line 2: invalid JSON at column 12: expected a member name in double quotes",
                "\(path): line 3 (\"id\": \"c\"): field \"shop\": expected a string, got a number",
                "\(path): line 4 (\"id\": \"d\"): field \"title\": invalid UTF-8 in string",
            ])
    }

    @Test func bundledBadExamplesFileReportsEveryProblem() async throws {
        let path = Fixtures.bundledCatalogPath + "/../examples/bad-items.jsonl"
        let source = try FileCatalogSource(path: path, pageSize: 30)
        guard case .page(let page) = try await source.page(1) else {
            Issue.record("no page")
            return
        }
        #expect(page.items.map(\.id) == ["ok-1", "escapes", "ok-2"])
        #expect(page.items[1].title.hasControlCharacters && page.items[1].origin.hasControlCharacters)
        #expect(page.issues.count == 11)
        #expect(page.issues.compactMap(\.field) == ["title", "price", "width", "height", "height", "price.amount", "price.amount", "title", "id", "title"])
        #expect(try await source.page(2) == .end)
    }

    @Test func streamsAHugeJSONLinesFileAndOverlongLines() async throws {
        let directory = try TemporaryDirectory()
        let line = Fixtures.itemJSON(id: "ID")
        var text = ""
        for index in 1 ... 20_000 { text += line.replacingOccurrences(of: "\"ID\"", with: "\"n\(index)\"") + "\n" }
        text += "{\"id\": \"" + String(repeating: "x", count: CatalogLimits.maximumLineBytes + 10) + "\"}\n" + Fixtures.itemJSON(id: "last") + "\n"
        let path = try directory.write("huge.jsonl", text)
        let source = try FileCatalogSource(path: path, pageSize: 1000)
        guard case .page(let lastFull) = try await source.page(20) else {
            Issue.record("page 20 missing")
            return
        }
        #expect(lastFull.items.first?.id == "n19001" && lastFull.items.last?.id == "n20000")
        guard case .page(let tail) = try await source.page(21) else {
            Issue.record("page 21 missing")
            return
        }
        #expect(tail.items.map(\.id) == ["last"])
        #expect(
            tail.issues.map(\.description) == [
                "\(path): line 20001: line is \(CatalogLimits.maximumLineBytes + 20) bytes long; at most \(CatalogLimits.maximumLineBytes) allowed"
            ])
    }

    @Test func imagePathsAreRelativeToTheFilesDirectory() async throws {
        let directory = try TemporaryDirectory()
        let items = [
            Fixtures.itemJSON(id: "rel", ["image": #""photos/cup.jpg""#]),
            Fixtures.itemJSON(id: "abs", ["image": #""/srv/cup.jpg""#]),
            Fixtures.itemJSON(id: "url", ["image": #""file:///srv/latte%20cup.jpg""#]),
            Fixtures.itemJSON(id: "web", ["image": #""https://example.com/cup.jpg""#]),
            Fixtures.itemJSON(id: "bad", ["image": #""gopher://example.com/cup.jpg""#]),
        ]
        let expected: [ImageReference] = [
            .file(path: directory.path + "/shop/photos/cup.jpg"), .file(path: "/srv/cup.jpg"),
            .file(path: "/srv/latte cup.jpg"), .remote(url: "https://example.com/cup.jpg"),
        ]
        let array = try directory.write("shop/items.json", "[" + items.joined(separator: ",\n") + "]")
        let lines = try directory.write("shop/items.jsonl", items.joined(separator: "\n"))
        for (path, location) in [(array, "item 5"), (lines, "line 5")] {
            guard case .page(let page) = try await FileCatalogSource(path: path, pageSize: 10).page(1) else {
                Issue.record("no page in \(path)")
                continue
            }
            #expect(page.items.map(\.image) == expected)
            #expect(
                page.issues.map(\.description) == [
                    "\(path): \(location) (\"id\": \"bad\"): field \"image\": unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL"
                ])
        }
    }

    @Test func refusesOversizedJSONArrays() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("big.json", "[" + String(repeating: " ", count: 100) + "]")
        #expect(throws: CatalogError.tooLarge(path: path, bytes: 102, limit: 50)) {
            try JSONArrayFile.elements(path: path, limit: 50)
        }
    }

    @Test func missingFileIsARetryablePageError() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/later.jsonl"
        let source = try FileCatalogSource(path: path, pageSize: 5)
        await #expect(throws: CatalogError.fileNotFound(path: path)) { _ = try await source.page(1) }
        try directory.write("later.jsonl", Fixtures.itemJSON(id: "a"))
        #expect(try await allPages(source) == [["a"]])
    }

    @Test func emptyFileHasNoPagesAndInvalidJSONArrayIsAnError() async throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.write("empty.jsonl", "")
        #expect(try await FileCatalogSource(path: empty, pageSize: 5).page(1) == .end)
        let broken = try directory.write("broken.json", "[{\"id\": \"a\"},")
        await #expect(throws: CatalogError.invalidJSON(path: broken, line: 1, column: 14, message: "unexpected end of input, expected a value")) {
            _ = try await FileCatalogSource(path: broken, pageSize: 5).page(1)
        }
    }

    @Test func formatIsDetectedAfterAnyNumberOfByteOrderMarks() async throws {
        let directory = try TemporaryDirectory()
        let marks: [UInt8] = [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]
        let array = try directory.write("two-marks.json", bytes: marks + Array(Fixtures.arrayJSON(ids: ["a", "b"]).utf8))
        let arraySource = try FileCatalogSource(path: array, pageSize: 5)
        #expect(try await arraySource.detectedFormat() == .jsonArray)
        guard case .page(let arrayPage) = try await arraySource.page(1) else {
            Issue.record("no page in \(array)")
            return
        }
        #expect(arrayPage.items.map(\.id) == ["a", "b"])
        #expect(arrayPage.issues.isEmpty)
        let lines = try directory.write("two-marks.jsonl", bytes: marks + Array((Fixtures.itemJSON(id: "a") + "\n" + Fixtures.itemJSON(id: "b")).utf8))
        let linesSource = try FileCatalogSource(path: lines, pageSize: 5)
        #expect(try await linesSource.detectedFormat() == .jsonLines)
        #expect(try await allPages(linesSource) == [["a", "b"]])
    }

    @Test func rejectsBadPageSizes() {
        #expect(throws: CatalogError.invalidOption("page size must be from 1 to 1000, got 0")) { try FileCatalogSource(path: "x", pageSize: 0) }
        #expect(throws: CatalogError.self) { try FileCatalogSource(path: "x", pageSize: 1001) }
    }

    /// A `.jsonl` file is lines whatever its first record looks like: a first line that is an
    /// array used to make the whole file one JSON array, and every item was lost.
    @Test func aJSONLinesFileIsAlwaysLines() async throws {
        let directory = try TemporaryDirectory()
        let text = "[1, 2]\n" + Fixtures.itemJSON(id: "a") + "\n" + Fixtures.itemJSON(id: "b") + "\n"
        for name in ["items.jsonl", "ITEMS.JSONL", "items.ndjson"] {
            let path = try directory.write(name, text)
            let source = try FileCatalogSource(path: path, pageSize: 10)
            #expect(try await source.detectedFormat() == .jsonLines)
            guard case .page(let page) = try await source.page(1) else {
                Issue.record("no page in \(name)")
                continue
            }
            #expect(page.items.map(\.id) == ["a", "b"])
            #expect(page.issues.map(\.description) == ["\(path): line 1: expected an object, got an array"])
        }
        let other = try directory.write("items.txt", text)
        #expect(try await FileCatalogSource(path: other, pageSize: 10).detectedFormat() == .jsonArray)
    }

    /// Reading stops at the file limit: the items before it load, the line that reaches it is
    /// reported once, and there is no page after it.
    @Test func readingStopsAtTheFileLimitAndSaysSo() async throws {
        let directory = try TemporaryDirectory()
        let lines = ["a", "b", "c", "d"].map { Fixtures.itemJSON(id: $0) + "\n" }
        let path = try directory.write("items.jsonl", lines.joined())
        let limit = lines[0].utf8.count + lines[1].utf8.count + 5
        let source = try FileCatalogSource(path: path, pageSize: 2, maximumFileBytes: limit)
        #expect(try await allPages(source) == [["a", "b"], []])
        guard case .page(let second) = try await source.page(2) else {
            Issue.record("no second page")
            return
        }
        #expect(
            second.issues.map(\.description) == [
                "\(path): line 3: the file goes on past the \(limit)-byte limit for JSON Lines files; this line and the rest are not read (raise the limit with --max-file-size)"
            ])
        #expect(throws: CatalogError.self) { try FileCatalogSource(path: path, pageSize: 2, maximumFileBytes: 0) }
    }

    /// A file that is not JSON Lines at all (a password file, a key) is reported line by line
    /// as what it looks like, without a byte of it.
    @Test func linesThatAreNotJSONAreDescribedNotQuoted() async throws {
        let directory = try TemporaryDirectory()
        let secret = "root:*:20228:0:99999:7:::\n<html>\n\u{1}\u{2}binary\n" + Fixtures.itemJSON(id: "ok") + "\n"
        let path = try directory.write("shadow", secret)
        guard case .page(let page) = try await FileCatalogSource(path: path, pageSize: 10).page(1) else {
            Issue.record("no page")
            return
        }
        #expect(page.items.map(\.id) == ["ok"])
        #expect(
            page.issues.map(\.description) == [
                "\(path): line 1: not JSON: it looks like text",
                "\(path): line 2: not JSON: it looks like HTML",
                "\(path): line 3: not JSON: it looks like binary data",
            ])
    }

    /// Five thousand pages of bad lines read in order keep the index of page starts bounded,
    /// and any page read afterwards still matches a fresh read.
    @Test func manyPagesKeepTheIndexBoundedAndCorrect() async throws {
        let directory = try TemporaryDirectory()
        let text = (1 ... 5_000).map { "{\"id\": \"bad\($0)\"}\n" + Fixtures.itemJSON(id: "good\($0)") + "\n" }.joined()
        let path = try directory.write("items.jsonl", text)
        let source = try FileCatalogSource(path: path, pageSize: 2)
        var number = 1
        while case .page(let page) = try await source.page(number) {
            #expect(page.items.map(\.id) == ["good\(number)"])
            number += 1
        }
        #expect(number == 5_001)
        var random = SplitMix64(seed: 4)
        for _ in 0 ..< 20 {
            let page = Int(random.next() % 5_000) + 1
            guard case .page(let again) = try await source.page(page) else {
                Issue.record("page \(page) missing")
                continue
            }
            #expect(again.items.map(\.id) == ["good\(page)"])
            #expect(again.issues.first?.location == .line(2 * page - 1))
        }
    }
}
