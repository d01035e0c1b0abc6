import Pixels
import SeededRandom
import ShopCatalog
import Testing
import WaterfallLayout
import WaterfallTUI
import WaterfallViews

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Picture look-ahead: the screens around the viewport, once the live cards are idle, within the budgets", .timeLimit(.minutes(3)))
struct PictureLookAheadTests {
    static let screen = Size(width: 60, height: 40)

    /// A started browser (no runtime: the test makes the renditions) over `count` items with
    /// photos of seeded random heights, all loaded.
    func model(
        count: Int, seed: UInt64, cacheBytes: Int = PictureSettings.defaultCacheBytes, lookAhead: Bool = true, interactive: Bool = true
    ) -> BrowserModel {
        var random = SplitMix64(seed: seed)
        let model = BrowserModel(
            options: BrowserOptions(
                columns: 3, catalogName: "look-ahead", pictures: PictureSettings(mode: .symbols, cacheBytes: cacheBytes, lookAhead: lookAhead),
                isInteractive: interactive
            ),
            theme: Theme(colorMode: .ansi256), screenSize: Self.screen
        )
        _ = model.update(.start)
        let items = (0 ..< count).map {
            PictureFixtures.item("p\($0)", image: .file(path: "/look-ahead/\($0).jpg"), width: 400, height: 150 + Int(random.next() % 800))
        }
        _ = model.update(.pager(PagerReport(arrivals: items, status: PagerStatus(phase: .exhausted, pagesLoaded: 1, itemsLoaded: count))))
        return model
    }

    /// Reports `keys` made, as the workers would.
    func finish(_ keys: some Sequence<PictureKey>, in model: BrowserModel) throws {
        let finished = try keys.map { key in
            let picture = Picture(width: key.columns, height: 2 * key.rows, red: 90, green: 120, blue: 150)
            let raster = try SymbolRaster(picture: picture, columns: key.columns, rows: key.rows, colorMode: .ansi256)
            return (key: key, result: Result<CardRendition<Picture>, PictureFailure>.success(.symbols(raster)))
        }
        _ = model.update(.pictures(PictureReport(finished: finished)))
    }

    /// Makes whatever is wanted until nothing is (at most `rounds` reports).
    func finishAll(_ model: BrowserModel, rounds: Int = 10) throws {
        for _ in 0 ..< rounds where !model.pictures.wanted.isEmpty {
            try finish(model.pictures.wanted.keys, in: model)
        }
    }

    /// The live cards' renditions with their distances from the viewport.
    func live(_ model: BrowserModel) -> [PictureKey: Int] {
        PictureWants.shown(view: model.grid.view, cards: model.cards)
    }

    /// The brute-force oracle: every item's frame looked at, the cards of the screen ahead in
    /// `direction` (their distance in rows) and of the screen behind (a screen's height further)
    /// that are not live, nearest first, taken up to the first that passes half the renditions'
    /// budget (with the live cards') or half the decoded photos' (in half blocks: a square of
    /// four times the longer side of twice the symbols' pixels, three bytes a pixel).
    func expected(_ model: BrowserModel, direction: ScrollDirection, cacheBytes: Int) -> [PictureKey: Int] {
        let view = model.grid.view
        let viewport = view.viewportRows
        let height = viewport.count
        let below = viewport.upperBound ..< viewport.upperBound + height
        let above = viewport.lowerBound - height ..< viewport.lowerBound
        let (ahead, behind) = direction == .down ? (below, above) : (above, below)
        var candidates: [(index: Int, priority: Int)] = []
        for index in 0 ..< view.itemCount where view.liveCells[index] == nil {
            let frame = view.frame(ofItem: index)
            let distance = frame.maxY <= viewport.lowerBound ? viewport.lowerBound - frame.maxY + 1 : frame.y - viewport.upperBound + 1
            if frame.intersects(rows: ahead) {
                candidates.append((index, distance))
            } else if frame.intersects(rows: behind) {
                candidates.append((index, distance + height))
            }
        }
        candidates.sort { ($0.priority, $0.index) < ($1.priority, $1.index) }
        let shown = live(model)
        let renditionBytes = { (key: PictureKey) in key.columns * key.rows * MemoryLayout<Cell>.stride }
        var renditions = shown.keys.reduce(0) { $0 + renditionBytes($1) }
        var decoded = 0
        var wants: [PictureKey: Int] = [:]
        for (index, priority) in candidates {
            guard let key = model.cards.pictureKey(ofFlat: index, in: view), shown[key] == nil else { continue }
            let state = model.pictures.state(for: key)
            renditions += renditionBytes(key)
            if state == .loading {
                let side = 4 * max(2 * key.columns, 4 * key.rows)
                decoded += side * side * 3
            }
            guard renditions <= model.pictures.renditionBytes.budget / 2, decoded <= cacheBytes / 2 else { break }
            if state == .loading { wants[key] = priority }
        }
        return wants
    }

