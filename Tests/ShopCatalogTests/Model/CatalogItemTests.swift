import Colors
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct CatalogItemTests {
    @Test func aspectRatioIsHeightOverWidth() {
        #expect(Fixtures.item("a").aspectRatio == 1.5)
    }

    @Test func withIDChangesOnlyTheID() {
        let plain = Fixtures.item("a")
        let item = CatalogItem(
            id: plain.id, title: plain.title, kind: plain.kind, imageWidth: plain.imageWidth, imageHeight: plain.imageHeight,
            thumbnail: Thumbnail(width: 1, height: 1, pixels: [RGB(red: 1, green: 2, blue: 3)]),
            image: .file(path: "/photos/a.jpg"), span: .full
        )
        let copy = item.withID("a~2")
        #expect(copy.id == "a~2")
        #expect(
            copy
                == CatalogItem(
                    id: "a~2", title: item.title, kind: item.kind, imageWidth: item.imageWidth, imageHeight: item.imageHeight,
                    thumbnail: item.thumbnail, image: item.image, span: .full
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
        /// `CatalogItem`'s stored properties before the flag, in the same order: its stride is the
        /// item's size without the flag.
        struct WithoutFlag {
            let id: String, title: CatalogText, imageWidth: Int32, kind: ItemKind, imageHeight: Int32
            let image: ImageReference?, color: RGB?, thumbnail: Thumbnail?, morePhotos: [ImageReference]
        }
        #expect(MemoryLayout<CatalogItem>.size == MemoryLayout<WithoutFlag>.size)
        #expect(MemoryLayout<CatalogItem>.stride == MemoryLayout<WithoutFlag>.stride)
    }

    @Test func aProductOrAFileIsNoLargerThanAProductBesideAFileReference() {
        /// The item as it was before products and files were told apart: a price, rating and sales
        /// on every item, and a reference to a file on every item.
        struct ProductWithFileReference {
            let id: String, title: CatalogText, price: Price, imageWidth: Int, imageHeight: Int, shop: CatalogText
            let color: RGB?, isFullSpan: Bool, rating: Rating?, sales: Int?, thumbnail: Thumbnail?, image: ImageReference?, file: ItemFile?
        }
        #expect(MemoryLayout<CatalogItem>.stride <= MemoryLayout<ProductWithFileReference>.stride)
    }

    @Test func theShopInTheProductAddsNoBytesToAnItem() {
        /// A product's facts without its shop.
        struct ProductWithoutShop { let price: Price, rating: Rating?, sales: Int? }
        /// What an item was while every item had a shop, a picture file's being its folder.
        enum KindWithoutShop {
            case product(ProductWithoutShop)
            case pictureFile(ItemFile)
        }
        struct ShopBesideKind {
            let id: String, title: CatalogText, kind: KindWithoutShop, imageWidth: Int, imageHeight: Int, shop: CatalogText
            let color: RGB?, span: CardSpan, thumbnail: Thumbnail?, image: ImageReference?, morePhotos: [ImageReference]
        }
        #expect(MemoryLayout<CatalogItem>.stride <= MemoryLayout<ShopBesideKind>.stride)
    }

    @Test func aProductKeepsItsShopAndAFileItsGroup() {
        let product = Fixtures.item("a")
        #expect(product.origin == product.product?.shop)
        let file = ItemFile(path: "p/a.jpg", name: CatalogText("a.jpg"), folder: CatalogText("p"), format: "JPEG", byteCount: 1, modified: 0)
        let named = ItemFile(
            path: "p/b.jpg", name: CatalogText("b.jpg"), folder: CatalogText("p"), group: CatalogText("named"), format: "JPEG", byteCount: 1, modified: 0
        )
        let picture = { (file: ItemFile) in CatalogItem(id: file.path, title: file.name, kind: .pictureFile(file), imageWidth: 1, imageHeight: 1) }
        #expect(picture(file).origin.raw == "p" && picture(named).origin.raw == "named")
        #expect(picture(file).kind.tag == .pictureFile && product.kind.tag == .product)
    }

    @Test func sizesAreKeptExactlyAndClampedBeyondThirtyTwoBits() {
        let plain = Fixtures.item("a")
        let big = CatalogItem(id: "b", title: plain.title, kind: plain.kind, imageWidth: 100_000, imageHeight: Int.max)
        #expect(big.imageWidth == 100_000 && big.imageHeight == Int(Int32.max))
    }
}
