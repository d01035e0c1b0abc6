import Colors
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct ShopItemTests {
    @Test func aspectRatioIsHeightOverWidth() {
        #expect(Fixtures.item("a").aspectRatio == 1.5)
    }

    @Test func withIDChangesOnlyTheID() {
        let plain = Fixtures.item("a")
        let item = ShopItem(
            id: plain.id, title: plain.title, kind: plain.kind, imageWidth: plain.imageWidth, imageHeight: plain.imageHeight,
            shop: plain.shop, thumbnail: Thumbnail(width: 1, height: 1, pixels: [RGB(red: 1, green: 2, blue: 3)]),
            image: .file(path: "/photos/a.jpg"), span: .full
        )
        let copy = item.withID("a~2")
        #expect(copy.id == "a~2")
        #expect(
            copy
                == ShopItem(
                    id: "a~2", title: item.title, kind: item.kind, imageWidth: item.imageWidth, imageHeight: item.imageHeight,
                    shop: item.shop, thumbnail: item.thumbnail, image: item.image, span: .full
                ))
    }

    @Test func anItemSpansOneColumnUnlessMarkedFullSpan() {
        #expect(!Fixtures.item("a").isFullSpan && Fixtures.item("a").span == .single)
    }

    @Test func aSpanIsOneByteOfOneToSixtyFourColumnsOrAll() {
        #expect(CardSpan.full.columnCount == nil && CardSpan.single.columnCount == 1)
        #expect(CardSpan.columns(3).columnCount == 3)
        #expect(CardSpan.columns(0) == .single && CardSpan.columns(500).columnCount == CatalogLimits.maximumSpan)
        #expect(MemoryLayout<CardSpan>.size == 1)
    }

    @Test func theFullSpanFlagAddsNoBytesToAnItem() {
        /// `ShopItem`'s stored properties before the flag, in the same order: its stride is the
        /// item's size without the flag.
        struct WithoutFlag {
            let id: String, title: CatalogText, kind: ItemKind, imageWidth: Int, imageHeight: Int, shop: CatalogText
            let color: RGB?, thumbnail: Thumbnail?, image: ImageReference?, morePhotos: [ImageReference]
        }
        #expect(MemoryLayout<ShopItem>.size == MemoryLayout<WithoutFlag>.size)
        #expect(MemoryLayout<ShopItem>.stride == MemoryLayout<WithoutFlag>.stride)
    }

    @Test func aProductOrAFileIsNoLargerThanAProductBesideAFileReference() {
        /// The item as it was before products and files were told apart: a price, rating and sales
        /// on every item, and a reference to a file on every item.
        struct ProductWithFileReference {
            let id: String, title: CatalogText, price: Price, imageWidth: Int, imageHeight: Int, shop: CatalogText
            let color: RGB?, isFullSpan: Bool, rating: Rating?, sales: Int?, thumbnail: Thumbnail?, image: ImageReference?, file: ItemFile?
        }
        #expect(MemoryLayout<ShopItem>.stride <= MemoryLayout<ProductWithFileReference>.stride)
    }
}
