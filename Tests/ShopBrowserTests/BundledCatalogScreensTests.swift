import Foundation
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

/// The browser over the bundled catalog in `--infinite` mode never shows one photo on two cards
/// of the same screen: at every scroll offset, across the wrap from the last item to the first.
@Suite("Bundled catalog screens: no photo twice on one screen", .timeLimit(.minutes(5)))
struct BundledCatalogScreensTests {
    /// The repository's bundled catalog directory, found from this file's path.
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data/catalog").path

    /// A browser on a `width × height` screen over the cycled bundled catalog, scrolled page by
    /// page until more than `items` items are laid out.
    private func browser(width: Int, height: Int, columns: Int?, items: Int) async throws -> BrowserHarness {
        let source = InfiniteSource(cycling: try BundledCatalogSource(directory: Self.catalog))
        let harness = await Fixtures.browser(source: source, width: width, height: height, columns: columns)
        while harness.items.count <= items {
            harness.handle(.key(.character(" ")))
            await harness.settle()
        }
        return harness
    }

    @Test("every scroll offset shows each photo at most once", arguments: [(200, 60, nil), (100, 40, nil), (200, 60, 16), (80, 24, nil)] as [(Int, Int, Int?)])
    func everyScreenShowsEachPhotoOnce(width: Int, height: Int, columns: Int?) async throws {
        let harness = try await browser(width: width, height: height, columns: columns, items: 700)
        let view = harness.model.grid.view
        let viewport = view.viewportRows.count
        let lastOffset = view.frame(ofItem: 650).y
        var mostCards = 0
        for offset in 0 ... lastOffset {
            let shown = view.layout.items(intersecting: offset ..< offset + viewport)
            mostCards = max(mostCards, shown.count)
            let images = shown.map { harness.model.item(atFlat: $0).image?.description ?? "none" }
            if Set(images).count != images.count {
                let twice = Dictionary(grouping: shown, by: { harness.model.item(atFlat: $0).image?.description ?? "none" }).filter { $1.count > 1 }
                Issue.record(
                    "offset \(offset) of a \(width)×\(height) screen shows \(twice.map { "\($0.key): \($0.value.map { harness.model.item(atFlat: $0).id })" })")
                return
            }
        }
        #expect(mostCards > 1 && harness.items.contains { $0.id == "wf-0001~2" }, "the screens cover the wrap into the second cycle")
        if columns == nil {
            #expect(mostCards <= 80, "a \(width)×\(height) screen shows \(mostCards) cards; the catalog keeps repeats 80 items apart")
        }
    }
}
