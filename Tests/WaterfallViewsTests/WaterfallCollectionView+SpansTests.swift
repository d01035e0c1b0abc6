import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Cards of several columns", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewSpansTests {
    /// A feed loaded page by page as the footer comes into view, with two-column and full-width
    /// cards, filling the gaps or not: the live set stays exact on every scroll and page, waiting
    /// cards are never live, and once the feed ends nothing waits.
    @Test(arguments: UInt64(1) ... 6)
    func aPagedFeedWithSpansKeepsTheLiveSetExact(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let placement: PlacementRule = seed % 3 == 0 ? .shortestColumn : .fillGaps(lookahead: Int.random(in: 2 ... 8, using: &rng))
        let section = SectionConfiguration(columnCount: Int.random(in: 2 ... 6, using: &rng), columnSpacing: 1, footerHeight: 1, placement: placement)
        let configuration = WaterfallViewConfiguration(
            options: LayoutOptions(width: 80), viewportHeight: 24, sections: [section], bufferFactor: Int.random(in: 0 ... 2, using: &rng)
        )
        let source = TestDataSource(count: 0, seed: seed, heights: 3 ... 15, spanEvery: 23, wideEvery: 5)
        let view = source.makeView(configuration)
        let pages = 12
        var delivered = 0
        source.onFooter = { view in
            guard delivered < pages else { return }
            delivered += 1
            source.count += 30
            view.appendItems(count: 30)
        }
        view.scroll(to: 0)
        for step in 0 ..< 300 {
            view.scroll(by: Int.random(in: -10 ... 30, using: &rng))
            LiveSetOracle.expectLiveSetIsExact(view, "step \(step)")
            #expect(view.liveCells.keys.allSatisfy(view.layout.isPlaced), "step \(step): waiting cards are not live")
        }
        #expect(delivered == pages)
        LiveSetOracle.expectLayoutMatchesSource(view, source, "before the end")
        view.placeWaitingItems()
        #expect(view.layout.waitingItems.isEmpty)
        view.scroll(to: view.maximumScrollOffset)
        LiveSetOracle.expectLiveSetIsExact(view, "after the end")
        LiveSetOracle.expectLayoutMatchesSource(view, source, "after the end")
        #expect(source.placedEarly == view.layout.placementMoves(inSection: 0), "the delegate heard every move")
        if placement != .shortestColumn { #expect(!source.placedEarly.isEmpty, "some cards were placed early") }
    }

    @Test func focusMovesBesideAndAcrossAWideCard() {
        // Cards of 5 rows in 4 columns, every ninth id (4, 13, …) two columns wide.
        let configuration = WaterfallViewConfiguration(
            options: LayoutOptions(width: 40), viewportHeight: 40, sections: [SectionConfiguration(columnCount: 4, columnSpacing: 0)], bufferFactor: 1
        )
        let source = TestDataSource(count: 12, heights: 5 ... 5, wideEvery: 9)
        let view = source.makeView(configuration)
        // Row 0: cards 0–3; card 4 (two columns) on columns 0–1 from row 5; 5 and 6 on columns 2
        // and 3 from row 5; 7 on column 2 from row 10 …
        #expect(view.layout.columnRange(ofItem: 4) == 0 ..< 2 && view.frame(ofItem: 4).y == 5)
        view.focus(4)
        #expect(view.moveFocus(.right) == 5, "right of the wide card: the card beside sharing its rows")
        #expect(view.moveFocus(.left) == 4, "back onto the wide card")
        #expect(view.moveFocus(.up) == 0, "up from the wide card: the nearest above its columns, the leftmost")
        view.focus(1)
        #expect(view.moveFocus(.down) == 4, "down from the second column reaches the wide card")
        #expect(view.moveFocus(.down) == view.layout.itemBelow(4), "down from the wide card stays in its columns")
        #expect(view.layout.columnRange(ofItem: view.focusedIndex ?? -1)?.overlaps(0 ..< 2) == true)
        view.focus(5)
        #expect(view.moveFocus(.left) == 4, "left of card 5 is the wide card")
    }

    @Test func tabFollowsTheReadingOrderAndSkipsWaitingCards() {
        // Two columns; card 2 two columns wide waits for the 3 cards after it, then card 3 fills
        // the hole under card 1 before it.
        let configuration = WaterfallViewConfiguration(
            options: LayoutOptions(width: 20), viewportHeight: 40,
            sections: [SectionConfiguration(columnCount: 2, columnSpacing: 0, placement: .fillGaps(lookahead: 3))], bufferFactor: 1
        )
        let source = SizedSource(sizes: [ItemSize(height: 6), ItemSize(height: 2), ItemSize(height: 2, span: .columns(2)), ItemSize(height: 4)])
        let view = source.makeView(configuration)
        #expect(view.layout.waitingItems == [2, 3])
        #expect(!view.focus(3), "a waiting card cannot be focused")
        view.focus(0)
        #expect(view.moveFocus(.next) == 1)
        #expect(view.moveFocus(.next) == 1, "nothing placed after card 1 yet")
        #expect(view.moveFocus(.last) == 1)
        source.sizes += [ItemSize(height: 9), ItemSize(height: 1)]
        view.appendItems(count: 2)
        #expect(source.placedEarly == [PlacementMove(item: 3, placedBefore: 2)])
        view.focus(1)
        #expect(view.moveFocus(.next) == 3, "card 3 was placed before the wide card")
        #expect(view.moveFocus(.next) == 2)
        #expect(view.moveFocus(.next) == 4)
        #expect(view.moveFocus(.previous) == 2)
        #expect(view.moveFocus(.previous) == 3)
        #expect(view.moveFocus(.previous) == 1)
        #expect(view.moveFocus(.last) == 5)
    }
}

/// A one-section data source of given sizes, recording the moves its delegate hears.
final class SizedSource: WaterfallCollectionViewDataSource, WaterfallCollectionViewDelegate {
    typealias Cell = TestCell

    var sizes: [ItemSize]
    private(set) var placedEarly: [PlacementMove] = []

    init(sizes: [ItemSize]) {
        self.sizes = sizes
    }

    func makeView(_ configuration: WaterfallViewConfiguration) -> WaterfallCollectionView<TestCell> {
        TestCell.makeView(configuration, source: self)
    }

    func numberOfItems(in collectionView: WaterfallCollectionView<TestCell>) -> Int { sizes.count }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, cellForItemAt index: Int) -> TestCell {
        let cell = collectionView.dequeueReusableCell() ?? TestCell(serial: index)
        cell.content = .item(id: index, version: 0)
        return cell
    }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, sizeForItemAt index: Int, widths: ItemWidths) -> ItemSize {
        sizes[index]
    }

    func collectionView(_ collectionView: WaterfallCollectionView<TestCell>, didPlaceItemsEarly moves: [PlacementMove]) {
        placedEarly.append(contentsOf: moves)
    }
}
