import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Drawing a frame changes nothing: a step makes the frame ready, render only reads", .timeLimit(.minutes(3)))
struct BrowserModelFramePreparationTests {
    /// The bundled catalog, with its thumbnails and photos.
    static let catalog = PictureFixtures.photos.replacingOccurrences(of: "/photos", with: "/catalog")

    /// What a frame could change: the renditions' uses, the thumbnails kept, the selection.
    static func state(_ harness: BrowserHarness) -> [String] {
        ["\(harness.pictures.renditionUses)", "\(harness.pictures.placeholderCount)", "\(harness.pictures.renditionCount)", "\(harness.selection)"]
    }

    @Test func renderingTwiceGivesTheSameFrameAndLeavesEveryCacheAsItWas() async throws {
        let harness = BrowserHarness(
            model: BrowserModel(
                options: BrowserOptions(catalogName: "bundled", pictures: PictureSettings(mode: .symbols)), theme: Theme(colorMode: .ansi256),
                screenSize: Size(width: 120, height: 40)),
            source: try BundledCatalogSource(directory: Self.catalog))
        harness.start()
        await harness.settle()
        var checked = 0
        for key in [Key.character("j"), .character(" "), .character("J"), .character("l"), .enter, .character("+"), .escape, .character("G")] {
            harness.handle(.key(key))
            await harness.settle()
            let before = Self.state(harness)
            let first = harness.render()
            let second = harness.render()
            #expect(first.cells == second.cells, "\(key): the same frame twice")
            #expect(Self.state(harness) == before, "\(key): drawing changed nothing")
            checked += harness.pictures.placeholderCount > 0 && harness.pictures.renditionCount > 0 ? 1 : 0
        }
        #expect(checked > 0, "frames with thumbnails and photos were drawn")
    }
}
