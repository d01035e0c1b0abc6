import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Keymaps: every key the help documents is handled in its mode", .timeLimit(.minutes(3)))
struct KeymapDispatchTests {
    /// A started browser of `kind` on a 100 × 24 screen (three columns), with more cards than
    /// fit; pictures are files with paths, so that `y` has a path to copy.
    static func browser(_ kind: ItemKind.Tag) async -> BrowserHarness {
        switch kind {
        case .product:
            return await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 20)), width: 100, height: 24)
        case .pictureFile:
            let photos = (0 ..< 60).map { PhotoFixtures.photo("p\($0).jpg", width: 300 + ($0 * 37) % 400, height: 200 + ($0 * 53) % 500) }
            return await PhotoFixtures.browser([photos], width: 100, height: 24)
        }
    }

    /// A browser of `kind` in `mode`, in a state where every key of the mode has something to
    /// do: in the waterfall, scrolled to the middle with a card of the middle column focused
    /// and a search in force; that card's picture full screen, zoomed in; a query typed; the help scrolled
    /// to its third line; the question of a reload.
    static func browser(_ kind: ItemKind.Tag, in mode: KeyMode) async -> BrowserHarness {
        let harness = await browser(kind)
        harness.send(.command(.scroll(to: harness.maximumScrollOffset / 2)))
        let columns = Set(harness.liveCardPictures.keys.map { harness.model.frame(ofItem: $0).x })
        let rows = harness.scrollOffset + 4 ..< harness.scrollOffset + 16
        let middle = harness.liveCardPictures.keys.sorted().first { index in
            let frame = harness.model.frame(ofItem: index)
            return frame.x != columns.min() && frame.x != columns.max() && rows.contains(frame.y)
        }
        // Every state is reached as a user reaches it, by keys.
        for key in [Key.character("/"), .character("1"), .enter] { harness.handle(.key(key)) }
        harness.send(.command(.focus(middle)))
        switch mode {
        case .browsing: break
        case .viewer:
            // Zoomed in on a picture of the middle, so that every key has somewhere to go.
            harness.handle(.key(.enter))
            for _ in 0 ..< 12 { harness.handle(.key(.character("+"))) }
        case .searching: for key in ["/", "a", "b"] { harness.handle(.key(.character(Character(key)))) }
        case .filtering: for key in ["f", "a", "b"] { harness.handle(.key(.character(Character(key)))) }
        case .overlay: for key in ["?", "j", "j"] { harness.handle(.key(.character(Character(key)))) }
        case .confirming:
            // A catalog of one page reloads at once, without asking.
            if harness.pagerStatus.pagesLoaded > 1 { harness.handle(.key(.character("R"))) } else { harness.model.mode = .confirmingReload }
        }
        return harness
    }

    /// The keys `row` documents, and a key for each fallback it documents (a character no
    /// table binds).
    static func keys(of row: KeyHelpRow) -> [Key] {
        row.documentedKeys + row.documentedFallbacks.map { _ in Key.character("x") }
    }

    @Test(arguments: ItemKind.Tag.allCases, KeyMode.allCases)
    func everyDocumentedKeyDispatchesToItsBindingAndChangesSomething(kind: ItemKind.Tag, mode: KeyMode) async throws {
        let probe = await Self.browser(kind)
        let sections = HelpOverlay(theme: probe.theme, options: probe.options).sections
        let section = try #require(zip(KeyMode.allCases, sections).first { $0.0 == mode }?.1)
        let table = KeymapView.of(mode)
        for row in section.rows {
            for key in Self.keys(of: row) {
                // Dispatched: the key finds a binding of this mode (or of every mode) whose
                // keys are the row's.
                let found = table.lookup(key, kind).map { table.bindings[$0] } ?? KeymapView.screen.lookup(key, kind).map { KeymapView.screen.bindings[$0] }
                let binding = try #require(found, "\(mode), \(kind): \(key.helpName) of '\(row.keys)' finds no binding")
                #expect(binding.keys.allSatisfy(row.documentedKeys.contains) && (binding.fallback.map(row.documentedFallbacks.contains) ?? true))

                // Handled: in a state where it has work to do, the key changes the screen or
                // asks for an effect.
                let harness = await Self.browser(kind, in: mode)
                let before = harness.render()
                let update = harness.handle(.key(key))
                #expect(
                    harness.render().cells != before.cells || update.quit || !update.pager.isEmpty || !update.terminal.isEmpty,
                    "\(mode), \(kind): \(key.helpName) ('\(row.keys)': \(row.text)) did nothing")
            }
        }
    }

    @Test(arguments: ItemKind.Tag.allCases)
    func theRenderedHelpShowsEveryRowOfItsKind(kind: ItemKind.Tag) async {
        let harness = await Self.browser(kind)
        harness.send(.input(.resize(cols: 120, rows: 90)))
        harness.handle(.key(.character("?")))
        let screen = harness.render().lines().joined(separator: "\n")
        let overlay = HelpOverlay(theme: harness.theme, options: harness.options)
        #expect(overlay.layout(for: Size(width: 120, height: 90)).maximumScroll == 0, "the whole help fits")
        for section in overlay.sections {
            if let heading = section.heading { #expect(screen.contains(heading)) }
            for row in section.rows {
                for line in HelpOverlay.wrapKeys(row.keys, width: HelpOverlay.keyColumnWidth) {
                    #expect(screen.contains(line + "  "), "\(kind): keys '\(line)'")
                }
                #expect(screen.contains(row.text), "\(kind): '\(row.text)'")
            }
        }
        let other: ItemKind.Tag = kind == .product ? .pictureFile : .product
        for binding in KeymapView.of(.browsing).bindings where !binding.kinds.contains(kind) {
            if case .row(let text, let photos) = binding.help {
                #expect(!screen.contains(other == .pictureFile ? photos ?? text : text), "\(kind): a binding of \(other) only is not shown")
            }
        }
    }

    @Test(arguments: ItemKind.Tag.allCases)
    func theStatusLineShowsTheHintsOfTheTable(kind: ItemKind.Tag) async {
        let harness = await Self.browser(kind)
        harness.send(.input(.resize(cols: 200, rows: 24)))
        let status = harness.render().lines().last ?? ""
        let expected = Keymaps.browsing.hints(for: kind).map { " \($0.keys)  \($0.text) " }.joined()
        #expect(status.hasPrefix(expected), "\(kind): \(status)")
        #expect(expected.hasPrefix(" ?  help  q  quit  /  search  ⏎  open  j/k  scroll  J/K/h/l  focus  ␣/b  page  +/-  columns  o/s/f  sort/group/filter "))
        harness.handle(.key(.character("f")))
        #expect(harness.render().lines().last?.contains("█  ⏎ narrow · Esc cancel") == true, "the filter prompt's hints")
    }
}
