import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("The full-screen view: stepping in the shown order, paging, leaving, zoom, the slideshow", .timeLimit(.minutes(3)))
struct BrowserViewerTests {
    /// A started shop browser over `pages` pages of `perPage` items arranged by `rules`, with
    /// photos drawn as half blocks (so that renditions are wanted), settled.
    static func browser(pages: Int = 1, perPage: Int = 30, rules: ArrangementRules = ArrangementRules(), interval: Duration = .seconds(4)) async
        -> BrowserHarness
    {
        var options = BrowserOptions(catalogName: "test", pictures: PictureSettings(mode: .symbols), arrangement: rules)
        options.slideshowInterval = interval
        let items = Fixtures.pages(pages, perPage: perPage).map { page in
            page.map { item in
                CatalogItem(
                    id: item.id, title: item.title, kind: item.kind, imageWidth: item.imageWidth, imageHeight: item.imageHeight,
                    image: .file(path: "/nonexistent/\(item.id).jpg"))
            }
        }
        let harness = BrowserHarness(
            model: BrowserModel(options: options, theme: Theme(colorMode: .monochrome), screenSize: Size(width: 100, height: 30)),
            source: StaticPageSource(pages: items))
        harness.start()
        await harness.settlePages()
        return harness
    }

    /// The loaded items the view shows while `key` is pressed `count` times from the first card.
    static func steps(_ harness: BrowserHarness, key: Key, count: Int) -> [Int] {
        if harness.viewer != nil { harness.handle(.key(.character("q"))) }
        harness.handle(.key(.character("g")))
        harness.handle(.key(.enter))
        var shown = [harness.viewedItem ?? -1]
        for _ in 0 ..< count {
            harness.handle(.key(key))
            shown.append(harness.viewedItem ?? -1)
        }
        return shown
    }

    @Test(arguments: [
        ArrangementRules(),
        ArrangementRules(sort: SortOrder(key: .price, descending: true)),
        ArrangementRules(grouping: .shop, sort: SortOrder(key: .price)),
        ArrangementRules(filter: ItemFilter(text: "linen")),
    ])
    func everyStepKeyFollowsTheShownOrder(rules: ArrangementRules) async {
        let harness = await Self.browser(rules: rules)
        let order = harness.arrangement.viewOrder
        #expect(order.count >= 5)
        for key in [Key.character("n"), .character(" "), .right] {
            #expect(Self.steps(harness, key: key, count: order.count - 1) == order, "\(key.helpName) steps through the shown order")
        }
        let backwards = [Key.character("p"), .backspace, .left].map { key in
            harness.handle(.key(.end))
            var shown = [harness.viewedItem ?? -1]
            for _ in 0 ..< order.count - 1 {
                harness.handle(.key(key))
                shown.append(harness.viewedItem ?? -1)
            }
            return shown
        }
        #expect(backwards.allSatisfy { $0 == Array(order.reversed()) }, "p, Backspace and ← go back the same way")
        harness.handle(.key(.home))
        #expect(harness.viewedItem == order.first)
        harness.handle(.key(.character("p")))
        #expect(harness.viewedItem == order.first && harness.notice?.text == "the first item")
    }

    @Test func steppingPastTheLastLoadedItemLoadsTheNextPageAndStepsOn() async {
        let harness = await Self.browser(pages: 3, perPage: 30)
        #expect(harness.items.count == 30, "one page loaded")
        harness.handle(.key(.enter))
        let end = harness.handle(.key(.end))
        #expect(harness.viewedItem == 29)
        #expect(end.pager.contains(.requestNextPage), "the last loaded picture reads the next page ahead, as the footer would")
        harness.handle(.key(.character("n")))
        await harness.settlePages()
        #expect(harness.items.count == 60)
        #expect(harness.viewedItem == 30, "stepped on to the first of the new page (at once, or once it came)")
        #expect(harness.viewer?.awaitsNextPage == false)
        harness.handle(.key(.end))
        harness.handle(.key(.character("n")))
        await harness.settlePages()
        harness.handle(.key(.end))
        harness.handle(.key(.character("n")))
        await harness.settlePages()
        #expect(harness.viewedItem == 89 && harness.notice?.text == "the last item", "at the very end it says so")
    }

    @Test func leavingFocusesThePictureLastShownScrolledIntoView() async {
        let harness = await Self.browser(perPage: 60, rules: ArrangementRules(sort: SortOrder(key: .price)))
        harness.handle(.key(.enter))
        for _ in 0 ..< 40 { harness.handle(.key(.character("n"))) }
        let shown = harness.viewedItem
        harness.handle(.key(.character("q")))
        #expect(harness.mode == .browsing, "one q leaves the view, it does not quit")
        let focused = harness.focusedIndex
        #expect(focused.map { harness.arrangement.item(atFlat: $0) } == shown)
        if let focused {
            let frame = harness.model.frame(ofItem: focused)
            #expect(frame.y >= harness.scrollOffset && frame.maxY <= harness.scrollOffset + harness.model.viewportScreenRows.count, "in view")
        }
    }

