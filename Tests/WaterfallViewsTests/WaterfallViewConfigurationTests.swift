import Testing
import WaterfallLayout
import WaterfallViews

@Suite("View configuration", .timeLimit(.minutes(3)))
struct WaterfallViewConfigurationTests {
    @Test func theOneSectionInitializerIsTheGeneralOneWithOneSection() {
        let section = SectionConfiguration(columnCount: 4, columnSpacing: 2, insets: EdgeInsets(left: 1, right: 1), footerHeight: 1)
        let short = WaterfallViewConfiguration(viewportWidth: 90, viewportHeight: 30, section: section, direction: .leftToRight, bufferFactor: 3)
        let general = WaterfallViewConfiguration(
            options: LayoutOptions(width: 90, direction: .leftToRight), viewportHeight: 30, sections: [section], bufferFactor: 3
        )
        #expect(short == general)
    }

    @Test func sectionSettingsAndTheMinimumContentHeightReachTheLayout() {
        let sections = [
            SectionConfiguration(columnCount: 2, headerHeight: 2, headerInsets: EdgeInsets(top: 1, left: 3, bottom: 1, right: 3)),
            SectionConfiguration(columnCount: 3, footerHeight: 1, footerInsets: EdgeInsets(top: 2, left: 1, bottom: 1, right: 1)),
        ]
        let source = TestDataSource(sectionCounts: [4, 0], seed: 51, heights: 3 ... 3)
        let view = source.makeView(
            WaterfallViewConfiguration(
                options: LayoutOptions(width: 30, minimumContentHeight: 100), viewportHeight: 10, sections: sections
            ))
        #expect(view.headerFrame == Rect(x: 3, y: 1, width: 24, height: 2))
        // Section 0: header band 0..<4, items 4..<10; section 1: footer inset 2, footer at 12.
        #expect(view.footerFrame == Rect(x: 1, y: 12, width: 28, height: 1))
        #expect(view.layout.contentHeight == 100)
        #expect(view.contentHeight == 100)
        #expect(view.maximumScrollOffset == 90)
        #expect(view.columnCount == 2)
        #expect(view.columnWidth == view.layout.geometry(ofSection: 0).columnWidth)
    }

    @Test func anEmptySectionListIsOneDefaultSection() {
        let source = TestDataSource(count: 5)
        let view = source.makeView(WaterfallViewConfiguration(options: LayoutOptions(width: 20), viewportHeight: 5, sections: []))
        #expect(view.configuration.sections == [SectionConfiguration()])
        #expect(view.sectionCount == 1 && view.itemCount == 5)
    }

    @Test func aNewSectionCountReadsEveryCountAgain() {
        let source = TestDataSource(count: 12, seed: 52)
        let view = source.makeView(WaterfallViewConfiguration(viewportWidth: 40, viewportHeight: 10))
        source.insertSections([5], at: 1)
        var configuration = view.configuration
        configuration.sections.append(SectionConfiguration(columnCount: 1, headerHeight: 1))
        view.setConfiguration(configuration)
        #expect(view.sectionCount == 2)
        #expect(view.numberOfItems(inSection: 1) == 5)
        LiveSetOracle.expectLayoutMatchesSource(view, source)
        LiveSetOracle.expectLiveSetIsExact(view)
    }

    @Test func setColumnCountChangesEverySection() {
        let source = TestDataSource(sectionCounts: [30, 30], seed: 53)
        let view = source.makeView(
            WaterfallViewConfiguration(
                options: LayoutOptions(width: 80), viewportHeight: 20,
                sections: [SectionConfiguration(columnCount: 2), SectionConfiguration(columnCount: 5)]
            ))
        #expect(view.bufferedRows == view.scrollOffset - 25 ..< view.scrollOffset + 45, "the margin counts the widest section's columns")
        view.setColumnCount(3)
        #expect(view.configuration.sections.map(\.columnCount) == [3, 3])
        #expect(view.layout.configuration(ofSection: 1).columnCount == 3)
        LiveSetOracle.expectLayoutMatchesSource(view, source)
        LiveSetOracle.expectLiveSetIsExact(view)
    }
}
