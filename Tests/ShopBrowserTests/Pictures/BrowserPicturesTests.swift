import Colors
import Pixels
import SeededRandom
import ShopCatalog
import Testing
import WaterfallPictures
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Browser pictures: photos arrive, failures are marked, nothing moves", .timeLimit(.minutes(3)))
struct BrowserPicturesTests {
    /// A started browser over one page of photo items (and `extra` plain ones), first page in,
    /// its photos asked for but not yet shown.
    func browser(_ items: [CatalogItem], pictures: PictureMode = .auto) async -> BrowserHarness {
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(columns: 2, catalogName: "photos", pictures: PictureSettings(mode: pictures)),
                theme: Theme(colorMode: .ansi256), screenSize: Size(width: 60, height: 40)
            ),
            source: StaticPageSource(pages: [items])
        )
        harness.start()
        await harness.settlePages()
        return harness
    }

    @Test func photosReplaceThePlaceholderWithoutMovingAnything() async throws {
        let items = [
            PictureFixtures.item("a", image: PictureFixtures.photo("banner-forest-stream.jpg"), width: 480, height: 160),
            PictureFixtures.item("b", image: PictureFixtures.photo("astronaut-portrait-poster.jpg"), width: 320, height: 480),
            PictureFixtures.item("c", image: nil),
        ]
        let harness = await browser(items)
        let wanted = harness.model.pictures.wanted
        #expect(wanted.count == 2, "both photos on screen are wanted")
        #expect(wanted.values.allSatisfy { $0 == 0 }, "on screen: the highest priority")
        let frames = (0 ..< 3).map { harness.grid.view.frame(ofItem: $0) }
        let before = harness.render()
        await harness.settle()
        #expect(harness.model.pictures.wanted.isEmpty)
        #expect((0 ..< 3).map { harness.grid.view.frame(ofItem: $0) } == frames, "no card moved")
        let states = harness.liveCardPictures.sorted { $0.key < $1.key }.map(\.value)
        #expect(states == [.photo, .photo, .none])
        let after = harness.render()
        let area = harness.grid.view.frame(ofItem: 0)
        let changed = (area.y + 2 ..< area.y + 2 + 3).filter { before.lines()[$0] != after.lines()[$0] || before[area.x + 2, $0] != after[area.x + 2, $0] }
        #expect(!changed.isEmpty, "the photo is drawn where the placeholder was")
        let colours = Set(after.cells.map(\.style.background))
        #expect(colours.count > 20, "a photo brings many colours: \(colours.count)")
    }

    @Test func aBrokenPhotoKeepsItsPlaceholderGetsAMarkAndIsReportedOnce() async throws {
        let broken = try PictureFixtures.file(named: "broken.jpg", contents: "<html>not found</html>")
        let items = [PictureFixtures.item("a", image: broken), PictureFixtures.item("b", image: broken)]
        let harness = await browser(items)
        await harness.settle()
        #expect(harness.model.pictures.failureLog.count == 1, "one file, one report")
        #expect(harness.notice?.text.hasPrefix("picture not shown: ") == true)
        #expect(harness.notice?.isWarning == true)
        #expect(harness.render().lines().joined().contains("✕ no picture"))
        harness.handle(.key(.character("j")))
        harness.handle(.key(.character("k")))
        #expect(harness.model.pictures.wanted.isEmpty, "a failed file is not asked for again")
    }

    @Test func aBrokenPhotoIsNotDecodedAgainAtAnotherSizeNorFullScreenAndIsLoggedOncePerFile() async throws {
        let broken = try PictureFixtures.file(named: "broken-again.jpg", contents: "<html>not found</html>")
        let good = PictureFixtures.photo("espresso-cup-red.jpg")
        let items = [PictureFixtures.item("a", image: broken), PictureFixtures.item("b", image: good)]
        let harness = await browser(items)
        await harness.settle()
        #expect(harness.model.pictures.failures[broken] != nil)
        // Full screen at another size, with the next picture made ahead: the broken file is not
        // asked for again.
        harness.handle(.key(.character("g")))
        harness.handle(.key(.enter))
        #expect(harness.model.viewedItem == 0, "the broken picture full screen")
        #expect(!harness.model.pictures.wanted.isEmpty, "the neighbour is made ahead")
        #expect(harness.model.pictures.wanted.keys.allSatisfy { $0.reference != broken }, "\(harness.model.pictures.wanted.keys)")
        harness.handle(.key(.character("q")))
        // Other columns: other sizes, still not asked for.
        harness.handle(.key(.character("+")))
        #expect(harness.model.pictures.wanted.keys.allSatisfy { $0.reference != broken })
        // `r` asks again: it fails again, and the exit report still names it once.
        harness.handle(.key(.character("r")))
        #expect(harness.model.pictures.wanted.keys.contains { $0.reference == broken }, "r asks for it again")
        await harness.settle()
        #expect(harness.model.pictures.failures[broken] != nil)
        #expect(harness.model.pictures.failureLog.map(\.reference) == [broken])
    }

    @Test func cardsThatLeaveAreNoLongerWantedAndNearerOnesComeFirst() async throws {
        let names = [
            "banner-forest-stream.jpg", "astronaut-portrait-poster.jpg", "espresso-cup-red.jpg", "deep-field-poster.jpg", "lunar-surface-poster.jpg",
            "tennis-balls-can.png", "route-66-road-trip.jpg",
        ]
        let items = (0 ..< 40).map { PictureFixtures.item("p\($0)", image: PictureFixtures.photo(names[$0 % names.count]), width: 400, height: 300 + $0 * 7) }
        let harness = await browser(items)
        let first = harness.model.pictures.wanted
        #expect(first.values.contains(0) && first.values.contains { $0 > 0 }, "on-screen and buffered cards: \(first.values.sorted())")
        harness.handle(.key(.character("G")))
        let later = harness.model.pictures.wanted
        #expect(later != first)
        #expect(
            Set(later.keys).isSubset(
                of: Set(
                    harness.grid.view.liveCells.keys.compactMap { index in
                        harness.model.cards.pictureKey(ofFlat: index, in: harness.grid.view)
                    })), "only live cards are wanted")
    }

    @Test func withPicturesOffNothingIsDecoded() async {
        let items = [PictureFixtures.item("a", image: PictureFixtures.photo("banner-forest-stream.jpg"))]
        let harness = await browser(items, pictures: .off)
        #expect(harness.model.pictures.rasterizer == nil)
        #expect(harness.model.pictures.wanted.isEmpty)
        #expect(harness.runtime.pictures == nil, "no workers at all")
    }

    @Test func theHelpSaysHowPicturesAreDrawn() async {
        let harness = await browser([PictureFixtures.item("a", image: nil)])
        harness.handle(.key(.character("?")))
        // Below the waterfall's keys: a page down on this 60 × 40 screen.
        var pages = [harness.render().lines().joined()]
        for _ in 0 ..< 3 {
            harness.handle(.key(.pageDown))
            pages.append(harness.render().lines().joined())
        }
        #expect(pages.contains { $0.contains("pictures: half blocks, 256 colours (--images auto)") })
        let off = HelpOverlay.picturesLine(options: BrowserOptions(pictures: .off), colorMode: .ansi8)
        #expect(off == "pictures: off, thumbnails only (--images off)")
        let quadrants = HelpOverlay.picturesLine(options: BrowserOptions(pictures: PictureSettings(mode: .symbols, symbols: .quadrants)), colorMode: .ansi8)
        #expect(quadrants == "pictures: quadrants, 8 colours (--images symbols)")
    }
}