    @Test func zoomStopsAtItsLimitsAndZCycles() async throws {
        let harness = await Self.browser()
        harness.handle(.key(.enter))
        let item = try #require(harness.viewedItem)
        let geometry = harness.model.viewerGeometry(ofItem: item)
        for _ in 0 ..< 40 { harness.handle(.key(.character("+"))) }
        #expect(harness.viewer.map { geometry.scale(of: $0.zoom) } == geometry.maximumScale)
        #expect(harness.notice?.text == "zoomed in as far as it goes (8 × 1:1)")
        for _ in 0 ..< 60 { harness.handle(.key(.character("-"))) }
        #expect(harness.viewer?.zoom == .fit)
        harness.handle(.key(.character("z")))
        #expect(harness.viewer?.zoom == .actualPixels)
        harness.handle(.key(.character("z")))
        #expect(harness.viewer?.zoom == .fill)
        harness.handle(.key(.character("l")))
        #expect(harness.viewedItem == item, "h/l pan, never step")
        harness.handle(.key(.character("z")))
        #expect(harness.viewer?.zoom == .fit)
        harness.handle(.key(.character("+")))
        harness.handle(.key(.right))
        #expect(harness.viewedItem == item && harness.viewer?.center.x ?? 0 > 0.5, "→ pans when zoomed")
        harness.handle(.key(.character("0")))
        #expect(harness.viewer?.zoom == .fit && harness.viewer?.center == .middle)
        harness.handle(.key(.right))
        #expect(harness.viewedItem != item, "→ steps at fit")
    }

    @Test func theWheelZoomsAboutThePointer() async throws {
        let harness = await Self.browser()
        harness.handle(.key(.enter))
        harness.handle(.key(.character("z")))
        harness.handle(.key(.character("z")))
        let before = try #require(harness.viewer)
        harness.handle(.mouse(MouseEvent(kind: .wheelUp, x: 5, y: 5)))
        let after = try #require(harness.viewer)
        #expect(after.zoom != before.zoom, "zoomed in")
        #expect(after.center.x < before.center.x || after.center.y < before.center.y, "towards the top left, where the pointer is")
    }

    @Test func theShownPictureAndItsNeighboursAreWantedAtTheScreensSize() async throws {
        let harness = await Self.browser()
        harness.handle(.key(.enter))
        harness.handle(.key(.character("n")))
        let shown = try #require(harness.viewedItem)
        let wanted = harness.pictures.wanted
        let order = harness.arrangement.viewOrder
        let flat = try #require(harness.arrangement.flatIndex(ofItem: shown))
        let area = harness.model.viewerScreen.picture
        #expect(area == Rect(x: 0, y: 0, width: 100, height: 29))
        for (neighbour, priority) in [(order[flat - 1], 1), (shown, 0), (order[flat + 1], 1)] {
            let key = PictureKey(reference: try #require(harness.items[neighbour].image), columns: 100, rows: 29, framing: .contain(.whole))
            #expect(wanted[key] == priority, "\(neighbour) at priority \(priority)")
        }
        #expect(wanted.count == 3, "nothing of the waterfall under the view")
    }

    @Test func aPictureThatCannotBeReadSaysWhyInPlaceAndSteppingGoesOn() async throws {
        let harness = await Self.browser()
        harness.handle(.key(.enter))
        await harness.settle()
        let screen = harness.render().lines().joined(separator: "\n")
        #expect(screen.contains("cannot show this picture"))
        #expect(screen.contains("/nonexistent/item-0.jpg"), "with the file and its reason")
        #expect(!screen.contains("not shown"), "the neighbours made ahead do not speak on the status line: \(screen)")
        harness.handle(.key(.character("n")))
        #expect(harness.viewedItem == 1)
        await harness.settle()
        #expect(harness.render().lines().joined(separator: "\n").contains("/nonexistent/item-1.jpg"), "the next one says why in its place")
    }

    @Test func iShowsTheDetailsBesideThePicture() async {
        let harness = await Self.browser()
        harness.handle(.key(.enter))
        harness.handle(.key(.character("i")))
        #expect(harness.model.viewerScreen.picture.width == 100 - DetailPanel.width(onScreen: 100))
        let lines = harness.render().lines()
        #expect(lines[1].contains("Linen shirt 0") && lines.joined().contains("id      item-0"))
        harness.handle(.key(.character("n")))
        #expect(harness.render().lines()[1].contains("纯棉短袖T恤"), "the details follow the step")
        harness.handle(.key(.character("i")))
        #expect(harness.model.viewerScreen.details == nil)
    }

    @Test func theSlideshowStepsEveryIntervalAndAKeyStartsItsTimeAgain() async {
        let harness = await Self.browser(interval: .seconds(4))
        harness.handle(.key(.enter))
        var update = harness.handle(.key(.character("S")))
        #expect(harness.viewer?.slideshow != nil)
        #expect(update.tickAfter == .milliseconds(1), "its time starts at the next tick")
        let start = ContinuousClock.now
        harness.send(.tick(start))
        update = harness.send(.tick(start + .seconds(3)))
        #expect(harness.viewedItem == 0)
        #expect(update.tickAfter == .seconds(1), "wakes when the picture's time is up")
        harness.send(.tick(start + .seconds(4)))
        #expect(harness.viewedItem == 1)
        harness.send(.tick(start + .seconds(7)))
        harness.handle(.key(.character("i")))
        harness.send(.tick(start + .seconds(7.5)))
        harness.send(.tick(start + .seconds(9)))
        #expect(harness.viewedItem == 1, "a key started the time again: 1.5 s since")
        harness.send(.tick(start + .seconds(11.5)))
        #expect(harness.viewedItem == 2)
        harness.handle(.key(.character("S")))
        #expect(harness.viewer?.slideshow == nil)
        update = harness.send(.tick(start + .seconds(20)))
        #expect(harness.viewedItem == 2 && update.tickAfter == nil, "stopped, and no more ticks")
    }
}
