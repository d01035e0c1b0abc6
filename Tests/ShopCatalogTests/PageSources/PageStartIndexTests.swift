import SeededRandom
import Testing

@testable import ShopCatalog

@Suite("Index of page starts", .timeLimit(.minutes(3)))
struct PageStartIndexTests {
    private static func position(_ page: Int) -> PageStartIndex.Position {
        PageStartIndex.Position(offset: page * 100, line: page * 3)
    }

    /// Property: after pages are recorded in order (as reading does), the nearest known start
    /// at or before any page is a recorded one, never past it, and at most `stride - 1` pages
    /// before it (or the latest); the index never holds more than its capacity.
    @Test func propertyNearestIsRecordedAndClose() {
        var random = SplitMix64(seed: 8)
        for _ in 0 ..< 40 {
            var index = PageStartIndex()
            let pages = Int(random.next() % 5_000) + 1
            for page in 2 ... max(2, pages) {
                index.record(page: page, position: Self.position(page))
            }
            #expect(index.stride <= max(1, 2 * pages / PageStartIndex.capacity + 1))
            for _ in 0 ..< 50 {
                let asked = Int(random.next() % UInt64(pages + 10)) + 1
                let found = index.nearest(atOrBefore: asked)
                #expect(found.page <= asked)
                #expect(found.position == (found.page == 1 ? .start : Self.position(found.page)))
                #expect(asked - found.page < index.stride || found.page == max(2, pages), "asked \(asked), found \(found.page)")
            }
        }
    }

    @Test func readingOnFromTheLatestPageNeedsNoSkipping() {
        var index = PageStartIndex()
        for page in 2 ... 10_000 {
            #expect(index.nearest(atOrBefore: page - 1).page == page - 1)
            index.record(page: page, position: Self.position(page))
        }
        #expect(index.nearest(atOrBefore: 10_000).page == 10_000)
    }
}
