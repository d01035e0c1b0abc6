import SeededRandom
import ShopCatalog
import Synchronization
import Testing
import WaterfallTUI

@testable import ShopBrowser

/// Pages of items from memory that a test can change between loads (what a reload reads again).
final class ChangingPages: PageSource {
    let pages: Mutex<[[CatalogItem]]>

    init(_ pages: [[CatalogItem]]) {
        self.pages = Mutex(pages)
    }

    func page(_ number: Int) async throws -> PageResult {
        let pages = pages.withLock { $0 }
        guard pages.indices.contains(number - 1) else { return .end }
        return .page(CatalogPage(number: number, source: "memory", items: pages[number - 1]))
    }
}

@Suite("Marks: m, M and U; the badge and the count; what -o prints and in which order", .timeLimit(.minutes(2)))
struct BrowserModelMarksTests {
    /// 30 pictures `p00.jpg` … `p29.jpg` of varied shapes and sizes in folder `photos`.
    static let photos: [CatalogItem] = (0 ..< 30).map { (number: Int) -> CatalogItem in
        let width = 300 + number * 37 % 400
        let height = 200 + number * 53 % 500
        let bytes = Int64(1_000 + number * 7_919 % 5_000)
        return PhotoFixtures.photo(String(format: "p%02d.jpg", number), width: width, height: height, bytes: bytes)
    }

    /// The paths of the marked pictures in the grid's order, then the marked ones the filter
    /// hides in load order: what ``BrowserModel/markedOutput`` must give, found the slow way.
    static func expectedOutput(_ browser: BrowserHarness) -> [String] {
        let marked = { (item: CatalogItem) in browser.marks.contains(item.id) }
        let shown = browser.arrangement.viewOrder.map { browser.items[$0] }.filter(marked)
        let hidden = browser.items.enumerated().filter { !browser.arrangement.isRemoved($0.offset) && !shown.contains($0.element) && marked($0.element) }
        return (shown + hidden.map(\.element)).map { $0.file?.path ?? $0.id }
    }

    /// The id of the focused card's item.
    static func focusedID(_ browser: BrowserHarness) -> String? {
        browser.focusedIndex.map { browser.items[browser.arrangement.item(atFlat: $0)].id }
    }

    @Test("m marks the focused picture: a badge on its top border, the count on the status line; m again unmarks")
    func toggle() async throws {
        let browser = await PhotoFixtures.browser([Self.photos], width: 80, height: 30)
        browser.handle(.key(.character("m")))
        let focused = try #require(browser.focusedIndex, "with nothing focused, m focuses and marks the first card on screen")
        let item = browser.items[browser.arrangement.item(atFlat: focused)]
        #expect(browser.model.isMarked(item))
        let frame = browser.model.frame(ofItem: focused)
        let lines = browser.render().lines()
        let top = lines[frame.y - browser.scrollOffset + 1]
        let border = String(top.dropFirst(frame.x).prefix(frame.width))
        #expect(border.hasPrefix("┏ ✓ ━"), "\(border)")
        #expect(lines.last?.contains("1 marked") == true, "\(lines.last ?? "")")
        browser.handle(.key(.character("m")))
        #expect(!browser.model.isMarked(item))
        #expect(browser.marks.isEmpty)
        #expect(browser.render().lines().last?.contains("marked") == false)
    }

    @Test("M marks every picture the filter shows, and only those; U clears them all")
    func markAllAndClear() async {
        let browser = await PhotoFixtures.browser([Self.photos])
        browser.model.changeRules { $0.filter = ItemFilter(text: "p1") }
        #expect(browser.arrangement.count == 10)
        browser.handle(.key(.character("M")))
        #expect(browser.marks.count == 10)
        #expect(browser.notice?.text == "marked 10 pictures the filter shows · 10 marked")
        #expect(Self.photos.allSatisfy { browser.model.isMarked($0) == $0.title.raw.hasPrefix("p1") })
        browser.handle(.key(.character("M")))
        #expect(browser.notice?.text == "marked 0 pictures the filter shows · 10 marked")
        browser.handle(.key(.character("U")))
        #expect(browser.marks.isEmpty)
        #expect(browser.notice?.text == "cleared 10 marks")
        browser.handle(.key(.character("U")))
        #expect(browser.notice?.text == "no marks to clear")
    }