    @Test func whileTheLiveCardsLackPhotosOnlyTheyAreWanted() throws {
        let model = model(count: 300, seed: 1)
        let liveKeys = live(model)
        #expect(!model.pictures.wanted.isEmpty)
        #expect(model.pictures.wanted == liveKeys, "only the live cards, at their distances")
        try finish(model.pictures.wanted.keys.sorted { $0.reference.description < $1.reference.description }.prefix(3), in: model)
        #expect(Set(model.pictures.wanted.keys).isSubset(of: Set(liveKeys.keys)), "no look-ahead while a live card lacks its photo")
    }

    @Test func onceIdleTheNextScreenAndThePreviousOneComeAfterEveryLiveCard() throws {
        let model = model(count: 300, seed: 2)
        model.grid.view.scroll(to: 400)
        _ = model.update(.input(.key(.pageDown)))
        try finish(model.pictures.wanted.keys, in: model)
        let wanted = model.pictures.wanted
        let livePriorities = live(model).values
        #expect(!wanted.isEmpty, "the screens around are wanted once the live cards are done")
        #expect(wanted.values.min() ?? 0 > livePriorities.max() ?? 0, "every look-ahead rendition after every live one")
        #expect(wanted == expected(model, direction: .down, cacheBytes: PictureSettings.defaultCacheBytes))
        let viewport = model.grid.view.viewportRows
        let rowsOf = { (key: PictureKey) in
            (0 ..< model.shownItemCount).filter { model.cards.pictureKey(ofFlat: $0, in: model.grid.view) == key }.map { model.frame(ofItem: $0) }
        }
        let belowKeys = wanted.keys.filter { rowsOf($0).allSatisfy { $0.y >= viewport.upperBound } }
        let aboveKeys = wanted.keys.filter { rowsOf($0).allSatisfy { $0.maxY <= viewport.lowerBound } }
        #expect(!belowKeys.isEmpty && !aboveKeys.isEmpty, "the screen ahead and the one behind")
        #expect(belowKeys.map { wanted[$0] ?? 0 }.min() ?? 0 < aboveKeys.map { wanted[$0] ?? 0 }.min() ?? 0, "travelling down, the screen below first")
    }

    @Test func aPageDownFindsEveryPictureReadyWithTheLookAheadAndNotWithout() throws {
        for lookAhead in [true, false] {
            let model = model(count: 300, seed: 3, lookAhead: lookAhead)
            try finishAll(model)
            _ = model.update(.input(.key(.pageDown)))
            let viewport = model.grid.view.viewportRows
            let onScreen = model.liveCardPictures.filter { model.frame(ofItem: $0.key).intersects(rows: viewport) }
            #expect(!onScreen.isEmpty)
            let ready = onScreen.values.allSatisfy { $0 == .photo }
            #expect(ready == lookAhead, "look-ahead \(lookAhead): \(onScreen.values.filter { $0 != .photo }.count) cards still loading")
        }
    }

