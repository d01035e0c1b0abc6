import Colors
import PhotoFolder
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import TestSupport
import WaterfallTUI

@testable import WaterfallCLI

/// The browser's state as the app in the real terminal has it, rebuilt in the test from the same
/// catalog or folder, screen size and cell size: its canvas's placements say which picture each
/// screen rectangle must show, to the pixel.
final class ExpectedBrowser {
    let model: BrowserModel
    private let runtime: BrowserRuntime

    /// `model` fed by `source`, with every page and photo it wants at start loaded.
    nonisolated(nonsending) init(model: BrowserModel, source: any PageSource) async {
        self.model = model
        runtime = BrowserRuntime(model: model, source: source)
        await DeterministicDriver(runtime: runtime).send(.start)
    }

    /// `waterfall photos` as `arguments` (those after `photos`) make it, at `columns × rows`
    /// cells of `cellSize` pixels, photos in pixels on `background` (the terminal's), with
    /// `detection` in its help overlay.
    nonisolated(nonsending) convenience init(
        photos arguments: [String], columns: Int, rows: Int, cellSize: Size, background: RGB, detection: String?
    ) async throws {
        let command = try PhotosCommand.parse(arguments)
        var options = command.browserOptions(environment: [:])
        options.pictures.output = .pixels(cellSize: cellSize, placeholderCells: false)
        options.pictures.background = background
        options.pictures.detection = detection
        let model = BrowserModel(options: options, theme: Theme(colorMode: .ansi256), screenSize: Size(width: columns, height: rows))
        await self.init(model: model, source: FolderSource(roots: command.roots, recursive: command.recursive))
    }

    /// The browser on the bundled catalog at `columns × rows` cells of `cellSize` pixels (photos
    /// in pixels, unless `output` says otherwise) in `colorMode`, with `cardColumns` columns of
    /// cards (nil: automatic) showing the items whose title or shop contains `filter` (nil:
    /// all), what was `detection` said in its help overlay (the app's, whose length sets the
    /// overlay's size), and every page and photo it wants loaded.
    nonisolated(nonsending) convenience init(
        columns: Int, rows: Int, cellSize: Size, mode: PictureMode, output: PictureOutput? = nil, colorMode: ColorMode = .ansi256,
        cardColumns: Int? = nil, filter: String? = nil, detection: String? = nil
    ) async throws {
        let catalog = try CatalogLocator(explicitPath: Repository.bundledCatalog).locate().open(options: CatalogOptions(network: nil))
        let model = BrowserModel(
            options: BrowserOptions(
                columns: cardColumns, catalogName: catalog.name,
                pictures: PictureSettings(mode: mode, output: output ?? .pixels(cellSize: cellSize, placeholderCells: false), detection: detection),
                arrangement: ArrangementRules(filter: ItemFilter(text: filter))
            ),
            theme: Theme(colorMode: colorMode), screenSize: Size(width: columns, height: rows)
        )
        await self.init(model: model, source: catalog.source)
    }

    /// Hands `event` to the model as the app does, and settles (pages and photos).
    nonisolated(nonsending) func handle(_ event: InputEvent) async {
        await DeterministicDriver(runtime: runtime).send(.input(event))
    }

    /// The placements of the frame the app shows now.
    var placements: [PicturePlacement] { model.render().placements }

    /// Stops the picture workers.
    func close() {
        runtime.shutdown()
    }
}
