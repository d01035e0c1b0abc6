import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

/// Pictures of a folder as the folder scanner makes them, for the browser's tests.
enum PhotoFixtures {
    /// A picture `name` in `folder`, `width × height`, `bytes` long, changed at `modified` and
    /// taken at `taken` (seconds).
    static func photo(
        _ name: String, folder: String = "photos", width: Int = 400, height: Int = 300, bytes: Int64 = 1_000,
        modified: Int64 = 0, taken: Int64? = nil
    ) -> CatalogItem {
        let path = folder + "/" + name
        let file = ItemFile(
            path: path, name: CatalogText(name), folder: CatalogText(folder), format: "JPEG", byteCount: bytes, modified: modified, taken: taken
        )
        return CatalogItem(
            id: path, title: file.name, kind: .pictureFile(file), imageWidth: width, imageHeight: height, image: .file(path: path)
        )
    }

    /// A started browser of pictures over `pages`, settled.
    static func browser(
        _ pages: [[CatalogItem]], issues: [CatalogIssue] = [], otherFiles: Int = 0, width: Int = 80, height: Int = 30, grouping: Grouping = .none
    ) async
        -> BrowserHarness
    {
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(
                    catalogName: "photos", pictures: .off, arrangement: ArrangementRules(grouping: grouping, sort: SortOrder(key: .name)), kind: .pictureFile
                ),
                theme: Theme(colorMode: .monochrome), screenSize: Size(width: width, height: height)
            ),
            source: PhotoPages(pages: pages, issues: issues, otherFiles: otherFiles)
        )
        harness.start()
        await harness.settle()
        return harness
    }
}

/// Pages of pictures from memory; the first page carries `issues`.
final class PhotoPages: PageSource {
    let pages: [[CatalogItem]]
    let issues: [CatalogIssue]
    let otherFiles: Int

    init(pages: [[CatalogItem]], issues: [CatalogIssue], otherFiles: Int = 0) {
        self.pages = pages
        self.issues = issues
        self.otherFiles = otherFiles
    }

    func page(_ number: Int) async throws -> PageResult {
        guard pages.indices.contains(number - 1) else { return .end }
        return .page(
            CatalogPage(number: number, source: "photos", items: pages[number - 1], issues: number == 1 ? issues : [], otherFiles: number == 1 ? otherFiles : 0)
        )
    }
}

@Suite("Browsing pictures: cards, keys, loading, the skipped list", .timeLimit(.minutes(2)))
struct ItemKindTagBrowsingTests {
    @Test("a picture's card: the image, the name on one line cut with …, sanitised, and a dim line of size and date")
    func pictureCard() {
        let day = ItemFile.ClockTime(year: 2023, month: 7, day: 14, hour: 18, minute: 2).secondsSinceEpoch
        let item = PhotoFixtures.photo("a-rather-long-file-name\u{1B}[31m.jpg", width: 4032, height: 3024, taken: day)
        let metrics = CardMetrics(item: item, width: 20)
        #expect(metrics.titleLines == ["a-rather-long-fil…"])
        #expect(metrics.infoRows == 1)
        #expect(metrics.height == CardMetrics.borderRows + metrics.imageRows + 2)
        let hostile = CardMetrics(item: PhotoFixtures.photo("\u{1B}]2;x\u{07}.png"), width: 20)
        #expect(hostile.titleLines == ["␛]2;x␇.png"])
        var canvas = Canvas(width: 20, height: metrics.height)
        CardRenderer(theme: Theme(colorMode: .monochrome)).draw(
            item, metrics: metrics, picture: CardPicture(), in: Rect(x: 0, y: 0, width: 20, height: metrics.height), focused: false, into: &canvas
        )
        let lines = canvas.lines(trimmingTrailingSpaces: true)
        #expect(lines[metrics.height - 3] == "│a-rather-long-fil…│")
        #expect(lines[metrics.height - 2] == "│4032×3024 · 2023-…│")
        let wide = CardMetrics(item: item, width: 40)
        var wider = Canvas(width: 40, height: wide.height)
        CardRenderer(theme: Theme(colorMode: .monochrome)).draw(
            item, metrics: wide, picture: CardPicture(), in: Rect(x: 0, y: 0, width: 40, height: wide.height), focused: false, into: &wider
        )
        #expect(wider.lines(trimmingTrailingSpaces: true)[wide.height - 2] == "│4032×3024 · 2023-07-14" + String(repeating: " ", count: 16) + "│")
    }

