import ArgumentParser
import Foundation
import ShopBrowser
import ShopCatalog
import WaterfallTUI

/// `waterfall dump`: one frame of the browser as text, without a terminal.
struct DumpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print one frame of the browser as plain text (or with colours) without a terminal.",
        discussion: "Loads pages (with no simulated latency unless --latency is given) until the frame is filled, then prints it."
    )

    @Option(help: "The frame's width in cells.")
    var width: Int = 100

    @Option(help: "The frame's height in rows.")
    var height: Int = 40

    @Option(help: "Rows to scroll down before printing.")
    var scroll: Int = 0

    @Option(help: ArgumentHelp("The index of the card to focus (0-based, in the order shown).", valueName: "index"))
    var focus: Int?

    @Flag(help: "Print colours and attributes as ANSI escape sequences.")
    var ansi = false

    @OptionGroup var catalog: CatalogArguments
    @OptionGroup var display: DisplayArguments

    func validate() throws {
        guard (1 ... 2_000).contains(width), (1 ... 2_000).contains(height) else {
            throw ValidationError("--width and --height must be from 1 to 2000, got \(width)×\(height).")
        }
        guard scroll >= 0 else { throw ValidationError("--scroll cannot be negative, got \(scroll).") }
        if let focus, focus < 0 { throw ValidationError("--focus must be an item index (0 or more), got \(focus).") }
    }

    func run() async throws {
        let opened = try await catalog.open(defaultLatency: 0)
        do {
            try await show(opened.loader, name: opened.name)
        } catch {
            await opened.close()
            throw error
        }
        await opened.close()
    }

    /// Loads what the frame needs from `loader` and prints it.
    private func show(_ loader: PageLoader, name: String) async throws {
        let colorMode: ColorMode = ansi && !display.noColor ? ColorMode.fromEnvironment(ProcessInfo.processInfo.environment) : .monochrome
        var options = display.browserOptions(catalogName: name)
        options.isInteractive = false
        let model = BrowserModel(
            options: options, theme: Theme(colorMode: colorMode), screenSize: Size(width: width, height: height)
        )
        let pager = PagerConnection(loader: loader)
        await load(into: model, from: pager)
        if let maker = model.pictures.maker {
            let pictures = PictureConnection(maker: maker)
            pictures.feed(model)
            pictures.shutdown()
        }
        if let focus, focus < model.arrangement.count {
            model.collectionView.focus(focus)
        }
        let canvas = model.render()
        let lines = ansi ? canvas.ansiLines(colorMode: colorMode) : canvas.lines(trimmingTrailingSpaces: true)
        print(lines.joined(separator: "\n"))
        SkippedItemsReport.print(pager.issues, pictureFailures: model.pictures.failureLog)
        if let focus, focus >= model.arrangement.count {
            throw ValidationError("--focus \(focus) is past the last item (\(model.arrangement.count) shown, \(model.items.count) loaded).")
        }
    }

    /// Loads pages as the browser would while the wanted rows (and the focused card) are not
    /// laid out yet, one page at a time, so the frame depends on the options alone.
    private func load(into model: BrowserModel, from pager: PagerConnection) async {
        await pager.feed(model, startingWith: model.start()) { model in
            if let focus, focus >= model.arrangement.count {
                return model.scroll(to: Int.max)
            }
            return model.scroll(to: scroll)
        }
        _ = model.scroll(to: scroll)
    }
}
