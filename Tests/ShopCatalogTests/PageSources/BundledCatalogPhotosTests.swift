import Foundation
import TestSupport
import Testing
@testable import ShopCatalog

@Suite("Bundled catalog photos", .timeLimit(.minutes(3)))
struct BundledCatalogPhotosTests {
    /// Data/photos/, as the catalog's relative paths reach it.
    private static let photosFromCatalog = Fixtures.bundledCatalogPath + "/../photos/"

    /// The items of every page of `source`, page by page.
    private func pages(of source: any PageSource) async throws -> [[ShopItem]] {
        var pages: [[ShopItem]] = []
        while case .page(let page) = try await source.page(pages.count + 1) {
            #expect(page.issues.isEmpty, "\(page.issues)")
            pages.append(page.items)
        }
        return pages
    }

    /// Checks that `item`'s image is a file in `directory` whose header size is the item's
    /// width and height; returns the file's name.
    private func checkPhoto(of item: ShopItem, in directory: String) throws -> String {
        guard case .file(let path)? = item.image else {
            Issue.record("\(item.id): expected a local file, got \(String(describing: item.image))")
            return ""
        }
        #expect(path.hasPrefix(directory), "\(item.id): \(path)")
        let bytes = try #require(FileManager.default.contents(atPath: path), "\(item.id): \(path) cannot be read")
        let size = try #require(PictureHeader.size(of: Array(bytes)), "\(item.id): \(path) is not a PNG or JPEG")
        #expect(size.width == item.imageWidth && size.height == item.imageHeight, "\(item.id): \(path) is \(size), the item says \(item.imageWidth)×\(item.imageHeight)")
        #expect(item.thumbnail != nil, "\(item.id) has a photo but no placeholder thumbnail")
        return String(path.dropFirst(directory.count))
    }

    @Test func everyCatalogImageExistsWithTheItemsSize() async throws {
        let pages = try await pages(of: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath))
        let shown = pages.flatMap { $0 }.filter { $0.image != nil }
        #expect(shown.count >= 40)
        #expect(pages[0].filter { $0.image != nil }.count >= 5, "the first screen shows several photos")
        #expect(pages.filter { $0.contains { $0.image != nil } }.count >= 15, "the photos are spread over the pages")
        var used: [String] = []
        for item in shown {
            let file = try checkPhoto(of: item, in: Self.photosFromCatalog)
            if !item.isFullSpan { used.append(file) }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.photosFromCatalog)
            .filter { $0.hasSuffix(".jpg") || $0.hasSuffix(".png") }
        #expect(used.sorted() == files.sorted(), "each photo is shown by exactly one one-column item")
        #expect(files.contains { $0.hasSuffix(".png") } && files.contains { $0.hasSuffix(".jpg") })
    }

    @Test func bannersAreSpreadOverThePagesWithWidePhotos() async throws {
        let pages = try await pages(of: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath))
        let bannerPages = pages.indices.filter { pages[$0].contains(where: \.isFullSpan) }.map { $0 + 1 }
        let banners = pages.flatMap { $0 }.filter(\.isFullSpan)
        #expect(banners.count >= 8 && banners.count == bannerPages.count, "one banner on each of \(bannerPages)")
        #expect(bannerPages.first == 1, "the first page has a banner")
        #expect(zip(bannerPages, bannerPages.dropFirst()).allSatisfy { (2 ... 3).contains($1 - $0) }, "every 2nd or 3rd page: \(bannerPages)")
        #expect(pages.count - (bannerPages.last ?? 0) < 3, "banners run to the last pages: \(bannerPages)")
        #expect(Set(banners.map(\.title.raw)).count == banners.count, "each banner is a different collection")
        for banner in banners {
            _ = try checkPhoto(of: banner, in: Self.photosFromCatalog)
            #expect(banner.imageHeight * 2 <= banner.imageWidth, "\(banner.id): a banner's photo is at least twice as wide as high")
            #expect(banner.price.currency == "CNY" && banner.rating == nil && banner.sales == nil, "\(banner.id)")
        }
    }

    @Test func aBannersFromPriceIsThePriceOfAnItemWithAPhoto() async throws {
        let items = try await pages(of: try BundledCatalogSource(directory: Fixtures.bundledCatalogPath)).flatMap { $0 }
        let priced = items.filter { !$0.isFullSpan && $0.price.currency == "CNY" }
        for banner in items.filter(\.isFullSpan) {
            #expect(priced.contains { $0.price == banner.price && $0.image != nil }, "\(banner.id): some item with a photo costs \(banner.price.formatted)")
        }
    }

    @Test func exampleFilesShowPhotosRelativeToTheirOwnDirectory() async throws {
        let examples = Fixtures.bundledCatalogPath + "/../examples"
        for name in ["small.json", "items.jsonl"] {
            let items = try await pages(of: try FileCatalogSource(path: examples + "/" + name, pageSize: 100)).flatMap { $0 }
            let shown = items.filter { $0.image != nil }
            #expect(!shown.isEmpty, "\(name) has items with photos")
            for item in shown { _ = try checkPhoto(of: item, in: examples + "/../photos/") }
        }
        let lines = try await pages(of: try FileCatalogSource(path: examples + "/items.jsonl", pageSize: 100)).flatMap { $0 }
        let banners = lines.filter(\.isFullSpan)
        #expect(banners.count == 2 && banners.allSatisfy { $0.image != nil }, "items.jsonl has two banners with photos")
    }

    @Test func headerReaderFindsPNGAndJPEGSizes() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x02, 0x80, 0, 0, 0x01, 0xE0, 8, 6, 0, 0, 0]
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let huffman: [UInt8] = [0xFF, 0xC4, 0, 5, 0, 0, 0]
        let frame: [UInt8] = [0xFF, 0xC2, 0, 11, 8, 0x01, 0x2C, 0x00, 0xC8, 1, 1, 0x11, 0]
        #expect(PictureHeader.size(of: png).map { [$0.width, $0.height] } == [640, 480])
        #expect(PictureHeader.size(of: [0xFF, 0xD8] + app0 + huffman + frame).map { [$0.width, $0.height] } == [200, 300])
        #expect(PictureHeader.size(of: [0xFF, 0xD8] + app0 + huffman) == nil)
        #expect(PictureHeader.size(of: Array("GIF89a, not a photo".utf8)) == nil)
    }
}
