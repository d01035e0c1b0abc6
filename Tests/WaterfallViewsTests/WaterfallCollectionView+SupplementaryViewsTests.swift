import SeededRandom
import Testing
import WaterfallLayout
import WaterfallViews

@Suite("Section headers and footers as supplementary views", .timeLimit(.minutes(3)))
struct WaterfallCollectionViewSupplementaryViewsTests {
    /// Three sections of 2, 3 and 1 columns with headers and footers of several heights.
    static let sections = [
        SectionConfiguration(columnCount: 2, headerHeight: 2, footerHeight: 1),
        SectionConfiguration(columnCount: 3, rowSpacing: 1, headerHeight: 1, headerInsets: EdgeInsets(top: 1), footerHeight: 0),
        SectionConfiguration(columnCount: 1, insets: EdgeInsets(top: 1, bottom: 1), headerHeight: 3, footerHeight: 2),
    ]

    static func make(counts: [Int] = [40, 60, 10], seed: UInt64 = 41, bufferFactor: Int = 1) -> (TestDataSource, WaterfallCollectionView<TestCell>) {
        let source = TestDataSource(sectionCounts: counts, seed: seed, heights: 2 ... 9)
        let view = source.makeView(
            WaterfallViewConfiguration(
                options: LayoutOptions(width: 48), viewportHeight: 16, sections: sections, bufferFactor: bufferFactor
            ))
        return (source, view)
    }

    @Test(arguments: [(UInt64(1), 0), (2, 1), (3, 2)])
    func randomScrollsKeepExactlyTheBufferedHeadersAndFooters(seed: UInt64, bufferFactor: Int) {
        var rng = SplitMix64(seed: seed)
        let (source, view) = Self.make(
            counts: [Int.random(in: 0 ... 80, using: &rng), Int.random(in: 0 ... 80, using: &rng), 30], seed: seed, bufferFactor: bufferFactor)
        for step in 0 ..< 200 {
            let before = view.visibleSupplementaryViews
            let action = WaterfallCollectionViewReuseTests.randomStep(view, using: &rng)
            LiveSetOracle.expectLiveSetIsExact(view, "step \(step): \(action)")
            for (element, live) in view.visibleSupplementaryViews {
                if let old = before[element] { #expect(old === live, "step \(step): the \(element) kept its view") }
            }
        }
        withExtendedLifetime(source) {}  // the view holds its data source weakly
    }

    @Test func eachKindHasItsOwnPool() throws {
        let (source, view) = Self.make()
        let header = try #require(view.supplementaryView(for: SupplementaryElement(kind: .header, section: 0)))
        #expect(header.content == .header(section: 0, version: 0))
        #expect(
            view.visibleSupplementaryViews.keys.sorted() == [
                SupplementaryElement(kind: .header, section: 0)
            ], "only the first header is near the top")
        view.scrollToBottom()
        #expect(view.supplementaryStatistics.pooled == 1)
        #expect(view.dequeueReusableSupplementaryView(ofKind: .footer) == nil, "the pooled view is a header")
        #expect(view.dequeueReusableSupplementaryView(ofKind: .header) === header)
        #expect(view.supplementaryStatistics.dequeued == 1)
        #expect(Set(view.visibleSupplementaryViews.keys) == LiveSetOracle.elements(of: view, intersecting: LiveSetOracle.bufferedRows(of: view)))
        #expect(view.statistics.created == source.requestedIndexes.count - view.statistics.dequeued)
    }

    @Test func forEachVisibleSupplementaryViewReportsTheOnScreenOnesWithTheirFrames() {
        let (source, view) = Self.make()
        for offset in stride(from: 0, through: view.maximumScrollOffset, by: 7) {
            view.scroll(to: offset)
            var seen: [SupplementaryElement: Rect] = [:]
            view.forEachVisibleSupplementaryView { element, cell, frame in
                #expect(cell === view.supplementaryView(for: element))
                #expect(seen.updateValue(frame, forKey: element) == nil, "reported once")
            }
            let expected = LiveSetOracle.elements(of: view, intersecting: view.viewportRows)
            #expect(Set(seen.keys) == expected, "offset \(offset)")
            for (element, frame) in seen {
                #expect(frame == view.frame(of: element))
            }
        }
        withExtendedLifetime(source) {}  // the view holds its data source weakly
    }

