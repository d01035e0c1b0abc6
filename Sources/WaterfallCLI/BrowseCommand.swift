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

    /// The simulated latency of a page when `--latency` is not given, in milliseconds.
    static let defaultLatency = 300

    func run() throws {
        let opened = try catalog.openBlocking(defaultLatency: Self.defaultLatency)
        defer { opened.closeBlocking() }
        let (loader, name) = (opened.loader, opened.name)
        let pictures = PictureSetup.resolve(display.images)
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend(colorMode: display.noColor ? .monochrome : nil)
        } catch {
            loader.cancel()
            throw CommandFailure.misuse("\(error)\nTo print one frame without a terminal, use: waterfall dump --width 100 --height 40")
        }
        let terminal = Terminal(backend: backend, pixelWriter: pictures.writer, synchronizedOutput: pictures.synchronizedOutput)
        defer { terminal.shutdown() }
        var options = display.browserOptions(catalogName: name)
        options.pictureOutput = pictures.output
        options.pictureDetection = pictures.summary
        let model = BrowserModel(options: options, theme: Theme(colorMode: backend.colorMode), screenSize: backend.size)
        if let notice = pictures.notice {
            model.announce(notice)
        }
        let pager = PagerConnection(loader: loader)
        BrowserApp(model: model, terminal: terminal, pager: pager).run()
        terminal.shutdown()
        SkippedItemsReport.print(pager.issues, pictureFailures: model.pictures.failureLog)
        if let signal = backend.terminationSignal {
            throw ExitCode(128 + signal)
        }
    }
}
