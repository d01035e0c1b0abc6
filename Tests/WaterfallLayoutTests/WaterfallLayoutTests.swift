import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("WaterfallLayout basics", .timeLimit(.minutes(3)))
struct WaterfallLayoutTests {
    /// The articles' numbers: 3 columns, insets {20, 15, 10, 15}, spacing 10, width 375.
    @Test func articlesKnownAnswer() {
        let section = SectionConfiguration(
            columnCount: 3, columnSpacing: 10, rowSpacing: 10,
            insets: EdgeInsets(top: 20, left: 15, bottom: 10, right: 15)
        )
        var layout = WaterfallLayout(width: 375, section: section)
        layout.append([100, 50, 80, 30, 60, 10].map { ItemSize(height: $0) })
        let frames = (0 ..< layout.itemCount).map { layout.frame(ofItem: $0) }
        #expect(
            frames == [
                Rect(x: 15, y: 20, width: 108, height: 100),
                Rect(x: 133, y: 20, width: 108, height: 50),
                Rect(x: 251, y: 20, width: 108, height: 80),
                Rect(x: 133, y: 80, width: 108, height: 30),  // column 1 ends at 70 + 10
                Rect(x: 251, y: 110, width: 108, height: 60),  // column 2 ends at 100 + 10 < column 1's 120
                Rect(x: 133, y: 120, width: 108, height: 10),
            ])
        // Tallest column: 251's, ending at 170; plus the bottom inset.
        #expect(layout.contentHeight == 180)
    }

    /// The articles' image scaling: height × column width / image width, floored.
    @Test func imageHeightsScaleToTheColumnWidth() {
        var layout = WaterfallLayout(width: 375, section: SectionConfiguration(columnCount: 3, columnSpacing: 10, insets: EdgeInsets(left: 15, right: 15)))
        let images = [(200, 300), (640, 480), (1, 1000)]
        layout.append(count: images.count) { index, widths in
            ItemSize(height: ItemSize.scaledImageHeight(imageWidth: images[index].0, imageHeight: images[index].1, toWidth: widths.column))
        }
        #expect(layout.frame(ofItem: 0).height == 162)  // 300 × 108 / 200
        #expect(layout.frame(ofItem: 1).height == 81)  // 480 × 108 / 640
        #expect(layout.frame(ofItem: 2).height == 10_000)  // 108,000 clamped to the policy's maximum
    }

    @Test func emptyLayoutHasHeaderFooterAndHeight() {
        let section = SectionConfiguration(
            columnCount: 4, insets: EdgeInsets(top: 2, bottom: 3), headerHeight: 1,
            headerInsets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), footerHeight: 2
        )
        let layout = WaterfallLayout(options: LayoutOptions(width: 40, minimumContentHeight: 5), sections: [section])
        #expect(layout.itemCount == 0)
        #expect(layout.headerFrame(inSection: 0) == Rect(x: 2, y: 1, width: 36, height: 1))
        // header area 3, top inset 2, no items, bottom inset 3: footer at 8.
        #expect(layout.footerFrame(inSection: 0) == Rect(x: 0, y: 8, width: 40, height: 2))
        #expect(layout.contentHeight == 10)
        #expect(layout.items(intersecting: 0 ..< 100).isEmpty)
        #expect(layout.item(atX: 5, y: 5) == nil)
    }

    @Test func minimumContentHeightApplies() {
        var layout = WaterfallLayout(options: LayoutOptions(width: 20, minimumContentHeight: 50))
        layout.append([ItemSize(height: 3)])
        #expect(layout.contentHeight == 50)
    }

    @Test func badHeightsFallBackAndAreClamped() {
        var layout = WaterfallLayout(options: LayoutOptions(width: 20, heightPolicy: ItemHeightPolicy(fallbackHeight: 4, maximumHeight: 50)))
        layout.append([0, -7, Int.min, Int.max, 51, 50].map { ItemSize(height: $0) })
        #expect((0 ..< 6).map { layout.frame(ofItem: $0).height } == [4, 4, 4, 50, 50, 50])
    }

    @Test func oversizedAndDegenerateConfigurationsAreNormalized() {
        var layout = WaterfallLayout(
            width: 3,
            section: SectionConfiguration(columnCount: 0, columnSpacing: -2, rowSpacing: -1, insets: EdgeInsets(top: -1, left: 5, bottom: -4, right: 5)))
        layout.append([ItemSize(height: 2), ItemSize(height: 2)])
        #expect(layout.configuration(ofSection: 0).columnCount == 1)
        #expect(layout.frame(ofItem: 0) == Rect(x: 5, y: 0, width: 1, height: 2))
        #expect(layout.frame(ofItem: 1) == Rect(x: 5, y: 2, width: 1, height: 2))
    }

    @Test func sectionOfItemSkipsEmptySections() {
        var layout = WaterfallLayout(options: LayoutOptions(width: 30), sections: [SectionConfiguration(), SectionConfiguration()])
        layout.appendSection(SectionConfiguration(columnCount: 3))
        layout.append([ItemSize(height: 1), ItemSize(height: 1)])
        #expect(layout.section(ofItem: 0) == 2)
        #expect(layout.section(ofItem: 1) == 2)
        #expect(layout.itemRange(ofSection: 0).isEmpty)
        #expect(layout.itemRange(ofSection: 2) == 0 ..< 2)
    }

    @Test func sameInputGivesSameFrames() {
        var rng = SplitMix64(seed: 7)
        let scenario = LayoutCase.random(using: &rng, maxItems: 300)
        let first = scenario.build()
        let second = scenario.build()
        #expect((0 ..< first.itemCount).map(first.frame(ofItem:)) == (0 ..< second.itemCount).map(second.frame(ofItem:)))
    }
}