    @Test func withoutViewsFromTheDataSourceOnlyFramesAreReported() {
        let source = TestDataSource(sectionCounts: [10, 10, 10], seed: 42)
        source.suppliesSupplementaryViews = false
        let view = source.makeView(WaterfallViewConfiguration(options: LayoutOptions(width: 48), viewportHeight: 200, sections: Self.sections))
        #expect(view.visibleSupplementaryViews.isEmpty)
        #expect(view.supplementaryStatistics == ReuseStatistics())
        var elements: [SupplementaryElement] = []
        view.forEachSupplementaryElement(intersecting: 0 ..< view.contentHeight) { element, frame in
            #expect(frame == view.frame(of: element))
            elements.append(element)
        }
        #expect(
            elements == [
                SupplementaryElement(kind: .header, section: 0), SupplementaryElement(kind: .footer, section: 0),
                SupplementaryElement(kind: .header, section: 1),
                SupplementaryElement(kind: .header, section: 2), SupplementaryElement(kind: .footer, section: 2),
            ])
        #expect(source.requestedElements == elements, "each asked once")
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func aDeclinedElementIsAskedAgainOnlyWhenItEntersAgain() {
        let source = TestDataSource(sectionCounts: [10, 10, 10], seed: 43, heights: 2 ... 9)
        source.suppliesSupplementaryViews = false
        let view = source.makeView(WaterfallViewConfiguration(options: LayoutOptions(width: 48), viewportHeight: 8, sections: Self.sections, bufferFactor: 1))
        var expected = LiveSetOracle.elements(of: view, intersecting: LiveSetOracle.bufferedRows(of: view)).sorted()
        #expect(source.requestedElements == expected)
        for direction in [1, -1] {
            for _ in 0 ..< view.maximumScrollOffset {
                let before = LiveSetOracle.elements(of: view, intersecting: LiveSetOracle.bufferedRows(of: view))
                view.scroll(by: direction)
                let now = LiveSetOracle.elements(of: view, intersecting: LiveSetOracle.bufferedRows(of: view))
                expected += now.subtracting(before).sorted()
            }
        }
        #expect(source.requestedElements == expected)
        #expect(view.visibleSupplementaryViews.isEmpty)
    }

    @Test func theHeaderIsTheFirstSectionsAndTheFooterTheLastSections() throws {
        let (source, view) = Self.make()
        #expect(view.headerFrame == view.layout.headerFrame(inSection: 0))
        #expect(view.footerFrame == view.layout.footerFrame(inSection: 2))
        let footer = try #require(view.footerFrame)
        #expect(footer.maxY == view.contentHeight)
        let calls = source.footerCalls
        view.scroll(to: footer.y - view.viewportRows.count)
        #expect(source.footerCalls == calls, "the footer of section 0 does not ask for a page")
        view.scroll(by: 1)
        #expect(view.isLoadTriggerVisible)
        #expect(source.footerCalls == calls + 1)
    }

    @Test func viewsFollowTheirSectionsThroughSectionUpdates() throws {
        let (source, view) = Self.make(counts: [3, 3, 3])
        view.setViewportSize(width: 48, height: 200)
        let third = try #require(view.supplementaryView(for: SupplementaryElement(kind: .header, section: 2)))
        let first = try #require(view.supplementaryView(for: SupplementaryElement(kind: .header, section: 0)))
        let firstReuses = first.reuseCount
        source.insertSections([2], at: 1)
        try view.insertSections([SectionConfiguration(headerHeight: 1)], at: 1)
        #expect(view.supplementaryView(for: SupplementaryElement(kind: .header, section: 3)) === third)
        #expect(view.supplementaryView(for: SupplementaryElement(kind: .header, section: 1))?.content == .header(section: 3, version: 0))
        source.reloadSection(0, count: 1)
        try view.reloadSections([0])
        #expect(view.supplementaryView(for: SupplementaryElement(kind: .header, section: 0)) === first, "reconfigured in place")
        #expect(first.reuseCount == firstReuses + 1)
        #expect(first.content == .header(section: 0, version: 1))
        source.deleteSections([3])
        try view.deleteSections([3])
        #expect(third.content == nil, "the deleted section's view went to the pool")
        LiveSetOracle.expectLiveSetIsExact(view)
        LiveSetOracle.expectLayoutMatchesSource(view, source)
    }
}