    @Test("every page is loaded whatever is in view; the header counts pictures; o, s and * follow the pictures' cycles")
    func keysAndLoading() async {
        let pages = (0 ..< 5).map { page in
            (0 ..< 30).map { index in
                PhotoFixtures.photo(
                    "p\(page)-\(index).jpg", folder: index % 2 == 0 ? "photos" : "photos/sub", width: 100 + index * 13, height: 100 + page * 29,
                    bytes: Int64(1_000 + (index * 7_919) % 5_000), modified: Int64(index * 100 + page)
                )
            }
        }
        let browser = await PhotoFixtures.browser(pages)
        #expect(browser.items.count == 150)
        ScreenLines.expect(browser.render(), row: 0, " waterfall · photos                          150 pictures · 2 cols (auto) · Top")
        var seen: [SortOrder] = [browser.arrangement.rules.sort]
        for _ in 0 ..< 4 {
            browser.handle(.key(.character("o")))
            seen.append(browser.arrangement.rules.sort)
        }
        #expect(seen == SortOrder.photoCycle + [SortOrder.photoCycle[0]])
        browser.handle(.key(.character("o")))
        let byDate = browser.arrangement.viewOrder.map { browser.items[$0].file?.date ?? 0 }
        #expect(byDate == byDate.sorted(by: >))
        browser.handle(.key(.character("s")))
        #expect(browser.arrangement.rules.grouping == .folder)
        #expect(browser.arrangement.groups.map(\.key.title) == ["photos", "photos/sub"])
        browser.handle(.key(.character("s")))
        #expect(browser.arrangement.rules.grouping == Grouping.none)
        browser.handle(.key(.character("*")))
        #expect(browser.arrangement.rules.filter.minimumRatingTenths == nil)
    }

    @Test("other files are counted in the header and the status line, with no warning and nothing in the skipped list")
    func otherFilesAreQuiet() async {
        let browser = await PhotoFixtures.browser([[PhotoFixtures.photo("a.jpg")], [PhotoFixtures.photo("b.jpg")]], otherFiles: 12, width: 100, height: 20)
        #expect(browser.pagerStatus.otherFiles == 12 && browser.pagerStatus.skipped.count == 0)
        let screen = browser.render()
        ScreenLines.expect(screen, row: 0, " waterfall · photos                               2 pictures · 12 other files · 3 cols (auto) · All")
        ScreenLines.expect(screen, row: -1, " ?  help  q  quit  /  search  ⏎  open  j/k  scroll             name ↑ · 2 pictures · 12 other files")
        browser.handle(.key(.character("!")))
        #expect(browser.render().lines(trimmingTrailingSpaces: true).contains { $0.contains("nothing skipped") })
    }

    @Test("! lists the skipped files with their reasons; the status line counts them")
    func skippedList() async {
        let issues = (0 ..< 3).map {
            CatalogIssue(file: "photos/bad-\($0).jpg", location: .wholeFile, itemID: nil, field: nil, message: "empty file (zero bytes)")
        }
        let browser = await PhotoFixtures.browser([[PhotoFixtures.photo("a.jpg")]], issues: issues, width: 90, height: 20)
        #expect(browser.pagerStatus.skipped.count == 3)
        browser.handle(.key(.character("x")))
        ScreenLines.expect(browser.render(), row: -1, " ?  help  q  quit  /  search  ⏎  open       name ↑ · 1 picture · 3 skipped (! lists them)")
        browser.handle(.key(.character("!")))
        #expect(browser.mode == .skipped)
        let lines = browser.render().lines(trimmingTrailingSpaces: true)
        for index in 0 ..< 3 {
            #expect(lines.contains { $0.contains("• photos/bad-\(index).jpg: empty file (zero bytes)") })
        }
        #expect(lines.contains { $0.contains("Skipped: 3 files") })
        browser.handle(.key(.escape))
        #expect(browser.mode == .browsing)
    }
}

