import Foundation
import TestSupport
import Testing

@testable import ShopCatalog

/// The bundled catalog shows a real photo on every card: the files exist with the sizes the
/// items give, every photo is in the licences file, banners have wide photos, and no photo
/// shows twice on one screen, also when `--infinite` cycles the catalog.
@Suite("Bundled catalog photos", .timeLimit(.minutes(3)))
struct BundledCatalogPhotosTests {
    /// Data/photos/, as the catalog's relative paths reach it.
    private static let photosFromCatalog = Fixtures.bundledCatalogPath + "/../photos/"
    /// Data/photos/ itself.
    private static let photosDirectory = URL(fileURLWithPath: Fixtures.bundledCatalogPath).deletingLastPathComponent().appendingPathComponent("photos").path
    /// No photo may show twice within this many consecutive items: at least the cards a 200×60
    /// screen shows with automatic columns (7 columns of about nine cards; see
    /// `BundledCatalogScreensTests`, which checks real screens).
    static let repeatWindow = 80

    /// The items of every page of `source`, page by page, up to `limit` pages.
    private func pages(of source: any PageSource, limit: Int = 1000) async throws -> [[CatalogItem]] {
        var pages: [[CatalogItem]] = []
        while pages.count < limit, case .page(let page) = try await source.page(pages.count + 1) {
            #expect(page.issues.isEmpty, "\(page.issues)")
            pages.append(page.items)
        }
        return pages
    }

