import Testing
@testable import ShopCatalog

@Suite struct ShopItemTests {
    @Test func aspectRatioIsHeightOverWidth() {
        #expect(Fixtures.item("a").aspectRatio == 1.5)
    }

    @Test func withIDChangesOnlyTheID() {
        let item = Fixtures.item("a")
        let copy = item.withID("a~2")
        #expect(copy.id == "a~2")
        #expect(copy.title == item.title && copy.price == item.price && copy.imageHeight == item.imageHeight)
    }
}
