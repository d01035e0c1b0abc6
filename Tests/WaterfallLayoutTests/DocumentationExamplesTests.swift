import Testing
import WaterfallLayout

/// The code samples of `WaterfallLayout.docc/GettingStarted.md`, verbatim, run and checked against
/// what the article says they give. `DocumentationSamplesSyncTests` fails when a sample of the
/// catalog is missing here, so the article cannot show code that does not compile or run.
@Suite("Documentation examples (GettingStarted.md)", .timeLimit(.minutes(3)))
struct DocumentationExamplesTests {
    // Step 2: give the sizes.
    struct Photo {
        var width: Int
        var height: Int
        var captionLines: Int
    }

    func size(of photo: Photo, in widths: ItemWidths) -> ItemSize {
        let pictureRows = ItemSize.scaledImageHeight(
            imageWidth: photo.width, imageHeight: photo.height,
            toWidth: widths.column, rowsPerCell: 1, cellsPerRow: 2
        )
        return ItemSize(height: pictureRows + photo.captionLines)
    }

    // Step 6: move a keyboard focus.
    enum FocusKey {
        case up, down, left, right
    }

    func moveFocus(from focus: Int, _ key: FocusKey, in layout: WaterfallLayout) -> Int {
        let next: Int?
        switch key {
        case .up: next = layout.itemAbove(focus)
        case .down: next = layout.itemBelow(focus)
        case .left: next = layout.itemLeft(of: focus)
        case .right: next = layout.itemRight(of: focus)
        }
        return next ?? focus
    }

    /// The layout of steps 1 to 3 after each of them, and the photos shown at the end.
    struct StepsOneToThree {
        var configured: WaterfallLayout
        var firstPage: WaterfallLayout
        var twoPages: WaterfallLayout
        var photos: [Photo]
    }

    /// Steps 1 (configure) and 3 (the first page, then the next one) of the article, verbatim.
    func stepsOneToThree() -> StepsOneToThree {
        let section = SectionConfiguration(
            columnCount: 3,
            columnSpacing: 2,
            rowSpacing: 1,
            insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2),
            headerHeight: 1,
            footerHeight: 1
        )
        var layout = WaterfallLayout(width: 80, section: section)
        let configured = layout

        var photos = [
            Photo(width: 640, height: 480, captionLines: 2),
            Photo(width: 400, height: 600, captionLines: 1),
            Photo(width: 800, height: 400, captionLines: 1),
            Photo(width: 300, height: 300, captionLines: 2),
        ]
        layout.append(count: photos.count) { index, widths in
            size(of: photos[index], in: widths)
        }
        let firstPage = layout

