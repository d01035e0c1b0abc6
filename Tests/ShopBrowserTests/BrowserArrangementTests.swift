import ShopCatalog
import Testing
import WaterfallTUI
import WaterfallViews

@testable import ShopBrowser

@Suite("Browser grouping, sorting and filtering", .timeLimit(.minutes(1)))
struct BrowserArrangementTests {
    static let shops = ["Acme Store", "宜家家居 IKEA", "Zeta"]

    /// `pages` pages of `perPage` items over three shops with varied prices and ratings.
    static func pages(_ pages: Int, perPage: Int) -> [[CatalogItem]] {
        Fixtures.pages(pages, perPage: perPage).map { page in
            page.map { item in
                let number = Int(item.id.dropFirst("item-".count)) ?? 0
                return Fixtures.item(
                    item.id, title: item.title.raw, shop: shops[(number * 7 / 3) % shops.count],
                    priceMinor: Int64((number * 7_919) % 50_000), imageWidth: item.imageWidth, imageHeight: item.imageHeight,
                    rating: (number * 13) % 51
                )
            }
        }
    }

    static func browser(pages: Int = 3, perPage: Int = 10, height: Int = 24, rules: ArrangementRules) async -> BrowserHarness {
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(catalogName: "test", arrangement: rules),
                theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: height)
            ),
            source: StaticPageSource(pages: Self.pages(pages, perPage: perPage))
        )
        harness.start()
        await harness.settle()
        return harness
    }

    func statusLine(_ model: BrowserHarness) -> String { model.render().lines().last ?? "" }

    /// The view manager shows exactly the arrangement: one section per group then the footer's.
    func expectViewMatchesArrangement(_ model: BrowserHarness) {
        let view = model.grid.view
        let groups = model.arrangement.groups
        #expect(view.sectionCount == (model.grid.isGrouped ? groups.count + 1 : 1))
        for (section, group) in groups.enumerated() {
            #expect(view.numberOfItems(inSection: section) == group.members.count)
        }
        #expect(view.itemCount == model.arrangement.count)
        #expect(model.arrangement.groups == ItemArrangement(rules: model.arrangement.rules, items: model.items).groups)
    }

    @Test func theStatusLineSaysWhatIsActiveAndHowManyMatch() async {
        let rules = ArrangementRules(grouping: .shop, sort: SortOrder(key: .price), filter: ItemFilter(minimumRatingTenths: 40))
        let model = await Self.browser(pages: 1, perPage: 30, height: 60, rules: rules)
        let shown = model.items.filter { ($0.product?.rating?.tenths ?? 0) >= 40 }.count
        #expect(shown > 0 && shown < model.items.count)
        #expect(statusLine(model).contains("grouped by shop · price ↑ · ≥★4 · \(shown) of \(model.items.count)"))
        expectViewMatchesArrangement(model)
    }

    @Test func groupsAreDrawnAsFullWidthBandsWithNameAndCount() async {
        let model = await Self.browser(pages: 1, perPage: 30, height: 60, rules: ArrangementRules(grouping: .shop))
        #expect(model.arrangement.groups.count == 3)
        for (position, group) in model.arrangement.groups.enumerated() {
            if position > 0 { model.handle(.key(.character("]"))) }
            let top = model.render().lines()[1]
            #expect(top.hasPrefix("── \(group.key.title) · \(group.members.count) ──"), "\(top)")
            #expect(top.hasSuffix("─"), "the rule runs to the right edge")
        }
    }

    @Test func reSortingKeepsTheFocusedCardOnItsRow() async throws {
        let model = await Self.browser(pages: 6, perPage: 10, height: 40, rules: ArrangementRules())
        model.handle(.key(.pageDown))
        model.handle(.key(.character("J")))
        let view = model.grid.view
        let focused = try #require(view.focusedIndex)
        let id = model.items[model.arrangement.item(atFlat: focused)].id
        var checked = 0
        for key in ["o", "o", "s", "O", "s"] {
            let before = try #require(view.focusedIndex)
            let row = view.frame(ofItem: before).y - view.scrollOffset
            model.handle(.key(.character(Character(key))))
            let now = try #require(view.focusedIndex, "after \(key)")
            #expect(model.items[model.arrangement.item(atFlat: now)].id == id, "after \(key)")
            let maximum = view.maximumScrollOffset
            if view.scrollOffset > 0 && view.scrollOffset < maximum {
                #expect(view.frame(ofItem: now).y - view.scrollOffset == row, "after \(key)")
                checked += 1
            }
            expectViewMatchesArrangement(model)
        }
        #expect(checked >= 3, "most steps leave room to keep the row")
        #expect(model.arrangement.rules.grouping == .price)
        #expect(model.arrangement.rules.sort == SortOrder(key: .price, descending: false))
    }

    @Test func bracketsJumpBetweenGroupsWithTheHeaderOnTop() async throws {
        let model = await Self.browser(pages: 3, perPage: 10, height: 30, rules: ArrangementRules(grouping: .shop))
        let view = model.grid.view
        #expect(model.arrangement.groups.count == 3)
        model.handle(.key(.character("]")))
        #expect(view.focusedIndex == model.arrangement.firstFlatIndex(ofGroup: 1))
        let header = try #require(view.frame(of: SupplementaryElement(kind: .header, section: 1)))
        #expect(view.scrollOffset == min(header.y, view.maximumScrollOffset))
        ScreenLines.expect(model.render(), row: -1, " \(model.arrangement.groups[1].key.title) · group 2 of 3")
        model.handle(.key(.character("[")))
        #expect(view.focusedIndex == model.arrangement.firstFlatIndex(ofGroup: 0))
        model.handle(.key(.character("[")))
        ScreenLines.expect(model.render(), row: -1, " first group")
    }

    @Test func pagesArrivingUnderAGroupingGoIntoTheirGroupsAndTheFocusStays() async throws {
        let rules = ArrangementRules(grouping: .price, sort: SortOrder(key: .rating, descending: true))
        let model = await Self.browser(pages: 8, perPage: 10, height: 30, rules: rules)
        expectViewMatchesArrangement(model)
        let loaded = model.items.count
        #expect(loaded < 80, "the first pages fill the screen")
        let view = model.grid.view
        model.handle(.key(.character("G")))
        model.handle(.key(.character("K")))
        let focused = try #require(view.focusedIndex)
        let id = model.items[model.arrangement.item(atFlat: focused)].id
        let row = view.frame(ofItem: focused).y - view.scrollOffset
        await model.settle()
        #expect(model.items.count > loaded)
        let now = try #require(view.focusedIndex)
        #expect(model.items[model.arrangement.item(atFlat: now)].id == id)
        #expect(view.frame(ofItem: now).y - view.scrollOffset == row)
        expectViewMatchesArrangement(model)
        for _ in 0 ..< 20 {
            model.handle(.key(.character("G")))
            await model.settle()
        }
        #expect(model.items.count == 80)
        #expect(model.render().lines().joined().contains("end of catalog · 80 items"))
        expectViewMatchesArrangement(model)
    }

    @Test func theFilterPromptNarrowsAndEscClearsIt() async {
        let model = await Self.browser(pages: 1, perPage: 30, height: 60, rules: ArrangementRules())
        model.handle(.key(.character("f")))
        for character in "mug" { model.handle(.key(.character(character))) }
        ScreenLines.expect(model.render(), row: -1, "filter: mug█  ⏎ narrow · Esc cancel")
        model.handle(.key(.enter))
        let expected = model.items.filter { $0.title.raw.lowercased().contains("mug") }.count
        #expect(expected > 0 && model.arrangement.count == expected)
        #expect(model.grid.view.itemCount == expected)
        model.handle(.key(.character("*")))
        #expect(model.arrangement.rules.filter.minimumRatingTenths == 30)
        model.handle(.key(.escape))
        #expect(model.arrangement.rules.filter.isEmpty)
        #expect(model.grid.view.itemCount == model.items.count)
        ScreenLines.expect(model.render(), row: -1, " filter cleared · all \(model.items.count) items")
    }

    @Test func searchAndDetailUseTheShownOrder() async throws {
        let model = await Self.browser(pages: 1, perPage: 30, height: 60, rules: ArrangementRules(sort: SortOrder(key: .price, descending: true)))
        model.handle(.key(.character("/")))
        for character in "linen" { model.handle(.key(.character(character))) }
        model.handle(.key(.enter))
        let focused = try #require(model.grid.view.focusedIndex)
        let item = model.items[model.arrangement.item(atFlat: focused)]
        #expect(item.title.raw.lowercased().contains("linen"))
        let firstShown = model.arrangement.viewOrder.first { model.items[$0].title.raw.lowercased().contains("linen") }
        #expect(model.arrangement.item(atFlat: focused) == firstShown, "the first match in the shown order")
        model.handle(.key(.enter))
        #expect(model.viewedItem == model.arrangement.item(atFlat: focused))
    }

    @Test func withoutAFocusedCardSortingAndGroupingShowTheStartOfTheNewOrder() async throws {
        let model = await Self.browser(pages: 6, perPage: 10, height: 30, rules: ArrangementRules())
        for _ in 0 ..< 3 { model.handle(.key(.pageDown)) }
        #expect(model.scrollOffset > 0 && model.focusedIndex == nil)
        model.handle(.key(.character("o")))
        #expect(model.scrollOffset == 0, "the cheapest cards are on screen")
        let cheapest = try #require(model.items.min { ($0.product?.price.minorUnits ?? 0) < ($1.product?.price.minorUnits ?? 0) })
        #expect(model.items[model.arrangement.item(atFlat: 0)].id == cheapest.id)
        let lines = model.render().lines()
        #expect(lines.joined().contains(try #require(cheapest.product?.price.formatted)))

        model.handle(.key(.character("s")))
        #expect(model.scrollOffset == 0)
        let band = model.model.grid.groupBand(0, width: 80)
        #expect(model.render().lines()[1] == band, "the first group's band is the first row under the header")
    }

    @Test func aPriceSortComparesAmountsWithinACurrencyAndSaysSo() async throws {
        let items = (0 ..< 12).map { number in
            Fixtures.item("m\(number)", priceMinor: Int64((number * 3_571) % 9_000), currency: number % 3 == 1 ? "USD" : "CNY")
        }
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(catalogName: "test", arrangement: ArrangementRules(sort: SortOrder(key: .price))),
                theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 60)
            ),
            source: StaticPageSource(pages: [items])
        )
        harness.start()
        await harness.settle()
        let shown = harness.arrangement.viewOrder.map { harness.items[$0] }
        let currencies = shown.map { $0.product?.price.currency }
        #expect(currencies == Array(repeating: "CNY", count: 8) + Array(repeating: "USD", count: 4), "the currency named first comes first")
        for currency in ["CNY", "USD"] {
            let amounts = shown.filter { $0.product?.price.currency == currency }.map { $0.product?.price.minorUnits ?? -1 }
            #expect(amounts == amounts.sorted(), "\(currency) amounts ascending")
        }
        #expect(statusLine(harness).contains("price ↑ · by currency: CNY, USD"))
    }

    @Test func afterFilteringOrGroupingPagesKeepLoadingUntilTheScreenIsFull() async throws {
        let model = await Self.browser(pages: 30, perPage: 10, height: 40, rules: ArrangementRules())
        let loaded = model.items.count
        // Few cards match: the footer comes into view, and pages load until the screen is full.
        model.handle(.key(.character("f")))
        for character in "mug" { model.handle(.key(.character(character))) }
        model.handle(.key(.enter))
        await model.settle()
        #expect(model.items.count > loaded, "more pages were loaded")
        let full = model.shownItemCount > 0 && model.model.frame(ofItem: model.shownItemCount - 1).maxY >= model.viewportScreenRows.count
        #expect(full || model.pagerStatus.phase == .exhausted, "the screen is full, or the catalog is all in")
        model.handle(.key(.character("F")))
        model.handle(.key(.character("s")))
        await model.settle()
        expectViewMatchesArrangement(model)
        #expect(model.model.frame(ofItem: model.shownItemCount - 1).maxY >= model.viewportScreenRows.count || model.pagerStatus.phase == .exhausted)
    }
}
