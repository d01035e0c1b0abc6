import Testing
import WaterfallLayout
import WaterfallViews

/// The code samples of `WaterfallViews.docc/GettingStarted.md`, verbatim, run and checked against
/// what the article says they give. `DocumentationSamplesSyncTests` fails when a sample of the
/// catalog is missing here, so the article cannot show code that does not compile or run.
@Suite("Documentation examples (GettingStarted.md)", .timeLimit(.minutes(3)))
struct DocumentationExamplesTests {
    // Step 1: write a cell.
    final class CardCell: ReusableCell {
        var title = ""

        func prepareForReuse() {
            title = ""
        }
    }

    // Step 2: write the data source.
    struct Product {
        var title: String
        var imageWidth: Int
        var imageHeight: Int
    }

    final class Shop: WaterfallCollectionViewDataSource {
        var products: [Product] = []

        func numberOfItems(in collectionView: WaterfallCollectionView<CardCell>) -> Int {
            products.count
        }

        func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, cellForItemAt index: Int) -> CardCell {
            let cell = collectionView.dequeueReusableCell() ?? CardCell()
            cell.title = products[index].title
            return cell
        }

        func collectionView(
            _ collectionView: WaterfallCollectionView<CardCell>, sizeForItemAt index: Int, widths: ItemWidths
        ) -> ItemSize {
            let product = products[index]
            let pictureRows = ItemSize.scaledImageHeight(
                imageWidth: product.imageWidth, imageHeight: product.imageHeight,
                toWidth: widths.column, rowsPerCell: 1, cellsPerRow: 2
            )
            return ItemSize(height: pictureRows + 1)
        }
    }

    // Step 3: write the delegate, and the pager it asks for pages.
    final class Pager {
        private var pages: [[Product]]
        private(set) var isLoading = false
        private(set) var requestCount = 0
        var isExhausted: Bool { pages.isEmpty && !isLoading }

        init(pages: [[Product]]) {
            self.pages = pages
        }

        func requestNextPage() {
            guard !isLoading, !pages.isEmpty else { return }
            isLoading = true
            requestCount += 1
        }

        func finishLoading() -> [Product] {
            guard isLoading else { return [] }
            isLoading = false
            return pages.removeFirst()
        }
    }

    final class Browser: WaterfallCollectionViewDelegate {
        let pager: Pager
        var statusLine = ""
        var openedItem: Int?
        var footerReports = 0

        init(pager: Pager) {
            self.pager = pager
        }

        func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, didSelectItemAt index: Int) {
            openedItem = index
        }

        func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, didChangeFocusFrom old: Int?, to new: Int?) {
            statusLine = new.map { "item \($0 + 1) of \(collectionView.itemCount)" } ?? ""
        }

        func collectionViewFooterIsVisible(_ collectionView: WaterfallCollectionView<CardCell>) {
            footerReports += 1
            pager.requestNextPage()
        }
    }

    // Step 5: draw.
    func draw(_ collectionView: WaterfallCollectionView<CardCell>, pager: Pager) -> [String] {
        let top = collectionView.scrollOffset
        var screen: [String] = []
        if let header = collectionView.headerFrame, collectionView.isHeaderVisible {
            screen.append("row \(header.y - top): Shop")
        }
        if let placeholder = collectionView.placeholder(isLoading: pager.isLoading, isExhausted: pager.isExhausted) {
            let text = placeholder.kind == .loading ? "Loading…" : "Nothing to show"
            screen.append("row \(placeholder.frame.y - top): \(text)")
            return screen
        }
        collectionView.forEachVisibleCell { index, cell, frame in
            screen.append("row \(frame.y - top), x \(frame.x): \(cell.title)")
        }
        if let footer = collectionView.footerFrame, collectionView.isFooterVisible {
            let text = pager.isLoading ? "Loading more…" : pager.isExhausted ? "The end" : "Scroll for more"
            screen.append("row \(footer.y - top): \(text)")
        }
        return screen
    }

    // Step 7: keys.
    let focusKeys: [Character: FocusMove] = [
        "k": .up, "j": .down, "h": .left, "l": .right,
        "g": .first, "G": .last, "\t": .next,
    ]

    func press(_ key: Character, in collectionView: WaterfallCollectionView<CardCell>) {
        switch key {
        case "\r": collectionView.selectFocusedItem()
        case " ": collectionView.scrollPage(.down)
        case "b": collectionView.scrollPage(.up)
        default:
            if let move = focusKeys[key] {
                collectionView.moveFocus(move)
            }
        }
    }

    // Isolation: one domain for the collection view, its data source, delegate and cells.
    @MainActor
    final class ShopScreen {
        let shop = Shop()
        let collectionView = WaterfallCollectionView<CardCell>()

        init() {
            collectionView.dataSource = shop
            collectionView.reloadData()
        }

        func show(_ products: [Product]) {
            shop.products += products
            collectionView.appendItems(count: products.count)
        }
    }

    func loadCatalog(into screen: ShopScreen) async {
        let products = await Task.detached {
            (0 ..< 8).map { Product(title: "Lamp \($0)", imageWidth: 400, imageHeight: 300) }
        }.value
        await screen.show(products)
    }

    /// The objects of the walkthrough, and the catalog its pager serves.
    struct Scene {
        var catalog: [Product]
        var shop: Shop
        var pager: Pager
        var browser: Browser
        var collectionView: WaterfallCollectionView<CardCell>
    }

    /// Step 4 of the article, verbatim: the objects, wired and reloaded.
    func stepFour() -> Scene {
        let catalog = (0 ..< 12).map { number in
            Product(title: "Product \(number)", imageWidth: 400, imageHeight: [400, 200, 600, 320][number % 4])
        }
        let shop = Shop()
        let pager = Pager(pages: [Array(catalog[0 ..< 6]), Array(catalog[6...])])
        let browser = Browser(pager: pager)

        let collectionView = WaterfallCollectionView<CardCell>(
            configuration: WaterfallViewConfiguration(
                viewportWidth: 41, viewportHeight: 12,
                section: SectionConfiguration(columnCount: 2, columnSpacing: 1, rowSpacing: 1, headerHeight: 1, footerHeight: 1),
                bufferFactor: 1
            ))
        collectionView.dataSource = shop
        collectionView.delegate = browser
        collectionView.reloadData()
        return Scene(catalog: catalog, shop: shop, pager: pager, browser: browser, collectionView: collectionView)
    }

    /// Step 6's first sample, verbatim: the first page arrives.
    func firstPageArrives(shop: Shop, pager: Pager, collectionView: WaterfallCollectionView<CardCell>) {
        let firstPage = pager.finishLoading()
        shop.products += firstPage
        collectionView.appendItems(count: firstPage.count)
    }

    /// Step 6's second sample, verbatim: down to the footer, and once more while the page loads.
    func scrollToTheFooter(_ collectionView: WaterfallCollectionView<CardCell>) {
        collectionView.scrollToBottom()
        collectionView.scroll(by: 5)
    }

    /// Step 6's third sample, verbatim: the second page arrives and the user goes to the end.
    func secondPageArrives(shop: Shop, pager: Pager, collectionView: WaterfallCollectionView<CardCell>) {
        let secondPage = pager.finishLoading()
        shop.products += secondPage
        collectionView.appendItems(count: secondPage.count)
        collectionView.scrollToBottom()
    }

    /// Steps 4 to 6: both pages loaded, scrolled to the end.
    func stepsFourToSix() -> Scene {
        let scene = stepFour()
        firstPageArrives(shop: scene.shop, pager: scene.pager, collectionView: scene.collectionView)
        scrollToTheFooter(scene.collectionView)
        secondPageArrives(shop: scene.shop, pager: scene.pager, collectionView: scene.collectionView)
        return scene
    }

    /// The keys of step 7's table, in order.
    static let stepSevenKeys = Array("gklj\r\tG ")

    /// Steps 4 to 7: both pages loaded, then step 7's keys pressed.
    func stepsFourToSeven() -> Scene {
        let scene = stepsFourToSix()
        for key in Self.stepSevenKeys {
            press(key, in: scene.collectionView)
        }
        return scene
    }

    /// The frames a fresh layout gives the shop's products under `collectionView`'s configuration:
    /// the oracle for where the collection view put them.
    func referenceFrames(_ shop: Shop, _ collectionView: WaterfallCollectionView<CardCell>) -> [Rect] {
        let configuration = collectionView.configuration
        var layout = WaterfallLayout(options: configuration.options, sections: configuration.sections)
        layout.append(count: shop.products.count) { index, widths in
            shop.collectionView(collectionView, sizeForItemAt: index, widths: widths)
        }
        return (0 ..< layout.itemCount).map { layout.frame(ofItem: $0) }
    }

    /// The items whose frames share a row with `rows`, by looking at every frame.
    func itemsMeeting(_ rows: Range<Int>, in collectionView: WaterfallCollectionView<CardCell>) -> Set<Int> {
        Set((0 ..< collectionView.itemCount).filter { collectionView.frame(ofItem: $0).intersects(rows: rows) })
    }

    /// What `draw` should list for the cards, from every frame: "row, x: title" of each item on screen.
    func cardLines(_ scene: Scene) -> Set<String> {
        let view = scene.collectionView
        return Set(
            itemsMeeting(view.viewportRows, in: view).map { index in
                let frame = view.frame(ofItem: index)
                return "row \(frame.y - view.scrollOffset), x \(frame.x): \(scene.shop.products[index].title)"
            })
    }

    @Test func stepTwoMeasuresPicturesAndATitleLine() {
        let shop = Shop()
        shop.products = [
            Product(title: "a", imageWidth: 400, imageHeight: 400),
            Product(title: "b", imageWidth: 400, imageHeight: 200),
            Product(title: "c", imageWidth: 400, imageHeight: 600),
            Product(title: "d", imageWidth: 400, imageHeight: 320),
        ]
        let view = WaterfallCollectionView<CardCell>()
        let widths = ItemWidths(column: 20, fullSpan: 41)
        // 400 × 20 / (400 × 2) = 10, 200 × 20 / 800 = 5, 600 × 20 / 800 = 15, 320 × 20 / 800 = 8.
        let heights = (0 ..< 4).map { shop.collectionView(view, sizeForItemAt: $0, widths: widths).height }
        #expect(heights == [11, 6, 16, 9])
    }

    @Test func stepFourAsksForTheFirstPageThroughTheFooter() {
        let scene = stepFour()
        let view = scene.collectionView
        #expect(view.itemCount == 0)
        #expect(view.columnWidth == 20)
        #expect(view.headerFrame == Rect(x: 0, y: 0, width: 41, height: 1))
        #expect(view.footerFrame == Rect(x: 0, y: 1, width: 41, height: 1))
        #expect(scene.browser.footerReports == 1)
        #expect(scene.pager.requestCount == 1)
        #expect(scene.pager.isLoading)
        let placeholder = view.placeholder(isLoading: scene.pager.isLoading, isExhausted: scene.pager.isExhausted)
        #expect(placeholder?.kind == .loading)
        #expect(placeholder?.frame == Rect(x: 0, y: 1, width: 41, height: 11))
        #expect(draw(view, pager: scene.pager) == ["row 0: Shop", "row 1: Loading…"])
    }

    @Test func stepFiveDrawsTheEmptyViewForACatalogWithoutPages() {
        let shop = Shop()
        let pager = Pager(pages: [])
        let browser = Browser(pager: pager)
        let view = WaterfallCollectionView<CardCell>(configuration: WaterfallViewConfiguration(section: SectionConfiguration(headerHeight: 1, footerHeight: 1)))
        view.dataSource = shop
        view.delegate = browser
        view.reloadData()
        #expect(browser.footerReports == 1)
        #expect(pager.requestCount == 0)
        #expect(pager.isExhausted)
        #expect(draw(view, pager: pager) == ["row 0: Shop", "row 1: Nothing to show"])
    }

    @Test func stepSixPlacesTheFirstPageWithoutAskingForMore() {
        let scene = stepFour()
        let view = scene.collectionView
        firstPageArrives(shop: scene.shop, pager: scene.pager, collectionView: view)

        #expect(view.itemCount == 6)
        #expect((0 ..< 6).map { view.frame(ofItem: $0) } == referenceFrames(scene.shop, view))
        #expect((0 ..< 6).map { view.frame(ofItem: $0).y } == [1, 1, 8, 13, 23, 25])
        #expect(view.footerFrame?.y == 34)
        #expect(view.contentHeight == 35)
        #expect(scene.browser.footerReports == 1)
        #expect(!scene.pager.isLoading)
        #expect(view.bufferedRows == -2 ..< 14)
        #expect(Set(view.liveCells.keys) == itemsMeeting(view.bufferedRows, in: view))
        #expect(Set(view.liveCells.keys) == [0, 1, 2, 3])
        #expect(view.visibleItems == [0, 1, 2])
        let screen = draw(view, pager: scene.pager)
        #expect(screen == ["row 0: Shop", "row 1, x 0: Product 0", "row 1, x 21: Product 1", "row 8, x 21: Product 2"])
        #expect(Set(screen.dropFirst()) == cardLines(scene))
    }

    @Test func stepSixReportsTheFooterAfterEveryScrollAndThePagerRefusesWhileLoading() {
        let scene = stepFour()
        let view = scene.collectionView
        firstPageArrives(shop: scene.shop, pager: scene.pager, collectionView: view)

        view.scrollToBottom()
        #expect(view.scrollOffset == 23)
        #expect(scene.browser.footerReports == 2)
        #expect(scene.pager.requestCount == 2)
        view.scroll(by: 5)
        #expect(view.scrollOffset == 23)
        #expect(scene.browser.footerReports == 3)
        #expect(scene.pager.requestCount == 2)
        let screen = draw(view, pager: scene.pager)
        #expect(screen.last == "row 11: Loading more…")
        #expect(Set(screen.dropLast()) == cardLines(scene))
    }

    @Test func stepSixAppendsTheSecondPageAndTheEndIsReportedButRefused() {
        let scene = stepFour()
        let view = scene.collectionView
        firstPageArrives(shop: scene.shop, pager: scene.pager, collectionView: view)
        scrollToTheFooter(view)
        let firstPageFrames = (0 ..< 6).map { view.frame(ofItem: $0) }
        let reportsBefore = scene.browser.footerReports

        let secondPage = scene.pager.finishLoading()
        scene.shop.products += secondPage
        view.appendItems(count: secondPage.count)
        #expect(view.itemCount == 12)
        #expect(scene.shop.products.map(\.title) == scene.catalog.map(\.title))
        #expect(Array((0 ..< 12).map { view.frame(ofItem: $0) }.prefix(6)) == firstPageFrames)
        #expect((0 ..< 12).map { view.frame(ofItem: $0) } == referenceFrames(scene.shop, view))
        #expect(view.footerFrame?.y == 72)
        #expect(view.scrollOffset == 23)
        #expect(scene.browser.footerReports == reportsBefore)
        #expect(scene.pager.isExhausted)

        view.scrollToBottom()
        #expect(view.scrollOffset == 61)
        #expect(scene.browser.footerReports == reportsBefore + 1)
        #expect(scene.pager.requestCount == 2)
        let screen = draw(view, pager: scene.pager)
        #expect(screen.last == "row 11: The end")
        #expect(Set(screen.dropLast()) == cardLines(scene))
    }

    @Test func stepSevenMovesTheFocusWithKeysAndSelects() {
        let scene = stepsFourToSix()
        let view = scene.collectionView
        let reportsBefore = scene.browser.footerReports
        var trace: [String] = []
        for key in Self.stepSevenKeys {
            press(key, in: view)
            trace.append("focus \(view.focusedIndex.map(String.init) ?? "none") at \(view.scrollOffset)")
        }
        #expect(
            trace == [
                "focus 0 at 1", "focus 0 at 0", "focus 1 at 0", "focus 2 at 8", "focus 2 at 8", "focus 3 at 10",
                "focus 11 at 54", "focus 11 at 61",
            ])
        #expect(scene.browser.openedItem == 2)
        #expect(scene.browser.statusLine == "item 12 of 12")
        #expect(scene.browser.footerReports == reportsBefore + 1)
        #expect(scene.pager.requestCount == 2)
        // The moves the article explains, checked on the frames: item 1 covers item 0's middle
        // row, item 2 is under item 1 and taller than the viewport, item 3 ends on row 21.
        #expect(view.frame(ofItem: 1).intersects(rows: 6 ..< 7) && view.layout.column(ofItem: 2) == 1)
        #expect(view.frame(ofItem: 2).height > view.viewportRows.count)
        #expect(view.frame(ofItem: 3).maxY == 22)
        press("b", in: view)
        #expect(view.focusedIndex == 11 && view.scrollOffset == 49)
        press("x", in: view)
        #expect(view.focusedIndex == 11 && view.scrollOffset == 49)
    }

    @Test func stepSevenWithNothingFocusedAMoveFocusesTheFirstVisibleItem() {
        let scene = stepsFourToSix()
        let view = scene.collectionView
        press("j", in: view)
        // At the bottom, items 10 (from row 56) and 11 (from row 57) are on screen, both starting
        // above it: the higher one is first.
        #expect(view.focusedIndex == 10)
        #expect(view.scrollOffset == 56)
    }

    /// Step 8's sample, verbatim: a walk from top to bottom, then a wider buffer.
    func stepEight(_ collectionView: WaterfallCollectionView<CardCell>) -> (walked: ReuseStatistics, widened: ReuseStatistics) {
        collectionView.scrollToTop()
        while collectionView.scrollOffset < collectionView.maximumScrollOffset {
            collectionView.scroll(by: 1)
        }
        let walked = collectionView.statistics
        collectionView.setBufferFactor(5)
        let widened = collectionView.statistics
        return (walked, widened)
    }

    @Test func stepEightCountsCellTrafficAndTheBufferDecidesTheLiveSet() throws {
        let scene = stepsFourToSeven()
        let collectionView = scene.collectionView

        let (walked, widened) = stepEight(collectionView)

        #expect(walked == ReuseStatistics(created: 6, dequeued: 25, enqueued: 29, live: 2, pooled: 4))
        #expect(widened == ReuseStatistics(created: 6, dequeued: 28, enqueued: 29, live: 5, pooled: 1))
        for statistics in [walked, widened] {
            #expect(statistics.created == statistics.live + statistics.pooled)
            #expect(statistics.enqueued - statistics.dequeued == statistics.pooled)
        }
        // The focused item 11 (rows 57 to 65) is brought back into full view by the change.
        #expect(collectionView.focusedIndex == 11)
        #expect(collectionView.scrollOffset == 57)
        #expect(collectionView.bufferedRows == 47 ..< 79)
        #expect(Set(collectionView.liveCells.keys) == itemsMeeting(collectionView.bufferedRows, in: collectionView))
        #expect(collectionView.liveCells.keys.sorted() == [6, 8, 9, 10, 11])
        for (index, cell) in collectionView.liveCells {
            #expect(cell.title == scene.shop.products[index].title)
        }
        let pooled = try #require(collectionView.dequeueReusableCell())
        #expect(pooled.title == "")

        collectionView.scrollToTop()
        collectionView.setBufferFactor(0)
        #expect(collectionView.bufferedRows == collectionView.viewportRows)
        #expect(Set(collectionView.liveCells.keys) == Set(collectionView.visibleItems))
    }

    /// Step 9's sample, verbatim: a focus, a terminal resize, a third column.
    func stepNine(_ collectionView: WaterfallCollectionView<CardCell>) {
        collectionView.focus(4)
        collectionView.setViewportSize(width: 62, height: 20)
        collectionView.setColumnCount(3)
    }

    @Test func stepNineRelaysOutAndKeepsTheFocusedCardOnItsRow() {
        let scene = stepsFourToSeven()
        let view = scene.collectionView
        _ = stepEight(view)
        #expect(view.focus(4))
        #expect(view.scrollOffset == 23)
        view.setViewportSize(width: 62, height: 20)
        #expect(view.columnWidth == 30)
        #expect(view.frame(ofItem: 4) == Rect(x: 0, y: 32, width: 30, height: 16))
        #expect(view.scrollOffset == 32)
        #expect((0 ..< 12).map { view.frame(ofItem: $0) } == referenceFrames(scene.shop, view))
        view.setColumnCount(3)
        #expect(view.columnWidth == 20)
        #expect(view.frame(ofItem: 4).y == 13)
        #expect(view.scrollOffset == 13)
        #expect((0 ..< 12).map { view.frame(ofItem: $0) } == referenceFrames(scene.shop, view))
        #expect(Set(view.liveCells.keys) == itemsMeeting(view.bufferedRows, in: view))

        let again = stepsFourToSeven()
        _ = stepEight(again.collectionView)
        stepNine(again.collectionView)
        #expect(again.collectionView.focusedIndex == 4)
        #expect(again.collectionView.scrollOffset == 13)
        #expect(again.collectionView.configuration.viewportHeight == 20)
    }

    @MainActor
    @Test func isolationKeepsTheViewInOneDomainAndBringsValuesBack() async {
        let screen = ShopScreen()
        await loadCatalog(into: screen)
        #expect(screen.collectionView.itemCount == 8)
        #expect(screen.collectionView.cell(at: 0)?.title == "Lamp 0")
    }

    @Test func theDataSourceIsHeldWeakly() {
        var temporaryShop: Shop? = Shop()
        let orphan = WaterfallCollectionView<CardCell>()
        orphan.dataSource = temporaryShop
        temporaryShop = nil
        orphan.reloadData()

        #expect(orphan.dataSource == nil)
        #expect(orphan.itemCount == 0)
    }

    // Step 10: sections, and changes in place.
    final class Shelves: WaterfallCollectionViewDataSource {
        var shelves: [[Product]] = [[], []]

        func numberOfItems(in collectionView: WaterfallCollectionView<CardCell>) -> Int {
            shelves.reduce(0) { $0 + $1.count }
        }

        func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, numberOfItemsInSection section: Int) -> Int {
            shelves[section].count
        }

        func product(at index: Int, in collectionView: WaterfallCollectionView<CardCell>) -> Product {
            let path = collectionView.itemPath(of: index) ?? ItemPath(section: 0, item: index)
            return shelves[path.section][path.item]
        }

        func collectionView(_ collectionView: WaterfallCollectionView<CardCell>, cellForItemAt index: Int) -> CardCell {
            let cell = collectionView.dequeueReusableCell() ?? CardCell()
            cell.title = product(at: index, in: collectionView).title
            return cell
        }

        func collectionView(
            _ collectionView: WaterfallCollectionView<CardCell>, sizeForItemAt index: Int, widths: ItemWidths
        ) -> ItemSize {
            let product = product(at: index, in: collectionView)
            let rows = ItemSize.scaledImageHeight(
                imageWidth: product.imageWidth, imageHeight: product.imageHeight,
                toWidth: widths.column, rowsPerCell: 1, cellsPerRow: 2
            )
            return ItemSize(height: rows + 1)
        }
    }

    @Test func step10SectionsAndChangesInPlace() throws {
        let shelves = Shelves()
        shelves.shelves = [
            (0 ..< 4).map { Product(title: "Mug \($0)", imageWidth: 400, imageHeight: 400) },
            (0 ..< 6).map { Product(title: "Lamp \($0)", imageWidth: 400, imageHeight: 600) },
        ]
        let store = WaterfallCollectionView<CardCell>(
            configuration: WaterfallViewConfiguration(
                options: LayoutOptions(width: 41),
                viewportHeight: 20,
                sections: [
                    SectionConfiguration(columnCount: 2, headerHeight: 1),
                    SectionConfiguration(columnCount: 3, headerHeight: 1, footerHeight: 1),
                ]
            ))
        store.dataSource = shelves
        store.reloadData()

        shelves.shelves[1].insert(Product(title: "Lamp new", imageWidth: 400, imageHeight: 400), at: 0)
        shelves.shelves[0].removeLast()
        try store.performBatchUpdates {
            try store.insertItems(at: [ItemPath(section: 1, item: 0)])
            try store.deleteItems(at: [ItemPath(section: 0, item: 3)])
        }
        try store.scrollToItem(ItemPath(section: 1, item: 0), position: .top)
        #expect(store.sectionCount == 2)
        #expect(store.numberOfItems(inSection: 0) == 3 && store.numberOfItems(inSection: 1) == 7)
        #expect(store.itemPath(of: 3) == ItemPath(section: 1, item: 0))
        #expect(store.liveCells[3]?.title == "Lamp new")
        let header = try #require(store.frame(of: SupplementaryElement(kind: .header, section: 1)))
        #expect(store.frame(ofItem: 3).y == header.maxY, "the new lamp heads the second shelf")
        #expect(store.scrollOffset == min(store.frame(ofItem: 3).y, store.maximumScrollOffset))
        #expect(store.layout.configuration(ofSection: 1).columnCount == 3)
    }

}