    @Test("marks survive sorting, grouping and filtering; -o gives the grid's order, then the marked pictures the filter hides")
    func surviveArrangement() async {
        var random = SplitMix64(seed: 0x6D61_726B)
        for _ in 0 ..< 25 {
            let browser = await PhotoFixtures.browser([Self.photos])
            let marked = Set(Self.photos.filter { _ in random.next() % 3 == 0 }.map(\.id))
            for id in marked { browser.model.toggleMark(of: Self.photos.first { $0.id == id } ?? Self.photos[0]) }
            for _ in 0 ..< 4 {
                switch random.next() % 4 {
                case 0: browser.handle(.key(.character("o")))
                case 1: browser.handle(.key(.character("O")))
                case 2: browser.handle(.key(.character("s")))
                default:
                    let text = ["p0", "p1", "p2", "9", nil][Int(random.next() % 5)]
                    browser.model.changeRules { $0.filter = ItemFilter(text: text) }
                }
            }
            #expect(Set(Self.photos.filter { browser.model.isMarked($0) }.map(\.id)) == marked)
            #expect(browser.model.markedOutput == Self.expectedOutput(browser))
            #expect(browser.model.markedOutput.count == marked.count)
        }
    }

    @Test("the shop browser prints its items' ids")
    func shopPrintsIDs() async {
        let browser = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(1, perPage: 8)))
        browser.handle(.key(.character("M")))
        #expect(browser.model.markedOutput == (0 ..< 8).map { "item-\($0)" })
    }

    @Test("a marked picture deleted from the watched folder is unmarked and not printed; one replaced keeps its mark")
    func liveFolder() async {
        let browser = await PhotoFixtures.browser([Self.photos])
        browser.handle(.key(.character("M")))
        let replaced = PhotoFixtures.photo("p04.jpg", width: 999, height: 111, bytes: 5)
        browser.send(.items(ItemChanges(arrived: [replaced], removed: ["photos/p02.jpg"])))
        #expect(browser.marks.count == 29)
        #expect(!browser.marks.contains("photos/p02.jpg"))
        #expect(browser.marks.contains("photos/p04.jpg"))
        #expect(!browser.model.markedOutput.contains("photos/p02.jpg"))
        #expect(browser.model.markedOutput.filter { $0 == "photos/p04.jpg" }.count == 1)
        #expect(browser.model.markedOutput == Self.expectedOutput(browser))
        // A picture that comes back under the same path is a new picture: not marked.
        browser.send(.items(ItemChanges(arrived: [Self.photos[2]])))
        #expect(!browser.marks.contains("photos/p02.jpg"))
    }

    @Test("R keeps the marks of the pictures that come back, and drops those of the pictures gone")
    func reload() async {
        let source = ChangingPages([Self.photos])
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(catalogName: "photos", pictures: .off, arrangement: ArrangementRules(sort: SortOrder(key: .name)), kind: .pictureFile),
                theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 30)
            ),
            source: source
        )
        harness.start()
        await harness.settle()
        for index in [1, 5, 9] { harness.model.toggleMark(of: Self.photos[index]) }
        source.pages.withLock { $0 = [Self.photos.filter { $0.id != Self.photos[5].id }] }
        harness.handle(.key(.character("R")))
        await harness.settle()
        #expect(harness.itemCount == 29)
        #expect(harness.model.markedOutput == ["photos/p01.jpg", "photos/p09.jpg"])
        harness.handle(.key(.escape))
        #expect(harness.render().lines().last?.contains("2 marked") == true, "\(harness.render().lines().last ?? "")")
    }

    @Test("q quits keeping the marks for printing; Q quits without")
    func quit() async {
        let browser = await PhotoFixtures.browser([Self.photos])
        browser.handle(.key(.character("M")))
        #expect(browser.handle(.key(.character("q"))).quit)
        #expect(browser.printsMarksAtExit)
        let other = await PhotoFixtures.browser([Self.photos])
        other.handle(.key(.character("M")))
        #expect(other.handle(.key(.character("Q"))).quit)
        #expect(!other.printsMarksAtExit)
    }
}