@Suite("A picture's details and its full-screen view: its facts, opening it, copying its path", .timeLimit(.minutes(2)))
struct PictureDetailsTests {
    @Test("the panel lists the folder, path, sizes, dates, camera and lens, and the turn")
    func lines() {
        let taken = ItemFile.ClockTime(year: 2023, month: 7, day: 14, hour: 18, minute: 2, second: 11).secondsSinceEpoch
        let file = ItemFile(
            path: "photos/a.jpg", name: CatalogText("a.jpg"), folder: CatalogText("photos"), format: "JPEG", byteCount: 3_149_000,
            modified: 0, taken: taken, camera: CatalogText("Canon EOS 5D"), lens: CatalogText("EF50mm f/1.8"), orientation: 6
        )
        let item = CatalogItem(
            id: file.path, title: file.name, kind: .pictureFile(file), imageWidth: 3024, imageHeight: 4032,
            image: .file(path: file.path)
        )
        let lines = DetailPanel.lines(for: item, width: 60)
        #expect(
            lines == [
                .title("a.jpg"), .blank,
                .field(label: "folder", value: "photos"), .field(label: "path", value: "photos/a.jpg"),
                .field(label: "pixels", value: "3024 × 4032 JPEG, turned by EXIF (6)"), .field(label: "file", value: "3.1 MB (3149000 bytes)"),
                .field(label: "taken", value: "2023-07-14 18:02:11"), .field(label: "changed", value: ItemFile.ClockTime.local(0).text),
                .field(label: "camera", value: "Canon EOS 5D"), .field(label: "lens", value: "EF50mm f/1.8"),
            ])
    }

    @Test("Enter opens the picture with the program, y copies its path; without a program Enter says how to get one")
    func actions() async {
        let browser = await PhotoFixtures.browser([[PhotoFixtures.photo("a.jpg"), PhotoFixtures.photo("b.jpg")]])
        browser.handle(.key(.enter))
        #expect(browser.viewedItem == 0)
        var update = browser.handle(.key(.enter))
        #expect(update.terminal.isEmpty && browser.viewedItem == 0)
        #expect(browser.notice?.text.hasPrefix("no program to open pictures with") == true)
        update = browser.handle(.key(.character("y")))
        #expect(update.terminal == [.copyToClipboard("photos/a.jpg")])
        #expect(browser.notice?.text == "asked the terminal to copy the path: photos/a.jpg", "no terminal confirms an OSC 52 copy")
        browser.handle(.key(.escape))
        browser.handle(.key(.tab))
        #expect(browser.handle(.key(.character("y"))).terminal == [.copyToClipboard("photos/b.jpg")])

        var options = BrowserOptions(pictures: .off, kind: .pictureFile)
        options.fileActions = FileActions(openCommand: ["viewer", "--full"])
        let model = BrowserModel(options: options, theme: Theme(colorMode: .monochrome), screenSize: Size(width: 80, height: 24))
        let harness = BrowserHarness(model: model, source: PhotoPages(pages: [[PhotoFixtures.photo("c.png")]], issues: []))
        harness.start()
        await harness.settle()
        harness.handle(.key(.enter))
        #expect(harness.handle(.key(.enter)).terminal == [.runProgram(["viewer", "--full", "photos/c.png"])])
        #expect(harness.terminalEffects.contains(.runProgram(["viewer", "--full", "photos/c.png"])))
    }

    @Test("--open-with runs through sh with the path as $1; xdg-open only with a display")
    func openCommand() {
        #expect(FileActions.openCommand(openWith: "feh -F", environment: [:]) == ["/bin/sh", "-c", "feh -F \"$1\"", "sh"])
        #expect(FileActions.openCommand(openWith: nil, environment: ["DISPLAY": ":0"]) == ["xdg-open"])
        #expect(FileActions.openCommand(openWith: nil, environment: ["WAYLAND_DISPLAY": "wayland-0"]) == ["xdg-open"])
        #expect(FileActions.openCommand(openWith: nil, environment: ["DISPLAY": ""]) == nil)
        #expect(FileActions.openCommand(openWith: "", environment: [:]) == nil)
    }
}

