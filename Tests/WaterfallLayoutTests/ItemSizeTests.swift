import Testing

@testable import WaterfallLayout

@Suite("Item sizes and the height policy", .timeLimit(.minutes(3)))
struct ItemSizeTests {
    @Test func scaledImageHeightFloorsAndHandlesBadSizes() {
        #expect(ItemSize.scaledImageHeight(imageWidth: 200, imageHeight: 300, toWidth: 20) == 30)
        #expect(ItemSize.scaledImageHeight(imageWidth: 200, imageHeight: 300, toWidth: 20, rowsPerCell: 1, cellsPerRow: 2) == 15)
        #expect(ItemSize.scaledImageHeight(imageWidth: 3, imageHeight: 1, toWidth: 10) == 3)
        #expect(ItemSize.scaledImageHeight(imageWidth: 0, imageHeight: 300, toWidth: 20) == 0)
        #expect(ItemSize.scaledImageHeight(imageWidth: 200, imageHeight: -1, toWidth: 20) == 0)
        #expect(ItemSize.scaledImageHeight(imageWidth: 1, imageHeight: Int.max, toWidth: 20) == Int.max)
    }

    @Test func policyKeepsItsBoundsOrdered() {
        let policy = ItemHeightPolicy(fallbackHeight: 0, maximumHeight: -5)
        #expect(policy.fallbackHeight == 1 && policy.maximumHeight == 1)
        let other = ItemHeightPolicy(fallbackHeight: 10, maximumHeight: 5)
        #expect(other.maximumHeight == 10)
    }
}
