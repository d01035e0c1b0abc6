import SeededRandom
import Testing
import WaterfallLayout

@testable import WaterfallBenchmarks

@Suite("The span benchmarks' cards and white space", .timeLimit(.minutes(1)))
struct SpanBenchmarksTests {
    @Test(arguments: [4, 8])
    func whiteSpaceFromPositionsEqualsTheLayoutsOwn(columns: Int) {
        for seed in UInt64(1) ... 5 {
            let widths = SpanBenchmarks.makeLayout([], columns: columns).widthsForAppending
            let cards = SpanBenchmarks.cards(SpanBenchmarks.randomPhotoSizes(count: 400, seed: seed), widths: widths)
            for placement in [PlacementRule.shortestColumn, .fillGaps(lookahead: 8)] {
                let layout = SpanBenchmarks.makeLayout(cards, columns: columns, placement: placement)
                let placed = GestaltComparison.GestaltResult(
                    nanoseconds: 0, tops: (0 ..< layout.itemCount).map { layout.frame(ofItem: $0).y },
                    columns: (0 ..< layout.itemCount).map { layout.columnRange(ofItem: $0)?.lowerBound ?? -1 }
                )
                #expect(placed.whiteSpace(cards: cards, columns: columns) == layout.whiteSpace(inSection: 0))
            }
        }
    }

    @Test func cardsSpanAsThePhotosBrowserSpansThem() {
        let widths = SpanBenchmarks.makeLayout([], columns: 8).widthsForAppending
        let cards = SpanBenchmarks.cards([(400, 300), (2_000, 1_000), (5_000, 1_000), (3_000, 4_000)], widths: widths)
        #expect(cards.map(\.span) == [.single, .columns(3), .columns(8), .single])
        #expect(cards[1].height < cards[0].height * 2, "a wide picture at three columns is about as tall as a card")
        let random = SpanBenchmarks.randomPhotoSizes(count: 10_000, seed: 1)
        let panoramas = random.filter { $0.width >= 2 * $0.height }.count
        #expect(panoramas > 900 && panoramas < 1_100, "one in ten is a panorama")
    }
}