@Suite("A watched folder: pictures added, changed and removed while shown", .timeLimit(.minutes(2)))
struct PictureChangesTests {
    @Test("changes fold in through batch updates: the focused picture keeps its row; removed and replaced pictures leave, new ones arrive in order")
    func changes() async {
        let photos = (0 ..< 40).map { PhotoFixtures.photo(String(format: "p%02d.jpg", $0 * 2), width: 300 + $0 * 17 % 200, height: 200 + $0 * 31 % 300) }
        for grouping in [Grouping.none, .folder] {
            let browser = await PhotoFixtures.browser([photos], grouping: grouping)
            browser.handle(.key(.character("G")))
            browser.handle(.key(.character("k")))
            for _ in 0 ..< 3 { browser.handle(.key(.character("K"))) }
            guard let focused = browser.focusedIndex else {
                Issue.record("nothing focused")
                continue
            }
            let focusedID = browser.items[browser.arrangement.item(atFlat: focused)].id
            let row = browser.model.frame(ofItem: focused).y - browser.scrollOffset
            let column = browser.model.frame(ofItem: focused).x
            let changed = PhotoFixtures.photo("p04.jpg", width: 999, height: 111, bytes: 5)
            let added = [PhotoFixtures.photo("p01.jpg"), PhotoFixtures.photo("p99.jpg"), PhotoFixtures.photo("x.jpg", folder: "photos/new")]
            let unchanged = photos[10]
            browser.send(.items(ItemChanges(arrived: added + [changed, unchanged], removed: ["photos/p00.jpg", "photos/p02.jpg", "photos/gone.jpg"])))
            let shown = browser.arrangement.viewOrder.map { browser.items[$0] }
            let expected = (photos.filter { !["p00.jpg", "p02.jpg", "p04.jpg"].contains($0.title.raw) } + added.prefix(2) + [changed])
                .sorted { Array($0.title.raw.utf8).lexicographicallyPrecedes(Array($1.title.raw.utf8)) }
            if grouping == .none {
                #expect(
                    shown.map(\.title.raw)
                        == (expected + [added[2]]).sorted { Array($0.title.raw.utf8).lexicographicallyPrecedes(Array($1.title.raw.utf8)) }.map(\.title.raw))
            } else {
                #expect(shown.map(\.title.raw) == expected.map(\.title.raw) + ["x.jpg"])
                #expect(browser.arrangement.groups.map(\.key.title) == ["photos", "photos/new"])
            }
            #expect(shown.first { $0.title.raw == "p04.jpg" }?.imageWidth == 999)
            #expect(browser.itemCount == 40 - 3 + 4)
            #expect(browser.notice?.text == "3 pictures added, 1 picture changed, 2 pictures removed")
            let now = browser.arrangement.flatIndex(ofItem: browser.items.lastIndex { $0.id == focusedID } ?? -1)
            #expect(now == browser.focusedIndex)
            if let now {
                #expect(browser.model.frame(ofItem: now).y - browser.scrollOffset == row, "the focused picture keeps its row")
                #expect(browser.model.frame(ofItem: now).x == column, "and its column")
            }
            #expect(browser.shownItemCount == browser.arrangement.count)
            // Removing a whole folder takes its pictures along.
            browser.send(.items(ItemChanges(removedPrefixes: ["photos/new/"])))
            #expect(!browser.arrangement.viewOrder.contains { browser.items[$0].id == "photos/new/x.jpg" })
            #expect(browser.shownItemCount == browser.arrangement.count)
        }
    }

    @Test func aPictureAddedBeforeTheFocusedOneLeavesItOnItsRowAndInItsColumn() async throws {
        let photos = (0 ..< 40).map { PhotoFixtures.photo(String(format: "p%02d.jpg", $0 * 2), width: 300 + $0 * 17 % 200, height: 200 + $0 * 31 % 300) }
        var pinned = 0
        for height in stride(from: 100, through: 1_000, by: 60) {
            let browser = await PhotoFixtures.browser([photos])
            browser.handle(.key(.character("G")))
            for _ in 0 ..< 4 { browser.handle(.key(.character("K"))) }
            let focused = try #require(browser.focusedIndex)
            let id = browser.items[browser.arrangement.item(atFlat: focused)].id
            let before = browser.model.frame(ofItem: focused)
            let row = before.y - browser.scrollOffset
            browser.send(.items(ItemChanges(arrived: [PhotoFixtures.photo("a00.jpg", width: 300, height: height)])))
            let now = try #require(browser.focusedIndex)
            #expect(browser.items[browser.arrangement.item(atFlat: now)].id == id)
            #expect(browser.model.frame(ofItem: now).x == before.x, "a picture \(height) high added first: the focused one keeps its column")
            #expect(browser.model.frame(ofItem: now).y - browser.scrollOffset == row, "and its row")
            pinned += browser.model.cards.pinnedColumns.count
        }
        #expect(pinned > 0, "some of the pictures added would have moved it to another column")
    }
}
