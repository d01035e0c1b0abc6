import SeededRandom
import ShopCatalog
import Testing
import WaterfallTUI
import WaterfallViews

@testable import ShopBrowser

/// The grid as a part of its own: made, fed and driven by value, without a model, a runtime or
/// threads.
@Suite struct BrowserGridTests {
    /// A started grid of `count` items on a `width × height` screen, arranged by `rules`.
    static func grid(items count: Int, width: Int = 80, height: Int = 24, rules: ArrangementRules = ArrangementRules()) -> BrowserGrid {
        let cards = CardDataSource(rules: rules, pictures: CardPictures(rasterizer: nil))
        let grid = BrowserGrid(cards: cards, options: BrowserOptions(pictures: .off, arrangement: rules), screenSize: Size(width: width, height: height))
        grid.start()
        grid.insert(Fixtures.pages(1, perPage: count)[0])
        return grid
    }

    /// The cards whose frames meet the viewport's rows, by brute force over every card.
    static func onScreen(_ grid: BrowserGrid) -> Set<Int> {
        Set((0 ..< grid.itemCount).filter { grid.view.frame(ofItem: $0).intersects(rows: grid.view.viewportRows) })
    }

    @Test func randomActionsKeepTheScrollInRangeTheColumnsBoundedAndSayWhenTheSelectionLeaves() {
        var random = SplitMix64(seed: 36)
        for _ in 0 ..< 30 {
            let grid = Self.grid(items: Int.random(in: 0 ... 60, using: &random), width: Int.random(in: 30 ... 200, using: &random))
            for _ in 0 ..< 40 {
                let selected = grid.itemCount > 0 && Bool.random(using: &random) ? Int.random(in: 0 ..< grid.itemCount, using: &random) : nil
                let action: GridAction =
                    switch Int.random(in: 0 ..< 8, using: &random) {
                    case 0: .scroll(lines: Int.random(in: -12 ... 12, using: &random))
                    case 1: .halfPage(Bool.random(using: &random) ? .up : .down)
                    case 2: .page(Bool.random(using: &random) ? .up : .down)
                    case 3: .top
                    case 4: .bottom
                    case 5: .columns(delta: Int.random(in: -3 ... 3, using: &random))
                    case 6: .automaticColumns
                    default: .scroll(lines: 0)
                    }
                let columnsBefore = grid.columnCount
                let outcome = grid.update(action, selected: selected)
                #expect((0 ... grid.view.maximumScrollOffset).contains(grid.scrollOffset), "\(action)")
                #expect((1 ... BrowserOptions.maximumColumns).contains(grid.columnCount))
                switch action {
                case .scroll, .halfPage:
                    let left = selected.map { !Self.onScreen(grid).contains($0) } ?? false
                    #expect(outcome.selectionLeftScreen == left, "\(action), selected \(String(describing: selected))")
                    #expect(outcome.notice == nil)
                case .columns(let delta):
                    let expected = min(BrowserOptions.maximumColumns, max(1, columnsBefore + delta))
                    #expect(grid.columnCount == expected && grid.fixedColumns == expected)
                    #expect(outcome.notice == "columns: \(expected)")
                case .automaticColumns:
                    #expect(grid.fixedColumns == nil && outcome.notice == "columns: automatic")
                    #expect(grid.columnCount == BrowserOptions.automaticColumns(forWidth: grid.screenSize.width, spacing: BrowserLayout.columnSpacing))
                case .top:
                    #expect(grid.scrollOffset == 0 && (grid.positionText == "Top" || grid.positionText == "All"))
                case .bottom:
                    #expect(grid.scrollOffset == grid.view.maximumScrollOffset)
                default:
                    #expect(!outcome.selectionLeftScreen)
                }
            }
        }
    }

    @Test func theHeaderSaysTheColumnsAndWhetherTheyAreAutomatic() {
        let grid = Self.grid(items: 10, width: 120)
        #expect(grid.columnsText(short: false) == "\(grid.columnCount) cols (auto)")
        _ = grid.update(.columns(delta: -grid.columnCount + 1), selected: nil)
        #expect(grid.columnsText(short: false) == "1 col" && grid.columnsText(short: true) == "1 col")
    }

    @Test func rearrangingKeepsTheAnchorsScreenRowOrGoesToTheTop() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0 ..< 20 {
            let grid = Self.grid(items: 80, width: Int.random(in: 60 ... 160, using: &random))
            _ = grid.update(.scroll(lines: Int.random(in: 0 ... 40, using: &random)), selected: nil)
            guard let anchor = Self.onScreen(grid).randomElement(using: &random) else { continue }
            let item = grid.arrangement.item(atFlat: anchor)
            let row = grid.view.frame(ofItem: anchor).y - grid.scrollOffset
            let sort = SortOrder(key: .price, descending: Bool.random(using: &random))
            grid.rearrange(ArrangementRules(sort: sort), keeping: anchor)
            let flat = try #require(grid.arrangement.flatIndex(ofItem: item))
            let wanted = grid.view.frame(ofItem: flat).y - row
            // The row is kept unless the content cannot scroll that far.
            #expect(grid.scrollOffset == min(max(0, wanted), grid.view.maximumScrollOffset))
        }
        let grid = Self.grid(items: 80)
        _ = grid.update(.scroll(lines: 30), selected: nil)
        grid.rearrange(ArrangementRules(filter: ItemFilter(text: "no such title")), keeping: nil)
        #expect(grid.scrollOffset == 0 && grid.itemCount == 0)
    }

    @Test func replacingEveryItemComesBackToTheAnchorByIDOrSaysItDidNot() throws {
        let grid = Self.grid(items: 60)
        _ = grid.update(.scroll(lines: 20), selected: nil)
        let anchor = try #require(grid.firstVisibleItem)
        let id = grid.cards.item(atFlat: anchor).id
        let row = grid.view.frame(ofItem: anchor).y - grid.scrollOffset
        let items = Fixtures.pages(1, perPage: 60)[0]
        #expect(grid.replaceAll(with: items.reversed(), anchor: anchor))
        let flat = try #require(grid.cards.index(ofID: id).flatMap { grid.arrangement.flatIndex(ofItem: $0) })
        #expect(grid.view.frame(ofItem: flat).y - grid.scrollOffset == row)
        let kept = try #require(grid.firstVisibleItem)
        #expect(!grid.replaceAll(with: items.filter { $0.id != grid.cards.item(atFlat: kept).id }, anchor: kept))
        #expect(grid.itemCount == 59)
    }

    @Test func aFolderChangeKeepsTheCardsThatStayAndTheAnchorsColumn() throws {
        let grid = Self.grid(items: 40)
        let before = (0 ..< grid.itemCount).map { grid.cards.item(atFlat: $0).id }
        let anchor = 20
        let column = grid.view.layout.column(ofItem: anchor)
        let anchorID = grid.cards.item(atFlat: anchor).id
        grid.replace([0, 1, 2], with: [Fixtures.item("new", imageWidth: 400, imageHeight: 900)], anchor: anchor)
        let after = (0 ..< grid.itemCount).map { grid.cards.item(atFlat: $0).id }
        #expect(after == Array(before.dropFirst(3)) + ["new"])
        let moved = try #require(grid.cards.index(ofID: anchorID).flatMap { grid.arrangement.flatIndex(ofItem: $0) })
        #expect(grid.view.layout.column(ofItem: moved) == column)
    }
}
