import Colors
import SeededRandom
import Testing

@testable import ShopCatalog

@Suite("CatalogItem.sharingStorage(with:)", .timeLimit(.minutes(3)))
struct CatalogItemSharingTests {
    /// Where a text's bytes live; the texts used here are longer than 15 bytes, so they are on
    /// the heap and not stored inline in the string value.
    static func address(_ text: CatalogText) throws -> UnsafeRawPointer {
        var text = text.raw
        return try #require(text.withUTF8 { $0.baseAddress.map(UnsafeRawPointer.init) })
    }

    /// Where a thumbnail's pixels live.
    static func address(_ thumbnail: Thumbnail?) throws -> UnsafeRawPointer {
        let pixels = try #require(thumbnail).pixels
        return try #require(pixels.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) })
    }

    /// `text` in a buffer of its own (the same bytes, not the same storage).
    static func fresh(_ text: String) -> CatalogText {
        CatalogText(String(decoding: Array(text.utf8), as: UTF8.self))
    }

    /// A thumbnail with pixels drawn from `rng`, in an array of its own.
    static func thumbnail(seed: UInt64) -> Thumbnail? {
        var rng = SplitMix64(seed: seed)
        let pixels = (0 ..< 24).map { _ in RGB(red: UInt8.random(in: 0 ... 255, using: &rng), green: 7, blue: 9) }
        return Thumbnail(width: 4, height: 6, pixels: pixels)
    }

    static func item(
        id: String, title: CatalogText, shop: CatalogText, thumbnail: Thumbnail?, image: ImageReference? = nil, span: CardSpan = .single
    ) throws -> CatalogItem {
        CatalogItem(
            id: id, title: title, price: try #require(Price(minorUnits: 1990, currency: "CNY")),
            imageWidth: 300, imageHeight: 400, shop: shop, color: RGB(red: 1, green: 2, blue: 3),
            rating: Rating(tenths: 42), sales: 17, thumbnail: thumbnail, image: image, span: span
        )
    }

    /// One column, two, or all.
    static let spans: [CardSpan] = [.single, .columns(2), .full]

    /// No picture, or one of two files.
    static let images: [ImageReference?] = [nil, .file(path: "/photos/a.jpg"), .file(path: "/photos/b.png")]

    @Test("over random pairs, the result equals the item (span included) and shares exactly the identical fields")
    func sharesExactlyTheIdenticalFields() throws {
        var rng = SplitMix64(seed: 42)
        let titles = ["北欧风陶瓷花瓶 手工 限量款", "Lamy Safari 狩猎者钢笔 EF尖", "a plain English title here"]
        let shops = ["木子家居旗舰店", "宜家家居 IKEA 官方店", "a shop with a long name"]
        for _ in 0 ..< 200 {
            let title = titles.randomElement(using: &rng) ?? ""
            let shop = shops.randomElement(using: &rng) ?? ""
            let pictureSeed = UInt64.random(in: 0 ... 2, using: &rng)
            let other = try Self.item(
                id: "x", title: Self.fresh(titles.randomElement(using: &rng) ?? ""),
                shop: Self.fresh(shops.randomElement(using: &rng) ?? ""),
                thumbnail: Self.thumbnail(seed: UInt64.random(in: 0 ... 2, using: &rng)),
                image: Self.images.randomElement(using: &rng) ?? nil, span: Self.spans.randomElement(using: &rng) ?? .single
            )
            let item = try Self.item(
                id: "y", title: Self.fresh(title), shop: Self.fresh(shop), thumbnail: Self.thumbnail(seed: pictureSeed),
                image: Self.images.randomElement(using: &rng) ?? nil, span: Self.spans.randomElement(using: &rng) ?? .single
            )
            let shared = item.sharingStorage(with: other)

            #expect(shared == item)
            #expect(shared.id == "y")
            #expect(shared.span == item.span)
            let titleSource = other.title.raw == title ? other.title : item.title
            #expect(try Self.address(shared.title) == Self.address(titleSource))
            let shopSource = other.origin.raw == shop ? other.origin : item.origin
            #expect(try Self.address(shared.origin) == Self.address(shopSource))
            let pictureSource = other.thumbnail == item.thumbnail ? other.thumbnail : item.thumbnail
            #expect(try Self.address(shared.thumbnail) == Self.address(pictureSource))
        }
    }

    @Test("canonically equivalent but different bytes are kept as they are")
    func keepsCanonicallyEquivalentSpellings() throws {
        let composed = "Caf\u{E9} au lait, grande tasse"
        let decomposed = "Cafe\u{301} au lait, grande tasse"
        let item = try Self.item(id: "a", title: CatalogText(decomposed), shop: CatalogText(composed), thumbnail: nil)
        let other = try Self.item(id: "b", title: CatalogText(composed), shop: CatalogText(decomposed), thumbnail: nil)
        #expect(item.title == other.title)

        let shared = item.sharingStorage(with: other)
        #expect(Array(shared.title.raw.utf8) == Array(decomposed.utf8))
        #expect(Array(shared.origin.raw.utf8) == Array(composed.utf8))
    }

    @Test("a missing thumbnail stays missing")
    func missingThumbnailStaysMissing() throws {
        let item = try Self.item(id: "a", title: Self.fresh("a title longer than fifteen"), shop: Self.fresh("a shop longer than fifteen"), thumbnail: nil)
        let other = try Self.item(id: "b", title: item.title, shop: item.origin, thumbnail: Self.thumbnail(seed: 1))
        #expect(item.sharingStorage(with: other).thumbnail == nil)
        #expect(other.sharingStorage(with: item).thumbnail == other.thumbnail)
    }
}