@Suite("Browser pictures: thumbnails are drawn for the cards on screen", .timeLimit(.minutes(3)))
struct BrowserPlaceholderTests {
    @Test func cardsInTheBufferWaitForTheirThumbnailsUntilTheyAreScrolledOn() async throws {
        var rng = SplitMix64(seed: 31)
        let items = (0 ..< 60).map { index in
            let pixels = (0 ..< 12 * 8).map { _ in RGB(red: .random(in: 0 ... 255, using: &rng), green: .random(in: 0 ... 255, using: &rng), blue: 90) }
            return Fixtures.item("t\(index)", imageWidth: 400, imageHeight: 240 + index * 11 % 300, thumbnail: Thumbnail(width: 12, height: 8, pixels: pixels))
        }
        let harness = await Fixtures.browser(source: StaticPageSource(pages: [items]), width: 80, height: 30, colorMode: .ansi256)
        func onScreen(_ index: Int) -> Bool {
            harness.model.frame(ofItem: index).intersects(rows: harness.scrollOffset ..< harness.scrollOffset + harness.viewportScreenRows.count)
        }
        // Each card has a thumbnail of its own, so the thumbnails drawn so far are those of the
        // cards that have been on screen when a frame was drawn.
        var everOnScreen = Set<Int>()
        func check() {
            let live = harness.liveCardPictures.keys
            let shown = Set(live.filter(onScreen))
            everOnScreen.formUnion(shown)
            let frame = harness.render()
            #expect(harness.model.pictures.placeholderCount == everOnScreen.count, "thumbnails drawn only for cards that were on screen")
            for index in shown {
                let picture = harness.model.cardPicture(ofFlat: index)
                #expect(picture.raster != nil, "card \(index) on screen shows its thumbnail")
            }
            #expect(!frame.cells.isEmpty)
        }
        #expect(harness.liveCardPictures.keys.contains { !onScreen($0) }, "at the start, the buffer holds cards below the screen")
        check()
        for _ in 0 ..< 4 {
            harness.handle(.key(.pageDown))
            check()
        }
        let frame = harness.render()
        for _ in 0 ..< 40 { harness.handle(.key(.character("k"))) }
        check()
        for _ in 0 ..< 40 { harness.handle(.key(.character("j"))) }
        #expect(harness.render().cells == frame.cells, "back where it was: the same frame, thumbnails from the cache")
    }
}

@Suite("Browser pictures: what is announced does not depend on timing", .timeLimit(.minutes(1)))
struct BrowserPictureReportOrderTests {
    @Test func failuresAreReadInTheOrderOfTheirNamesWhateverOrderTheyFinishedIn() {
        let keys = ["c.jpg", "a.jpg", "b.jpg"].map { PictureKey(reference: .file(path: "/photos/\($0)"), columns: 10, rows: 5) }
        var logs: [[String]] = []
        var notices: [String?] = []
        for order in [[0, 1, 2], [2, 1, 0], [1, 2, 0]] {
            let model = BrowserModel(options: BrowserOptions(catalogName: "t"), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 24))
            _ = model.update(.start)
            let finished = order.map {
                (
                    key: keys[$0],
                    result: Result<CardRendition<Picture>, PictureFailure>.failure(PictureFailure(reference: keys[$0].reference, reason: "not an image"))
                )
            }
            _ = model.update(.pictures(PictureReport(finished: finished)))
            logs.append(model.pictures.failureLog.map(\.reference.description))
            notices.append(model.notice?.text)
        }
        #expect(logs.allSatisfy { $0 == ["/photos/a.jpg", "/photos/b.jpg", "/photos/c.jpg"] }, "\(logs)")
        #expect(Set(notices).count == 1)
        #expect(notices.first == "3 pictures not shown; first: /photos/a.jpg: not an image")
    }
}
