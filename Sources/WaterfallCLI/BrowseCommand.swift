import ArgumentParser
import Foundation
import ShopBrowser
import WaterfallTUI

/// `waterfall` (`waterfall browse`): the interactive terminal browser.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse the catalog in the terminal (the default). Press ? inside for the keys."
    )

    @OptionGroup var catalog: CatalogArguments
    @OptionGroup var display: DisplayArguments
    @OptionGroup var photoDecoding: PhotoDecodingArguments

    /// The simulated latency of a page when `--latency` is not given, in milliseconds.
    static let defaultLatency = 300

    func run() throws {
        let opened = try catalog.openBlocking(defaultLatency: Self.defaultLatency)
        defer { opened.closeBlocking() }
        let (source, name) = (opened.source, opened.name)
        let decoding = photoDecoding.start(for: display.images)
        defer { decoding.finish() }
        let pictures = PictureSetup.resolve(display.images, colors: display.forcedColors)
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend(colors: pictures.colors)
        } catch {
            throw CommandFailure.misuse("\(error)\nTo print one frame without a terminal, use: waterfall dump --width 100 --height 40")
        }
        let terminal = Terminal(backend: backend, pixelWriter: pictures.writer, synchronizedOutput: pictures.synchronizedOutput)
        defer { terminal.shutdown() }
        var options = display.browserOptions(catalogName: name)
        options.pictures.output = pictures.output
        options.pictures.detection = pictures.detectionLine(shown: backend.colorMode)
        options.pictures.decoding = decoding.decoding
        options.pictures.network = opened.photoNetwork
        let background = display.theme.background(reported: pictures.background, environment: ProcessInfo.processInfo.environment)
        let model = BrowserModel(options: options, theme: Theme(colorMode: backend.colorMode, background: background), screenSize: backend.size)
        let runtime = BrowserRuntime(model: model, source: source, terminal: terminal)
        if let notice = pictures.notice ?? decoding.notice {
            runtime.send(.command(.announce(notice)))
        }
        LiveDriver(runtime: runtime, terminal: terminal).run()
        terminal.shutdown()
        SkippedItemsReport.print(runtime.pager.loader, pictureFailures: model.pictures.failureLog)
        if let signal = backend.terminationSignal {
            throw ExitCode(128 + signal)
        }
    }
}
