import SeededRandom
import Testing

@testable import ShopCatalog

/// The `"images"` field of the project's format: an item keeps every photo, `"image"` first, each
/// entry checked like `"image"`; a bad entry is left out and reported by its index, never
/// skipping the item; repeats are dropped; at most ``CatalogLimits/maximumPhotos`` are kept.
@Suite(.timeLimit(.minutes(3))) struct ItemPhotosTests {
    /// The items and issues of one page holding `records` (item JSON texts), decoded with `rule`.
    private func decode(_ records: [String], rule: PhotoReferenceRule? = nil) throws -> PageDecoder.Output {
        var decoder = PageDecoder(file: "p.json", imageBase: "/shop", photoRule: rule)
        for (index, record) in records.enumerated() {
            decoder.add(try JSONParser.parse(Array(record.utf8)), at: .item(index + 1))
        }
        return decoder.result
    }

    /// One item with `fields` (raw JSON texts) decoded alone.
    private func decodeOne(_ fields: [String: String?]) throws -> (item: CatalogItem?, issues: [String]) {
        let output = try decode([Fixtures.itemJSON(fields)])
        return (output.items.first, output.issues.map(\.description))
    }

    @Test func everyPhotoIsKeptInOrderWithTheImageFirst() throws {
        let (item, issues) = try decodeOne(["image": #""a.jpg""#, "images": #"["b.jpg", "https://cdn.example/c.webp", "file:///srv/d.png"]"#])
        let found = try #require(item)
        #expect(issues.isEmpty)
        #expect(found.image == .file(path: "/shop/a.jpg"))
        #expect(
            found.photos == [
                .file(path: "/shop/a.jpg"), .file(path: "/shop/b.jpg"), .remote(url: "https://cdn.example/c.webp"), .file(path: "/srv/d.png"),
            ])
        #expect(found.morePhotos == Array(found.photos.dropFirst()))
    }

    @Test func withoutAnImageTheFirstGoodEntryIsTheCardsPicture() throws {
        let (item, issues) = try decodeOne(["images": #"[7, "b.jpg", "c.jpg"]"#])
        #expect(item?.image == .file(path: "/shop/b.jpg"))
        #expect(item?.photos == [.file(path: "/shop/b.jpg"), .file(path: "/shop/c.jpg")])
        #expect(
            issues == [
                #"p.json: item 1 ("id": "a1"): field "images[0]": expected a string, got a number; this photo is left out, the item is kept"#
            ])
    }

    @Test func aMissingNullOrEmptyListLeavesTheImageAlone() throws {
        for images: String? in [nil, "null", "[]"] {
            let (item, issues) = try decodeOne(["image": #""a.jpg""#, "images": images])
            #expect(item?.photos == [.file(path: "/shop/a.jpg")], "images: \(images ?? "absent")")
            #expect(item?.morePhotos == [])
            #expect(issues.isEmpty)
        }
        let (bare, bareIssues) = try decodeOne(["images": "[]"])
        #expect(bare?.image == nil && bare?.photos == [])
        #expect(bareIssues.isEmpty)
    }

    @Test func aListThatIsNotAnArrayIsReportedAndTheItemKept() throws {
        for (images, kind) in [(#""b.jpg""#, "a string"), (#"{"src": "b.jpg"}"#, "an object"), ("true", "a boolean")] {
            let (item, issues) = try decodeOne(["image": #""a.jpg""#, "images": images])
            #expect(item?.photos == [.file(path: "/shop/a.jpg")])
            #expect(
                issues == [
                    #"p.json: item 1 ("id": "a1"): field "images": expected an array of picture references, got \#(kind); no more photos are read"#
                ])
        }
    }

    @Test func badEntriesAreLeftOutByIndexAndTheRestKept() throws {
        let (item, issues) = try decodeOne([
            "image": #""a.jpg""#, "images": #"["b.jpg", "", "ftp://x/y.jpg", "bad\u001b.jpg", null, "file://other/e.jpg", "c.jpg"]"#,
        ])
        #expect(item?.photos == [.file(path: "/shop/a.jpg"), .file(path: "/shop/b.jpg"), .file(path: "/shop/c.jpg")])
        let prefix = #"p.json: item 1 ("id": "a1"): field "#
        let suffix = "; this photo is left out, the item is kept"
        #expect(
            issues == [
                prefix + #""images[1]": empty image reference"# + suffix,
                prefix + #""images[2]": unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL"# + suffix,
                prefix + #""images[3]": image reference contains control characters"# + suffix,
                prefix + #""images[4]": expected a string, got null"# + suffix,
                prefix + #""images[5]": file URL names a host other than localhost; only local files (file:///path) are supported"# + suffix,
            ])
    }

    @Test func repeatsAreDroppedQuietlyWhetherTheyRepeatTheImageOrEachOther() throws {
        let (item, issues) = try decodeOne(["image": #""a.jpg""#, "images": #"["a.jpg", "b.jpg", "./../shop/b.jpg", "b.jpg", "file:///shop/a.jpg"]"#])
        // `./../shop/b.jpg` names the same file by another path: paths are not normalised, so it stays.
        #expect(item?.photos == [.file(path: "/shop/a.jpg"), .file(path: "/shop/b.jpg"), .file(path: "/shop/./../shop/b.jpg")])
        #expect(issues.isEmpty)
    }

    @Test func atMostTheCapIsKeptAndTheRestIsReportedOnce() throws {
        let limit = CatalogLimits.maximumPhotos
        let entries = (0 ..< 100).map { "\"p\($0).jpg\"" }.joined(separator: ",")
        let (item, issues) = try decodeOne(["image": #""a.jpg""#, "images": "[\(entries)]"])
        let photos = try #require(item?.photos)
        #expect(photos.count == limit)
        #expect(photos == [.file(path: "/shop/a.jpg")] + (0 ..< limit - 1).map { .file(path: "/shop/p\($0).jpg") })
        // 68 entries were not read, and the 32nd one read did not fit beside the image.
        #expect(issues == [#"p.json: item 1 ("id": "a1"): field "images": an item keeps at most 32 photos; 69 more entries are left out"#])
        let (exact, exactIssues) = try decodeOne(["images": "[" + (0 ..< limit).map { "\"p\($0).jpg\"" }.joined(separator: ",") + "]"])
        #expect(exact?.photos.count == limit && exactIssues.isEmpty)
    }

    @Test func aSkippedItemReportsOnlyWhyItWasSkipped() throws {
        let output = try decode([
            Fixtures.itemJSON(id: "a", ["images": "[1]"]), Fixtures.itemJSON(id: "a", ["images": "[2]"]),
            Fixtures.itemJSON(id: "b", ["width": "0", "images": "[3]"]),
        ])
        #expect(output.items.map(\.id) == ["a"])
        #expect(
            output.issues.map(\.field) == ["images[0]", "id", "width"],
            "the duplicate's and the bad item's photos are not reported, only the kept item's")
    }

    @Test func aCatalogsRuleIsAppliedToEveryEntry() throws {
        let rule: PhotoReferenceRule = { $0.hasPrefix("https://") ? nil : "only https here" }
        let output = try decode([Fixtures.itemJSON(["images": #"["https://x.example/a.jpg", "b.jpg", "https://x.example/c.jpg"]"#])], rule: rule)
        #expect(output.items.first?.photos == [.remote(url: "https://x.example/a.jpg"), .remote(url: "https://x.example/c.jpg")])
        #expect(output.issues.map(\.message.text) == ["only https here; this photo is left out, the item is kept"])
    }

    @Test func randomListsKeepDistinctGoodEntriesInOrderUpToTheCap() throws {
        var random = SplitMix64(seed: 27)
        for _ in 0 ..< 200 {
            let count = Int(random.next() % 50)
            var entries: [String] = []
            var expected: [ImageReference] = []
            var badCount = 0
            for index in 0 ..< count {
                switch random.next() % 4 {
                case 0:
                    entries.append("3")
                    if index < CatalogLimits.maximumPhotos { badCount += 1 }
                case 1:
                    let name = "r\(random.next() % 6).jpg"
                    entries.append("\"\(name)\"")
                    if index < CatalogLimits.maximumPhotos, !expected.contains(.file(path: "/shop/" + name)) { expected.append(.file(path: "/shop/" + name)) }
                default:
                    entries.append("\"u\(index).jpg\"")
                    if index < CatalogLimits.maximumPhotos { expected.append(.file(path: "/shop/u\(index).jpg")) }
                }
            }
            let (item, issues) = try decodeOne(["images": "[" + entries.joined(separator: ",") + "]"])
            #expect(item?.photos == Array(expected.prefix(CatalogLimits.maximumPhotos)))
            #expect(issues.count == badCount + (count > CatalogLimits.maximumPhotos ? 1 : 0))
        }
    }
}
