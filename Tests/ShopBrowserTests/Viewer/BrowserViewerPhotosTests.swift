import SeededRandom
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("The full-screen view: a product's photos first, marks", .timeLimit(.minutes(3)))
struct BrowserViewerPhotosTests {
    /// A started shop browser whose items have the given numbers of photos (0: none), in half
    /// blocks so that renditions are wanted; settled.
    static func browser(photoCounts: [Int]) async -> BrowserHarness {
        let options = BrowserOptions(catalogName: "test", pictures: PictureSettings(mode: .symbols))
        let base = Fixtures.pages(1, perPage: photoCounts.count)[0]
        let items = zip(base, photoCounts).map { item, count in
            let photos = (0 ..< count).map { ImageReference.file(path: "/nonexistent/\(item.id)-\($0).jpg") }
            return CatalogItem(
                id: item.id, title: item.title, kind: item.kind, imageWidth: item.imageWidth, imageHeight: item.imageHeight,
                image: photos.first, morePhotos: Array(photos.dropFirst()))
        }
        let harness = BrowserHarness(
            model: BrowserModel(options: options, theme: Theme(colorMode: .monochrome), screenSize: Size(width: 100, height: 30)),
            source: StaticPageSource(pages: [items]))
        harness.start()
        await harness.settlePages()
        return harness
    }

    /// The photo references the view shows, one per step of `key`, from where `start` goes
    /// once the view is open on the first card.
    static func shown(_ harness: BrowserHarness, key: Key, from start: Key, steps: Int) -> [String] {
        if harness.viewer != nil { harness.handle(.key(.character("q"))) }
        harness.handle(.key(.character("g")))
        harness.handle(.key(.enter))
        harness.handle(.key(start))
        var shown: [String] = []
        for step in 0 ... steps {
            if step > 0 { harness.handle(.key(key)) }
            let reference = harness.viewer.flatMap { state in
                harness.viewedItem.flatMap { CardPictures.reference(of: harness.items[$0], photo: state.photo) }
            }
            shown.append(reference?.description ?? "none")
        }
        return shown
    }

    /// Over seeded random photo counts, stepping forward shows every photo of every item in the
    /// shown order, each item's photos in their order; stepping back shows the same reversed;
    /// the view's wants are the picture shown and its two neighbours by the same steps.
    @Test func stepsGoThroughEveryPhotoOfEveryProductInOrder() async throws {
        var random = SplitMix64(seed: 0x27_08)
        for _ in 0 ..< 6 {
            let counts = (0 ..< Int(4 + random.next() % 6)).map { _ in Int(random.next() % 5) }
            let harness = await Self.browser(photoCounts: counts)
            let expected = harness.arrangement.viewOrder.flatMap { index -> [String] in
                let photos = harness.items[index].photos.map(\.description)
                return photos.isEmpty ? ["none"] : photos
            }
            let forward = Self.shown(harness, key: .character("n"), from: .home, steps: expected.count - 1)
            #expect(forward == expected, "\(counts)")
            let back = Self.shown(harness, key: .character("p"), from: .end, steps: expected.count - 1)
            #expect(back == expected.reversed(), "End shows the last photo of the last item, and p goes back through all: \(counts)")
        }
    }

    @Test func theStatusLineCountsTheProductsPhotosAndTheNeighboursAreWantedAhead() async throws {
        let harness = await Self.browser(photoCounts: [3, 1, 2])
        harness.handle(.key(.character("g")))
        harness.handle(.key(.enter))
        let first = try #require(harness.viewer)
        let firstItem = try #require(harness.viewedItem)
        #expect(harness.model.viewerStatus(first).contains("photo 1/3"))
        harness.handle(.key(.character("n")))
        let second = try #require(harness.viewer)
        #expect(harness.viewedItem == firstItem && second.photo == 1)
        #expect(harness.model.viewerStatus(second).contains("photo 2/3"))
        let wants = try #require(harness.model.viewerWants)
        let references = Set(wants.keys.map(\.reference.description))
        #expect(
            references == [
                "/nonexistent/\(harness.items[firstItem].id)-0.jpg", "/nonexistent/\(harness.items[firstItem].id)-1.jpg",
                "/nonexistent/\(harness.items[firstItem].id)-2.jpg",
            ])
        let single = harness.arrangement.viewOrder.first { harness.items[$0].photos.count == 1 }
        harness.handle(.key(.character("q")))
        let singleFlat = try #require(single.flatMap { harness.arrangement.flatIndex(ofItem: $0) })
        harness.send(.command(.focus(singleFlat)))
        harness.handle(.key(.enter))
        #expect(!harness.model.viewerStatus(try #require(harness.viewer)).contains("photo"), "one photo: no count")
    }

    @Test func mInTheViewMarksTheItemShownWithABadgeAndTheGridKeepsIt() async throws {
        let harness = await Self.browser(photoCounts: [1, 1, 1, 1])
        harness.handle(.key(.character("g")))
        harness.handle(.key(.enter))
        harness.handle(.key(.character("n")))
        let state = try #require(harness.viewer)
        let item = harness.items[try #require(harness.viewedItem)]
        #expect(!harness.model.viewerStatus(state).hasPrefix("✓"))
        harness.handle(.key(.character("m")))
        #expect(harness.model.isMarked(item))
        #expect(harness.model.viewerStatus(try #require(harness.viewer)).hasPrefix("✓ "), "the view shows the mark")
        harness.handle(.key(.character("q")))
        #expect(harness.model.markedOutput == [item.id])
        harness.handle(.key(.enter))
        harness.handle(.key(.character("m")))
        #expect(!harness.model.isMarked(item), "m again unmarks")
    }
}