        let viewportHeight = 20
        let scrollOffset = 8
        if let footer = layout.footerFrame(inSection: 0), scrollOffset + viewportHeight > footer.y {
            let nextPage = [
                Photo(width: 500, height: 500, captionLines: 1),
                Photo(width: 600, height: 200, captionLines: 1),
            ]
            photos += nextPage
            layout.append(count: nextPage.count) { index, widths in
                size(of: photos[index], in: widths)
            }
        }
        return StepsOneToThree(configured: configured, firstPage: firstPage, twoPages: layout, photos: photos)
    }

    /// The frames of every item of `layout`, in index order.
    func frames(of layout: WaterfallLayout) -> [Rect] {
        (0 ..< layout.itemCount).map { layout.frame(ofItem: $0) }
    }

    /// The oracle for updates: the documented rules applied from scratch to `photos` measured for
    /// `layout`'s current width and section settings.
    func reference(for photos: [Photo], like layout: WaterfallLayout) -> ReferenceLayout {
        let widths = layout.geometry(ofSection: 0).itemWidths
        return ReferenceLayout(
            LayoutCase(
                options: layout.options,
                sections: [layout.configuration(ofSection: 0)],
                sizes: [photos.map { size(of: $0, in: widths) }]
            ))
    }

    @Test func stepOneGivesTheDescribedColumnsHeaderAndFooter() {
        let layout = stepsOneToThree().configured
        let geometry = layout.geometry(ofSection: 0)
        #expect(geometry.columnWidth == 24)
        #expect((0 ..< 3).map { geometry.x(ofColumn: $0) } == [2, 28, 54])
        #expect(layout.headerFrame(inSection: 0) == Rect(x: 0, y: 0, width: 80, height: 1))
        #expect(layout.footerFrame(inSection: 0) == Rect(x: 0, y: 3, width: 80, height: 1))
        #expect(layout.contentHeight == 4)
    }

    @Test func stepTwoScalesPicturesToHalfAsManyRowsAsCells() {
        let widths = ItemWidths(column: 24, fullSpan: 76)
        let heights = [(640, 480, 2), (400, 600, 1), (800, 400, 1), (300, 300, 2)].map { width, height, lines in
            size(of: Photo(width: width, height: height, captionLines: lines), in: widths).height
        }
        // 480 × 24 / (640 × 2) = 9, 600 × 24 / 800 = 18, 400 × 24 / 1600 = 6, 300 × 24 / 600 = 12.
        #expect(heights == [11, 19, 7, 14])
    }

    @Test func stepThreePlacesTheFirstPageAsTabulated() {
        let layout = stepsOneToThree().firstPage
        #expect(
            frames(of: layout) == [
                Rect(x: 2, y: 2, width: 24, height: 11),
                Rect(x: 28, y: 2, width: 24, height: 19),
                Rect(x: 54, y: 2, width: 24, height: 7),
                Rect(x: 54, y: 10, width: 24, height: 14),
            ])
        #expect((0 ..< 4).map { layout.column(ofItem: $0) } == [0, 1, 2, 2])
        #expect(layout.footerFrame(inSection: 0) == Rect(x: 0, y: 25, width: 80, height: 1))
        #expect(layout.contentHeight == 26)
    }

    @Test func stepThreeLoadsTheNextPageWithoutMovingTheFirst() {
        let steps = stepsOneToThree()
        let layout = steps.twoPages
        #expect(layout.itemCount == 6)
        #expect(Array(frames(of: layout).prefix(4)) == frames(of: steps.firstPage))
        #expect(layout.frame(ofItem: 4) == Rect(x: 2, y: 14, width: 24, height: 13))
        #expect(layout.frame(ofItem: 5) == Rect(x: 28, y: 22, width: 24, height: 5))
        #expect(layout.footerFrame(inSection: 0)?.y == 28)
        let oracle = reference(for: steps.photos, like: layout)
        #expect(frames(of: layout) == oracle.frames)
    }

    @Test func stepFourFindsTheItemsOnScreen() {
        let layout = stepsOneToThree().twoPages

        let rows = 10 ..< 20
        let visible = layout.items(intersecting: rows)
        let framesOnScreen = visible.map { index in
            var frame = layout.frame(ofItem: index)
            frame.y -= rows.lowerBound
            return frame
        }

        #expect(visible == [0, 1, 3, 4])
        #expect(framesOnScreen.first == Rect(x: 2, y: -8, width: 24, height: 11))
        // Brute force: every frame that shares a row with the range.
        #expect(visible == (0 ..< layout.itemCount).filter { layout.frame(ofItem: $0).intersects(rows: rows) })
        var visited: [Int] = []
        layout.forEachItem(intersecting: rows) { visited.append($0) }
        #expect(visited.sorted() == visible)
    }

    @Test func stepFiveHitTests() {
        let layout = stepsOneToThree().twoPages

        let clicked = layout.item(atX: 30, y: 12)
        let betweenColumns = layout.item(atX: 27, y: 12)
        let onHeader = layout.item(atX: 30, y: 0)

        #expect(clicked == 1)
        #expect(betweenColumns == nil)
        #expect(onHeader == nil)
        #expect(layout.frame(ofItem: 1).x == 28 && layout.frame(ofItem: 1).maxX - 1 == 51)
    }

    @Test func stepSixMovesTheFocusAroundTheColumns() {
        let layout = stepsOneToThree().twoPages
        #expect(moveFocus(from: 0, .right, in: layout) == 1)
        #expect(moveFocus(from: 1, .down, in: layout) == 5)
        #expect(moveFocus(from: 5, .left, in: layout) == 4)
        #expect(moveFocus(from: 4, .up, in: layout) == 0)
        #expect(moveFocus(from: 0, .left, in: layout) == 0)
        #expect(moveFocus(from: 5, .down, in: layout) == 5)
        // The middle rows the article names: item 0's is 7, item 5's is 24.
        #expect(layout.frame(ofItem: 1).intersects(rows: 7 ..< 8))
        #expect(layout.frame(ofItem: 4).intersects(rows: 24 ..< 25))
    }

    @Test func stepSevenReMeasuresInsertsRemovesAndResizes() {
        let steps = stepsOneToThree()
        var layout = steps.twoPages
        var photos = steps.photos

        photos[2].captionLines = 10
        layout.invalidateItems([2]) { index, widths in
            size(of: photos[index], in: widths)
        }

        #expect(layout.frame(ofItem: 2) == Rect(x: 54, y: 2, width: 24, height: 16))
        #expect(layout.frame(ofItem: 3) == Rect(x: 2, y: 14, width: 24, height: 14))
        #expect(layout.frame(ofItem: 4) == Rect(x: 54, y: 19, width: 24, height: 13))
        #expect(frames(of: layout) == reference(for: photos, like: layout).frames)

        photos.insert(Photo(width: 200, height: 100, captionLines: 1), at: 0)
        layout.insertItems(at: 0, count: 1) { index, widths in
            size(of: photos[index], in: widths)
        }
        photos.remove(at: 3)
        layout.removeItems(in: 3 ..< 4)

        #expect(layout.itemCount == photos.count)
        #expect(layout.frame(ofItem: 0).height == 7)
        #expect(frames(of: layout) == reference(for: photos, like: layout).frames)

        var options = layout.options
        options.width = 50
        layout.setOptions(options) { index, widths in
            size(of: photos[index], in: widths)
        }

        #expect(layout.geometry(ofSection: 0).columnWidth == 14)
        #expect(frames(of: layout) == reference(for: photos, like: layout).frames)
        #expect(layout.contentHeight == reference(for: photos, like: layout).contentHeight)
    }

    @Test func stepEightDealsColumnsByDirection() {
        func columns(for direction: RenderDirection) -> [Int?] {
            var layout = WaterfallLayout(
                width: 30,
                section: SectionConfiguration(columnCount: 3, columnSpacing: 0),
                direction: direction
            )
            layout.append([5, 1, 1, 1].map { ItemSize(height: $0) })
            return (0 ..< layout.itemCount).map { layout.column(ofItem: $0) }
        }

        #expect(columns(for: .shortestFirst) == [0, 1, 2, 1])
        #expect(columns(for: .leftToRight) == [0, 1, 2, 0])
        #expect(columns(for: .rightToLeft) == [2, 1, 0, 2])
    }

    @Test func sectionsHeadersFootersAndFullSpanItemsAreWhereTheArticleSays() {
        var catalog = WaterfallLayout(
            options: LayoutOptions(width: 60, minimumContentHeight: 40),
            sections: [SectionConfiguration(columnCount: 2, headerHeight: 1)]
        )
        catalog.append([ItemSize(height: 4), ItemSize(height: 6), ItemSize(height: 3)])
        catalog.appendSection(SectionConfiguration(columnCount: 3, headerHeight: 1, footerHeight: 2))
        catalog.append([ItemSize(height: 2, isFullSpan: true), ItemSize(height: 5)])

        #expect(catalog.verticalExtent(ofSection: 0) == 0 ..< 8)
        #expect(catalog.frame(ofItem: 2).maxY - 1 == 7)
        #expect(catalog.headerFrame(inSection: 1) == Rect(x: 0, y: 8, width: 60, height: 1))
        #expect(catalog.itemRange(ofSection: 1) == 3 ..< 5)
        #expect(catalog.frame(ofItem: 3) == Rect(x: 0, y: 9, width: 59, height: 2))
        #expect(catalog.isFullSpan(3))
        #expect(catalog.frame(ofItem: 4) == Rect(x: 0, y: 11, width: 19, height: 5))
        #expect(catalog.column(ofItem: 4) == 0)
        #expect(catalog.footerFrame(inSection: 1) == Rect(x: 0, y: 16, width: 60, height: 2))
        #expect(catalog.contentHeight == 40)
    }

    @Test func itemsAcrossColumnsAreWhereTheArticleSays() {
        var gallery = WaterfallLayout(
            width: 40,
            section: SectionConfiguration(columnCount: 4, columnSpacing: 0)
        )
        gallery.append([9, 2, 3, 8].map { ItemSize(height: $0) })
        gallery.append([ItemSize(height: 4, span: .columns(2))])
        gallery.append([ItemSize(height: 1, span: .columns(7))])

        #expect(gallery.frame(ofItem: 4) == Rect(x: 10, y: 3, width: 20, height: 4))
        #expect(gallery.columnRange(ofItem: 4) == 1 ..< 3)
        // One row above item 4 in column 1, then rows 7 and 8 of columns 1 and 2 and row 8 of column 3 above item 5.
        #expect(gallery.whiteSpace(inSection: 0).emptyRows == 1 + 2 + 2 + 1)
        #expect(gallery.columnSpan(ofItem: 5) == 4 && gallery.span(ofItem: 5) == .columns(7))
        #expect(gallery.frame(ofItem: 5) == Rect(x: 0, y: 9, width: 40, height: 1))
    }

    @Test func fillingTheGapsIsAsTheArticleSays() {
        var feed = WaterfallLayout(
            width: 20,
            section: SectionConfiguration(columnCount: 2, columnSpacing: 0, placement: .fillGaps(lookahead: 3))
        )
        feed.append([ItemSize(height: 6), ItemSize(height: 2), ItemSize(height: 2, span: .columns(2)), ItemSize(height: 4)])
        let waiting = feed.waitingItems
        feed.append([ItemSize(height: 9), ItemSize(height: 1)])
        let moves = feed.placementMoves(inSection: 0)

        #expect(waiting == [2, 3])
        #expect(moves == [PlacementMove(item: 3, placedBefore: 2)])
        #expect(feed.frame(ofItem: 2).y == 6)
        #expect(feed.whiteSpace(inSection: 0).emptyRows == 0)
        #expect(feed.placementOrder(ofSection: 0) == [0, 1, 3, 2, 4, 5])
        #expect(feed.itemPlaced(after: 1) == 3)
    }
}
