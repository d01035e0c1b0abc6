import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Browser pictures named by URL: fetched, drawn as files are, cancelled, failures named", .timeLimit(.minutes(3)))
struct RemotePicturesTests {
    static let names = ["banner-forest-stream.jpg", "astronaut-portrait-poster.jpg", "espresso-cup-red.jpg", "tennis-balls-can.png", "route-66-road-trip.jpg"]

    /// The URL the fake network serves bundled photo `name` under.
    static func url(_ name: String) -> String { "http://photos.test/\(name)" }

    /// `count` items showing the bundled photos in turn, by file or by URL.
    static func items(_ count: Int, remote: Bool) -> [CatalogItem] {
        (0 ..< count).map { index in
            let name = names[index % names.count]
            let image: ImageReference = remote ? .remote(url: url(name)) : PictureFixtures.photo(name)
            return PictureFixtures.item("p\(index)", image: image, width: 400, height: 260 + index * 13 % 240)
        }
    }

    /// A fake network serving every bundled photo of ``names`` under ``url(_:)``.
    static func network() throws -> FakePhotoSource {
        try FakePhotoSource.serving(Dictionary(uniqueKeysWithValues: names.map { (url($0), PictureFixtures.photos + "/" + $0) }))
    }

    /// A started browser over `items` with photos fetched from `network`, first page in.
    func browser(_ items: [CatalogItem], network: FakePhotoSource?, width: Int = 60, height: Int = 40, interactive: Bool = true) async -> BrowserHarness {
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(
                    columns: 2, catalogName: "photos", isInteractive: interactive
                ),
                theme: Theme(colorMode: .ansi256), screenSize: Size(width: width, height: height)
            ),
            source: StaticPageSource(pages: [items]), services: BrowserServices(photoSource: network)
        )
        harness.start()
        await harness.settlePages()
        return harness
    }

    @Test func photosFetchedByURLAreDrawnExactlyAsTheSameFiles() async throws {
        let local = await browser(Self.items(8, remote: false), network: nil)
        await local.settle()
        let network = try Self.network()
        let remote = await browser(Self.items(8, remote: true), network: network)
        await remote.settle()
        let states = remote.liveCardPictures.values.map { $0 }
        #expect(!states.isEmpty && states.allSatisfy { $0 == .photo }, "\(states)")
        #expect(remote.render().cells == local.render().cells, "the same frame, cell for cell")
        #expect(
            Set(network.requests).count == Self.names.count && network.requests.count <= 8,
            "every photo asked for, at most once per card (a larger card needs the bytes again): \(network.requests)")
    }

    @Test func aDecodedPhotoIsNotFetchedAgainForAnotherCardSize() async throws {
        let network = try Self.network()
        let harness = await browser(Self.items(4, remote: true), network: network)
        await harness.settle()
        let asked = network.requests.count
        #expect(asked > 0)
        harness.handle(.key(.character("+")))
        await harness.settle()
        #expect(harness.columnCount == 3)
        #expect(harness.liveCardPictures.values.allSatisfy { $0 == .photo })
        #expect(network.requests.count == asked, "narrower cards are made from the decoded photos")
    }

    @Test func aFailedPhotoSaysWhyOnItsCardAndTheRestGoOn() async throws {
        let network = try Self.network()
        network.fail(Self.url(Self.names[1]), with: RemotePhotoFailure(reason: "the server answered 404 Not Found", label: "HTTP 404"))
        let harness = await browser(Self.items(4, remote: true), network: network)
        await harness.settle()
        let states = harness.liveCardPictures.sorted { $0.key < $1.key }.map(\.value)
        #expect(states == [.photo, .failed, .photo, .photo])
        #expect(harness.render().lines().joined().contains("✕ HTTP 404"))
        #expect(harness.notice?.text == "picture not shown: http://photos.test/astronaut-portrait-poster.jpg: the server answered 404 Not Found")
        #expect(harness.model.pictures.failureLog.count == 1)
        harness.handle(.key(.character("j")))
        await harness.settle()
        #expect(network.requests.filter { $0 == Self.url(Self.names[1]) }.count == 1, "a failed photo is not asked for again")
    }

    @Test func fetchesOfCardsThatLeaveTheBufferAreCancelled() async throws {
        let network = try Self.network()
        let items = (0 ..< 80).map { index in
            PictureFixtures.item("p\(index)", image: .remote(url: "http://photos.test/\(index).jpg"), width: 400, height: 300 + index * 7 % 200)
        }
        for index in 0 ..< 80 { network.hold("http://photos.test/\(index).jpg") }
        let harness = await browser(items, network: network)
        while network.requests.isEmpty { try await Task.sleep(for: .milliseconds(2)) }
        let first = Set(harness.model.pictures.wanted.keys.map(\.reference.description))
        harness.handle(.key(.character("G")))
        let later = Set(harness.model.pictures.wanted.keys.map(\.reference.description))
        #expect(first.isDisjoint(with: later), "the end of the catalog shows other cards")
        let deadline = ContinuousClock.now + .seconds(20)
        while !first.isSubset(of: Set(network.cancelled)), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(first.isSubset(of: Set(network.cancelled)), "every fetch of the cards that left was cancelled: \(first.subtracting(network.cancelled))")
        #expect(Set(network.cancelled).isDisjoint(with: later))
        for index in 0 ..< 80 { network.release("http://photos.test/\(index).jpg") }
        await harness.settle()
        let shown = harness.liveCardPictures.values.map { $0 }
        #expect(shown.allSatisfy { $0 == .failed }, "404 from the fake network: \(shown)")
    }

    @Test func theStatusLineShowsSlowTransfersAndClearsWhenDone() async throws {
        let network = try Self.network()
        let harness = await browser(Self.items(2, remote: true), network: network)
        await harness.settle()
        #expect(harness.runtime.nextDeadline == nil, "nothing in flight: nothing to wake for")
        network.setTransfers(TransferProgress(pages: 0, photos: 2, photosQueued: 0, bytesInFlight: 100, bytesReceived: 100, longestRunning: .milliseconds(50)))
        harness.runtime.collect(now: .now)
        #expect(harness.runtime.pictures?.transfersShown == .quick)
        #expect(!harness.render().lines(trimmingTrailingSpaces: true).last!.contains("receiving"), "quick: not shown yet")
        #expect(harness.runtime.nextDeadline != nil, "woken when it would turn slow")
        network.setTransfers(
            TransferProgress(pages: 1, photos: 2, photosQueued: 5, bytesInFlight: 3 << 20, bytesReceived: 3 << 20, longestRunning: .seconds(2)))
        #expect(harness.runtime.collect(now: .now).pictures && harness.runtime.needsRedraw, "a redraw for the new status")
        #expect(harness.render().lines(trimmingTrailingSpaces: true).last == " receiving 1 page, 2 photos (5 queued) · 3.0 MB")
        #expect(harness.runtime.nextDeadline != nil, "refreshed while slow")
        #expect(harness.runtime.collect(now: .now).isEmpty, "nothing new: no report")
        network.setTransfers(.idle)
        #expect(harness.runtime.collect(now: .now).pictures)
        #expect(!harness.render().lines(trimmingTrailingSpaces: true).last!.contains("receiving"))
        #expect(harness.runtime.nextDeadline == nil, "done: nothing left to wake for")
    }

    @Test func theStatusFitsANarrowScreen() async throws {
        let network = try Self.network()
        let harness = await browser(Self.items(1, remote: true), network: network, width: 40, height: 12)
        await harness.settle()
        network.setTransfers(TransferProgress(pages: 3, photos: 12, photosQueued: 300, bytesInFlight: 9 << 20, bytesReceived: 0, longestRunning: .seconds(9)))
        _ = harness.runtime.collect(now: .now)
        let status = harness.render().lines(trimmingTrailingSpaces: true).last ?? ""
        #expect(status.hasPrefix(" receiving 3 pages"))
        #expect(status.hasSuffix("…"), "cut to the width: \(status)")
        #expect(status.displayWidth <= 40)
    }

    @Test func aPrintedFrameNeverShowsTransfers() async throws {
        let network = try Self.network()
        let harness = await browser(Self.items(2, remote: true), network: network, interactive: false)
        network.setTransfers(TransferProgress(pages: 1, photos: 2, photosQueued: 0, bytesInFlight: 10, bytesReceived: 10, longestRunning: .seconds(3)))
        _ = harness.runtime.collect(now: .now)
        #expect(!harness.render().lines().joined().contains("receiving"))
        await harness.settle()
    }
}
