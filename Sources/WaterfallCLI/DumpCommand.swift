import ArgumentParser
import Foundation
import ShopBrowser
import ShopBrowserRuntime
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
    @OptionGroup var arrangement: ArrangementArguments
    @OptionGroup var photoDecoding: PhotoDecodingArguments

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
            try await draw(opened)
        } catch {
            await opened.close()
            throw error
        }
        await opened.close()
    }

    /// Loads what the frame needs from `opened` (pages, and photos named by URL) and prints it.
    private func draw(_ opened: OpenedCatalog) async throws {
        let decoding = photoDecoding.start(for: display.images)
        defer { decoding.finish() }
        if let sandbox = decoding.sandbox { _ = DecodingWaitReport(watching: sandbox) }
        let colorMode: ColorMode = ansi ? display.forcedColors ?? ColorMode.fromEnvironment(ProcessInfo.processInfo.environment) : .monochrome
        var options = display.browserOptions(catalogName: opened.name, arrangement: arrangement.rules())
        options.isInteractive = false
        let background = display.theme.background(reported: nil, environment: ProcessInfo.processInfo.environment)
        options.pictures.background = PictureSettings.background(reported: nil, theme: background)
        let model = BrowserModel(
            options: options,
            theme: Theme(colorMode: colorMode, background: background),
            screenSize: Size(width: width, height: height)
        )
        let runtime = BrowserRuntime(model: model, source: opened.source, services: opened.services(decoding: decoding.decoding))
        defer { runtime.shutdown() }
        await show(DeterministicDriver(runtime: runtime))
        let canvas = model.render()
        let lines = ansi ? canvas.ansiLines(colorMode: colorMode) : canvas.lines(trimmingTrailingSpaces: true)
        print(lines.joined(separator: "\n"))
        SkippedItemsReport.print(runtime.pager.loader.status, pictureFailures: model.pictures.failureLog)
        if let focus, focus >= model.arrangement.count {
            throw ValidationError("--focus \(focus) is past the last item (\(model.arrangement.count) shown, \(model.items.count) loaded).")
        }
    }

    /// Brings the browser to the frame the options ask for, one page at a time, so the frame
    /// depends on the options alone: loads pages as the browser would while the wanted rows (and
    /// the focused card) are not laid out yet, scrolls, focuses, and makes the photos on screen.
    private func show(_ driver: DeterministicDriver) async {
        let target = BrowserMessage.command(.scroll(to: scroll))
        await driver.send(.start) { model in
            if let focus, focus >= model.arrangement.count {
                return .command(.scroll(to: Int.max))
            }
            return target
        }
        await driver.send(target)
        if let focus {
            await driver.send(.command(.focus(focus)))
        }
    }
}
