import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Item and section updates", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewUpdatesTests {
    static let configuration = WaterfallViewConfiguration(
        viewportWidth: 60, viewportHeight: 20, section: SectionConfiguration(columnCount: 3, headerHeight: 2, footerHeight: 1),
        bufferFactor: 1
    )

    /// A random multi-section configuration and a source over it.
    static func randomSetup(seed: UInt64, using rng: inout SplitMix64) -> (TestDataSource, WaterfallCollectionView<TestCell>) {
        let sections = (0 ..< Int.random(in: 1 ... 4, using: &rng)).map { _ in RandomUpdates.randomSection(using: &rng) }
        let counts = sections.map { _ in Int.random(in: 0 ... 300, using: &rng) }
        let source = TestDataSource(
            sectionCounts: counts, seed: seed, heights: 1 ... 10, aspectHeights: seed % 3 == 1, spanEvery: seed % 2 == 0 ? 17 : nil,
            wideEvery: seed % 4 < 2 ? 7 : nil
        )
        let configuration = WaterfallViewConfiguration(
            options: LayoutOptions(width: Int.random(in: 30 ... 120, using: &rng), minimumContentHeight: Int.random(in: 0 ... 50, using: &rng)),
            viewportHeight: Int.random(in: 5 ... 40, using: &rng), sections: sections, bufferFactor: Int.random(in: 0 ... 3, using: &rng)
        )
        return (source, source.makeView(configuration))
    }

    @Test(arguments: UInt64(1) ... 8)
    func randomUpdatesScrollsAndFocusMovesKeepEverythingExact(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &+ 500)
        let (source, view) = Self.randomSetup(seed: seed, using: &rng)
        var updates = RandomUpdates(source: source, view: view)
        for step in 0 ..< 100 {
            switch Int.random(in: 0 ..< 11, using: &rng) {
            case 10:
                view.placeWaitingItems()
                updates.appendsPages = false
                #expect(view.layout.waitingItems.isEmpty, "step \(step): settled")
            case 0 ..< 6:
                let snapshot = UpdateSnapshot(view, source)
                let before = Set((0 ..< view.itemCount).map(source.content(ofItem:)))
                source.clearRecords()
                let action = try updates.step(using: &rng)
                let context = "step \(step): \(action)"
                snapshot.expectUpdate(to: view, source, context)
                LiveSetOracle.expectLayoutMatchesSource(view, source, context)
                let changed = (0 ..< view.itemCount).filter { !before.contains(source.content(ofItem: $0)) }
                #expect(source.measuredIndexes.sorted() == changed, "only new and reloaded items are measured, once; \(context)")
            case 6:
                let move = FocusMove.allCases.randomElement(using: &rng) ?? .down
                view.moveFocus(move)
                #expect(view.focusedIndex.map(view.layout.isPlaced) ?? true, "step \(step): a waiting card is never focused")
            case 7:
                view.scroll(to: Int.random(in: 0 ... max(0, view.contentHeight), using: &rng))
            default:
                let snapshot = LiveSnapshot(view)
                view.scroll(by: Int.random(in: -12 ... 12, using: &rng))
                snapshot.expectIncrementalStep(to: view, "step \(step): scroll")
            }
            LiveSetOracle.expectLiveSetIsExact(view, "step \(step)")
            #expect(source.numberingMismatches.isEmpty, "step \(step): the numbering during measuring")
        }
    }

    @Test func insertingAboveTheViewportKeepsTheFirstVisibleItemOnItsRowAndEveryCell() throws {
        let source = TestDataSource(count: 2_000, seed: 31)
        let view = source.makeView(Self.configuration)
        view.scroll(to: 3_000)
        let anchor = try #require(view.firstVisibleItem())
        let row = view.frame(ofItem: anchor).y - view.scrollOffset
        let cells = view.liveCells
        let created = view.statistics.created
        let paths = (0 ..< 10).map { ItemPath(section: 0, item: $0 * 3) }
        source.insertItems(at: paths)
        try view.insertItems(at: paths)
        #expect(view.frame(ofItem: anchor + 10).y - view.scrollOffset == row)
        #expect(view.scrollOffset > 3_000)
        for (index, cell) in cells {
            #expect(view.liveCells[index + 10] === cell, "item \(index) kept its cell at its new index")
        }
        #expect(view.statistics.created == created, "no cell was made")
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func theFocusFollowsItsItemAndIsClearedWithIt() throws {
        let source = TestDataSource(count: 300, seed: 32)
        let view = source.makeView(Self.configuration)
        view.focus(40)
        let id = source.itemID(at: 40)
        source.insertItems(at: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])
        try view.insertItems(at: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])
        #expect(view.focusedIndex == 42)
        #expect(source.itemID(at: 42) == id)
        #expect(source.focusChanges.last == .init(old: 40, new: 42))
        source.deleteItems(at: [ItemPath(section: 0, item: 5)])
        try view.deleteItems(at: [ItemPath(section: 0, item: 5)])
        #expect(view.focusedIndex == 41)
        source.deleteItems(at: [ItemPath(section: 0, item: 41)])
        try view.deleteItems(at: [ItemPath(section: 0, item: 41)])
        #expect(view.focusedIndex == nil)
        #expect(source.focusChanges.last == .init(old: 41, new: nil))
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func aReloadedItemIsMeasuredAgainAndKeepsItsCellObject() throws {
        let source = TestDataSource(count: 200, seed: 33)
        let view = source.makeView(Self.configuration)
        let index = try #require(view.visibleItems.dropFirst(4).first)
        let cell = try #require(view.cell(at: index))
        let reuses = cell.reuseCount
        source.clearRecords()
        source.reloadItems(at: [ItemPath(section: 0, item: index)])
        try view.reloadItems(at: [ItemPath(section: 0, item: index)])
        #expect(source.measuredIndexes == [index])
        #expect(source.requestedIndexes == [index])
        #expect(view.cell(at: index) === cell)
        #expect(cell.reuseCount == reuses + 1, "prepared for reuse once, then configured again")
        #expect(cell.content == source.content(ofItem: index))
        #expect(view.frame(ofItem: index).height == source.size(of: index, widths: view.layout.geometry(ofSection: 0).itemWidths).height)
        LiveSetOracle.expectLayoutMatchesSource(view, source)
    }

    @Test func aBatchIsAppliedOnceAtItsEnd() throws {
        let source = TestDataSource(count: 500, seed: 34)
        let view = source.makeView(Self.configuration)
        let footerCalls = source.footerCalls
        source.clearRecords()
        try view.performBatchUpdates {
            source.deleteItems(at: [ItemPath(section: 0, item: 2)])
            try view.deleteItems(at: [ItemPath(section: 0, item: 2)])
            #expect(view.itemCount == 500, "nothing is applied inside the batch")
            source.insertItems(at: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 499)])
            try view.insertItems(at: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 499)])
            source.count += 3
            view.appendItems(count: 3)
            #expect(source.measuredIndexes.isEmpty)
        }
        #expect(view.itemCount == 504)
        #expect(source.measuredIndexes == [0, 499, 501, 502, 503], "the new items, measured once, in order")
        #expect(source.footerCalls == footerCalls, "the footer is off screen")
        LiveSetOracle.expectLayoutMatchesSource(view, source)
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func badIndicesThrowNamingThemAndChangeNothing() throws {
        let source = TestDataSource(sectionCounts: [5, 0], seed: 35)
        let view = source.makeView(
            WaterfallViewConfiguration(
                options: LayoutOptions(width: 40), viewportHeight: 10, sections: [SectionConfiguration(), SectionConfiguration()]
            ))
        let frames = (0 ..< 5).map(view.frame(ofItem:))
        let cases: [(() throws -> Void, WaterfallCollectionViewError)] = [
            ({ try view.insertItems(at: [ItemPath(section: 0, item: 6)]) }, .itemOutOfRange(ItemPath(section: 0, item: 6), itemCount: 5)),
            ({ try view.insertItems(at: [ItemPath(section: 2, item: 0)]) }, .sectionOutOfRange(section: 2, sectionCount: 2)),
            ({ try view.deleteItems(at: [ItemPath(section: 1, item: 0)]) }, .itemOutOfRange(ItemPath(section: 1, item: 0), itemCount: 0)),
            ({ try view.reloadItems(at: [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 1)]) }, .duplicateItem(ItemPath(section: 0, item: 1))),
            ({ try view.deleteSections([0, 1]) }, .deletingEverySection),
            ({ try view.reloadSections([-1]) }, .sectionOutOfRange(section: -1, sectionCount: 2)),
            ({ try view.deleteSections([1, 1]) }, .duplicateSection(1)),
            ({ try view.insertSections([SectionConfiguration()], at: 3) }, .sectionOutOfRange(section: 3, sectionCount: 2)),
        ]
        for (call, expected) in cases {
            #expect(throws: expected) { try call() }
        }
        #expect(
            WaterfallCollectionViewError.itemOutOfRange(ItemPath(section: 0, item: 6), itemCount: 5).description
                == "item 6 of section 0 is out of range: the section has 5 items")
        #expect(view.itemCount == 5 && view.sectionCount == 2)
        #expect((0 ..< 5).map(view.frame(ofItem:)) == frames)
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func aBatchThatThrowsAppliesNothingOfIt() throws {
        let source = TestDataSource(count: 50, seed: 36)
        let view = source.makeView(Self.configuration)
        let frames = (0 ..< 50).map(view.frame(ofItem:))
        #expect(throws: WaterfallCollectionViewError.itemOutOfRange(ItemPath(section: 0, item: 99), itemCount: 49)) {
            try view.performBatchUpdates {
                try view.deleteItems(at: [ItemPath(section: 0, item: 0)])
                try view.deleteItems(at: [ItemPath(section: 0, item: 99)])
            }
        }
        #expect(view.itemCount == 50)
        #expect((0 ..< 50).map(view.frame(ofItem:)) == frames)
        source.insertItems(at: [ItemPath(section: 0, item: 0)])
        try view.insertItems(at: [ItemPath(section: 0, item: 0)])
        #expect(view.itemCount == 51, "the failed batch left nothing pending")
        LiveSetOracle.expectLayoutMatchesSource(view, source)
    }

    @Test func insertedAndReloadedSectionsReadTheirItemsFromTheDataSource() throws {
        let source = TestDataSource(sectionCounts: [20, 20], seed: 37)
        let sections = [SectionConfiguration(columnCount: 2, headerHeight: 1), SectionConfiguration(columnCount: 3, footerHeight: 1)]
        let view = source.makeView(WaterfallViewConfiguration(options: LayoutOptions(width: 50), viewportHeight: 30, sections: sections))
        let banner = SectionConfiguration(columnCount: 1, headerHeight: 2, footerHeight: 2)
        source.insertSections([7], at: 1)
        try view.insertSections([banner], at: 1)
        #expect(view.sectionCount == 3)
        #expect(view.numberOfItems(inSection: 1) == 7)
        #expect(view.configuration.sections == [sections[0], banner, sections[1]])
        LiveSetOracle.expectLayoutMatchesSource(view, source)
        #expect(throws: WaterfallCollectionViewError.itemInReplacedSection(ItemPath(section: 0, item: 0))) {
            try view.performBatchUpdates {
                try view.reloadSections([0])
                try view.deleteItems(at: [ItemPath(section: 0, item: 0)])
            }
        }
        source.reloadSection(0, count: 4)
        try view.reloadSections([0])
        #expect(view.numberOfItems(inSection: 0) == 4)
        source.deleteSections([1])
        try view.deleteSections([1])
        #expect(view.configuration.sections == sections)
        LiveSetOracle.expectLayoutMatchesSource(view, source)
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func fullSpanItemsAreCellsAcrossTheirSection() throws {
        let source = TestDataSource(sectionCounts: [30, 30], seed: 38, spanEvery: 5)
        let sections = [SectionConfiguration(columnCount: 3, insets: EdgeInsets(left: 2, right: 2)), SectionConfiguration(columnCount: 2)]
        let view = source.makeView(WaterfallViewConfiguration(options: LayoutOptions(width: 62), viewportHeight: 400, sections: sections))
        var spanning = 0
        for index in 0 ..< view.itemCount where source.itemID(at: index) % 5 == 4 {
            let section = try #require(view.itemPath(of: index)).section
            let geometry = view.layout.geometry(ofSection: section)
            #expect(view.frame(ofItem: index).width == geometry.fullSpanWidth)
            #expect(view.frame(ofItem: index).x == geometry.contentX)
            #expect(view.cell(at: index)?.content == source.content(ofItem: index), "a full-span item has a live cell")
            spanning += 1
        }
        #expect(spanning == 12)
        LiveSetOracle.expectLiveSetIsExact(view)
    }
}