    /// The picture files in Data/photos/ (the manifest and LICENSES aside).
    private func photoFiles() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: Self.photosDirectory).filter { $0 != "photos.json" && $0 != "LICENSES" })
    }

    /// Checks that `item`'s image is a file in `directory` whose header size is the item's
    /// width and height, and that it has a placeholder thumbnail; returns the file's name.
    @discardableResult
    private func checkPhoto(of item: CatalogItem, in directory: String) throws -> String {
        guard case .file(let path)? = item.image else {
            Issue.record("\(item.id): expected a local file, got \(String(describing: item.image))")
            return ""
        }
        #expect(path.hasPrefix(directory), "\(item.id): \(path)")
        let bytes = try #require(FileManager.default.contents(atPath: path), "\(item.id): \(path) cannot be read")
        let size = try #require(PictureHeader.size(of: Array(bytes)), "\(item.id): \(path) is not a PNG, JPEG, GIF or WebP file")
        #expect(
            size.width == item.imageWidth && size.height == item.imageHeight,
            "\(item.id): \(path) is \(size), the item says \(item.imageWidth)×\(item.imageHeight)")
        #expect(max(size.width, size.height) <= 640, "\(item.id): \(path) is \(size)")
        #expect(item.thumbnail != nil, "\(item.id) has a photo but no placeholder thumbnail")
        return String(path.dropFirst(directory.count))
    }

    @Test func everyCatalogItemShowsABundledPhotoOfItsSize() async throws {
        let items = try await pages(of: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath)).flatMap { $0 }
        #expect(items.count == 600)
        var shown: Set<String> = []
        for item in items { shown.insert(try checkPhoto(of: item, in: Self.photosFromCatalog)) }
        let files = try photoFiles()
        #expect(shown == files, "photos shown by no item: \(files.subtracting(shown).sorted()); missing files: \(shown.subtracting(files).sorted())")
        #expect(files.count >= 300)
        #expect(Set(files.map { $0.split(separator: ".").last.map(String.init) ?? "" }) == ["jpg", "webp", "gif", "png"], "JPEG, WebP, GIF and PNG photos")
    }

    @Test func everyPhotoHasALicenceEntryAndEveryEntryAPhoto() throws {
        let text = try String(contentsOfFile: Self.photosDirectory + "/LICENSES", encoding: .utf8)
        let blocks = text.components(separatedBy: "\n\n").map { $0.split(separator: "\n").map(String.init) }
            .filter { block in block.first.map { !$0.hasPrefix("#") } ?? false }
        let named = blocks.compactMap(\.first)
        #expect(Set(named).count == named.count, "a photo is named twice")
        #expect(Set(named) == (try photoFiles()))
        let licences = ["Public Domain", "CC0-1.0", "CC-BY-2.0", "CC-BY-3.0", "CC-BY-4.0", "CC-BY-SA-3.0", "CC-BY-SA-4.0"]
        for block in blocks {
            let fields = Dictionary(
                block.dropFirst().map { line in
                    let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1).map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
                }, uniquingKeysWith: { first, _ in first })
            let licence = fields["licence"]?.split(separator: ",").first.map(String.init) ?? ""
            #expect(licences.contains(licence), "\(block[0]): licence \(licence)")
            #expect(!(fields["source"] ?? "").isEmpty && fields["changes here"] != nil && fields["licence record"] != nil, "\(block[0])")
            if licence != "Public Domain" {
                #expect(!(fields["author"] ?? "").isEmpty && fields["author"] != "not named", "\(block[0]): \(licence) needs its author")
            }
        }
    }

    @Test func noPhotoTwiceWithinAWindowAlsoAcrossTheInfiniteWrap() async throws {
        let cycled = InfiniteSource(cycling: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath))
        let items = try await pages(of: cycled, limit: 45).flatMap { $0 }
        #expect(items.count == 1350 && items[600].id == "wf-0001~2", "two and a quarter cycles")
        let images = items.map { $0.image?.description ?? "" }
        #expect(Set(images.prefix(600)).count < 600, "photos repeat in the catalog, so the window matters")
        for (index, image) in images.enumerated() {
            let window = images[(index + 1) ..< min(images.count, index + Self.repeatWindow)]
            if let again = window.firstIndex(of: image) {
                Issue.record("\(items[index].id) and \(items[again].id) both show \(image), \(again - index) items apart")
            }
        }
    }

    @Test func eachPhotoSellsOneProductUnderItsOwnTitle() async throws {
        let items = try await pages(of: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath)).flatMap { $0 }
        var titleOfImage: [String: String] = [:]
        var imageOfTitle: [String: String] = [:]
        for item in items {
            let image = item.image?.description ?? ""
            #expect(titleOfImage.updateValue(item.title.raw, forKey: image) ?? item.title.raw == item.title.raw, "\(image) is sold under two titles")
            #expect(imageOfTitle.updateValue(image, forKey: item.title.raw) ?? image == image, "\(item.title.raw) shows two photos")
        }
        // Chinese: Han characters and no English word (units like cm or kg aside); English: no Han characters.
        let titles = Array(imageOfTitle.keys)
        let isChinese: (Unicode.Scalar) -> Bool = { (0x4E00 ... 0x9FFF).contains($0.value) }
        let hasEnglishWord: (String) -> Bool = { title in
            title.split { !($0.isASCII && $0.isLetter) }.contains { $0.count >= 3 }
        }
        let chinese = titles.filter { $0.unicodeScalars.contains(where: isChinese) && !hasEnglishWord($0) }
        let english = titles.filter { !$0.unicodeScalars.contains(where: isChinese) }
        let mixed = titles.count - chinese.count - english.count
        for (kind, count) in [("Chinese", chinese.count), ("English", english.count), ("mixed", mixed)] {
            #expect(count * 5 >= titles.count, "\(kind) titles: \(count) of \(titles.count)")
        }
    }

    @Test func bannersAreWidePhotosSpreadOverThePages() async throws {
        let pages = try await pages(of: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath))
        let bannerPages = pages.indices.filter { pages[$0].contains(where: \.isFullSpan) }.map { $0 + 1 }
        let banners = pages.flatMap { $0 }.filter(\.isFullSpan)
        #expect(banners.count >= 10 && banners.count == bannerPages.count, "at most one banner on each of \(bannerPages)")
        #expect(bannerPages.first == 1, "the first page has a banner")
        #expect(zip(bannerPages, bannerPages.dropFirst()).allSatisfy { (1 ... 2).contains($1 - $0) }, "one every page or two: \(bannerPages)")
        #expect(pages.count - (bannerPages.last ?? 0) < 3, "banners run to the last pages: \(bannerPages)")
        #expect(Set(banners.map(\.title.raw)).count == banners.count, "each banner is a different collection")
        let columnImages = Set(pages.flatMap { $0 }.filter { !$0.isFullSpan }.map { $0.image?.description ?? "" })
        #expect(Set(banners.map { $0.image?.description ?? "" }).count == banners.count, "each banner has its own photo")
        for banner in banners {
            try checkPhoto(of: banner, in: Self.photosFromCatalog)
            #expect(banner.imageHeight * 2 <= banner.imageWidth, "\(banner.id): a banner's photo is at least twice as wide as high")
            #expect(!columnImages.contains(banner.image?.description ?? ""), "\(banner.id): its photo is a banner's only")
            #expect(banner.product?.price.currency == "CNY" && banner.product?.rating == nil && banner.product?.sales == nil, "\(banner.id)")
        }
    }

    @Test func aBannersFromPriceIsThePriceOfAnItemWithAPhoto() async throws {
        let items = try await pages(of: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath)).flatMap { $0 }
        let priced = items.filter { !$0.isFullSpan && $0.product?.price.currency == "CNY" }
        for banner in items.filter(\.isFullSpan) {
            let price = try #require(banner.product?.price)
            #expect(priced.contains { $0.product?.price == price && $0.image != nil }, "\(banner.id): some item with a photo costs \(price.formatted)")
        }
    }

    @Test func everyExampleItemShowsAPhotoRelativeToItsOwnDirectory() async throws {
        let examples = Fixtures.bundledCatalogPath + "/../examples"
        for name in ["small.json", "items.jsonl", "bad-items.jsonl"] {
            let source = try FileCatalogSource(path: examples + "/" + name, pageSize: 100)
            guard case .page(let page) = try await source.page(1) else {
                Issue.record("\(name) has no items")
                continue
            }
            #expect(!page.items.isEmpty, "\(name)")
            let shown = try page.items.map { try checkPhoto(of: $0, in: examples + "/../photos/") }
            #expect(Set(shown).count == shown.count, "\(name) shows a photo twice")
        }
        let lines = try await pages(of: try FileCatalogSource(path: examples + "/items.jsonl", pageSize: 100)).flatMap { $0 }
        #expect(lines.filter(\.isFullSpan).count == 2, "items.jsonl has two banners")
    }

    @Test func headerReaderFindsTheSizesOfAllFourFormats() {
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x02, 0x80, 0, 0, 0x01, 0xE0, 8, 6, 0, 0, 0]
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let huffman: [UInt8] = [0xFF, 0xC4, 0, 5, 0, 0, 0]
        let frame: [UInt8] = [0xFF, 0xC2, 0, 11, 8, 0x01, 0x2C, 0x00, 0xC8, 1, 1, 0x11, 0]
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0xF7, 0, 0]
        let riff: (String) -> [UInt8] = { chunk in Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [0, 0, 0, 0] }
        let lossy = riff("VP8 ") + [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0x80, 0x02, 0xE0, 0x01]
        let lossless = riff("VP8L") + [0x2F, 0x7F, 0x42, 0x7F, 0x00, 0, 0, 0, 0, 0]  // 640 × 510: 639 | 509 << 14, little-endian
        let extended = riff("VP8X") + [0x10, 0, 0, 0, 0x7F, 0x02, 0x00, 0x67, 0x01, 0x00]
        let sizes = [png, [0xFF, 0xD8] + app0 + huffman + frame, gif, lossy, lossless, extended].map {
            PictureHeader.size(of: $0).map { [$0.width, $0.height] }
        }
        #expect(sizes == [[640, 480], [200, 300], [320, 240], [640, 480], [640, 510], [640, 360]])
        #expect(PictureHeader.size(of: [0xFF, 0xD8] + app0 + huffman) == nil)
        #expect(PictureHeader.size(of: riff("VP8 ") + [0, 0, 0, 1, 2, 3, 4, 5, 6, 7]) == nil, "a lossy chunk without its start code")
        #expect(PictureHeader.size(of: Array("GIF90a and then some bytes".utf8)) == nil)
    }
}