    @Test func turningBackMakesTheScreenAboveTheOneAhead() throws {
        let model = model(count: 300, seed: 4)
        _ = model.update(.input(.key(.end)))
        try finishAll(model)
        #expect(model.grid.travel.direction == .down)
        _ = model.update(.input(.key(.pageUp)))
        #expect(model.grid.travel.direction == .up)
        try finish(live(model).keys, in: model)
        let wanted = model.pictures.wanted
        let viewport = model.grid.view.viewportRows
        let nearest = wanted.min { ($0.value, $0.key.reference.description) < ($1.value, $1.key.reference.description) }
        let index = (0 ..< model.shownItemCount).first { model.cards.pictureKey(ofFlat: $0, in: model.grid.view) == nearest?.key }
        #expect(index.map { model.frame(ofItem: $0).maxY <= viewport.lowerBound } == true, "travelling up, the screen above first")
        #expect(wanted == expected(model, direction: .up, cacheBytes: PictureSettings.defaultCacheBytes))
    }

    @Test func itStopsAtTheDecodedPhotosBudget() throws {
        let cacheBytes = 1 << 20
        let small = model(count: 300, seed: 5, cacheBytes: cacheBytes)
        let large = model(count: 300, seed: 5)
        for model in [small, large] {
            _ = model.update(.input(.key(.pageDown)))
            try finish(live(model).keys, in: model)
        }
        let limited = small.pictures.wanted
        #expect(!limited.isEmpty && limited.count < large.pictures.wanted.count, "\(limited.count) of \(large.pictures.wanted.count)")
        let decoded = limited.keys.reduce(0) { $0 + $1.decodedBytes(cellSize: nil, symbols: .halfBlocks) }
        #expect(decoded <= cacheBytes / 2)
        #expect(limited == expected(small, direction: .down, cacheBytes: cacheBytes), "the nearest ones, up to the budget")
        let nearest = large.pictures.wanted.sorted { ($0.value, $0.key.reference.description) < ($1.value, $1.key.reference.description) }
        #expect(Set(nearest.prefix(limited.count).map(\.key)) == Set(limited.keys), "a prefix of the unlimited look-ahead")
    }

    @Test func aPrintedFrameAndTheSettingDoNotLookAhead() throws {
        for model in [model(count: 300, seed: 6, interactive: false), model(count: 300, seed: 6, lookAhead: false)] {
            try finish(model.pictures.wanted.keys, in: model)
            #expect(model.pictures.wanted.isEmpty)
        }
    }

    /// Seeded random scrolling (pages, half pages, lines, the wheel, jumps to either end) with
    /// some of what is wanted made after each key: while a live card lacks its photo, only live
    /// cards are wanted; once none does, exactly the oracle's look-ahead for the direction the
    /// offset last moved in.
    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func randomScrollingWantsTheLiveCardsFirstThenTheScreensAroundInTheDirectionOfTravel(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let cacheBytes = [1 << 20, 4 << 20, PictureSettings.defaultCacheBytes][Int(random.next() % 3)]
        let model = model(count: 400, seed: seed, cacheBytes: cacheBytes)
        let keys: [Key] = [.pageDown, .pageDown, .pageUp, .character("j"), .character("k"), .ctrl("d"), .ctrl("u"), .character("J"), .home, .end]
        var direction = ScrollDirection.down
        var directionsSeen: Set<ScrollDirection> = []
        var lookAheadsSeen = 0
        for _ in 0 ..< 60 {
            let before = model.scrollOffset
            _ = model.update(.input(.key(keys[Int(random.next() % UInt64(keys.count))])))
            if model.scrollOffset != before { direction = model.scrollOffset > before ? .down : .up }
            for _ in 0 ..< Int(random.next() % 4) {
                let wanted = model.pictures.wanted.keys.sorted { $0.reference.description < $1.reference.description }
                try finish(wanted.filter { _ in random.next() % 3 != 0 }, in: model)
                let shown = live(model)
                let lacking = shown.filter { model.pictures.state(for: $0.key) == .loading }
                if lacking.isEmpty {
                    #expect(model.pictures.wanted == expected(model, direction: direction, cacheBytes: cacheBytes), "offset \(model.scrollOffset)")
                    lookAheadsSeen += model.pictures.wanted.isEmpty ? 0 : 1
                    directionsSeen.insert(direction)
                } else {
                    #expect(model.pictures.wanted == lacking, "live cards first")
                }
            }
            #expect(model.grid.travel.direction == direction)
        }
        #expect(lookAheadsSeen > 0 && directionsSeen.count == 2, "the run looked ahead both ways")
    }
}
