import ArgumentParser
import Foundation
import SafeText
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// The browser on this terminal, for `browse` and `photos`: decoder helpers started, the
/// terminal probed for pictures and colours, curses started, the model run by the live driver
/// on `source`, the terminal restored, and then the report of what was skipped on standard error
/// and, when asked for (`-o`, `-0`), the marked paths on standard output.
enum LiveBrowser {
    /// Runs the browser with `options` (its pictures completed from `display` and the terminal)
    /// on pages from `source`, with the services `services` makes for the photo decoding set up
    /// here, until the user quits; returns the pager's last status, or throws the exit status of
    /// a terminating signal. `notice`, if any, is shown on the status line at the start when the
    /// pictures have nothing to say. With `marks` asking for them, the marked items are printed
    /// when the user quits with `q` (not with `Q`, nor on a signal).
    @discardableResult
    static func run(
        source: any PageSource, options: BrowserOptions, display: DisplayArguments, photoDecoding: PhotoDecodingArguments,
        marks: MarkArguments, notice: MessageText? = nil, services: (PhotoDecoding) -> BrowserServices
    ) throws -> PagerStatus {
        let marksOutput = try marks.format.map { ($0, try MarkedOutput.claimStandardOutput()) }
        let decoding = photoDecoding.start(for: display.images)
        defer { decoding.finish() }
        let pictures = PictureSetup.resolve(display.images, colors: display.forcedColors)
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend(colors: pictures.colors)
        } catch {
            throw CommandFailure.misuse("\(error)\n\(MessageText(lines: options.kind.withoutTerminalHint))")
        }
        let terminal = Terminal(backend: backend, pixelWriter: pictures.writer, synchronizedOutput: pictures.synchronizedOutput)
        defer { terminal.shutdown() }
        var options = options
        options.pictures.output = pictures.output
        options.pictures.terminalKeepsImages = pictures.writer.map { !($0 is SixelWriter) } ?? false
        options.pictures.detection = pictures.detectionText(shown: backend.colorMode)
        let background = display.theme.background(reported: pictures.background, environment: ProcessInfo.processInfo.environment)
        options.pictures.background = PictureSettings.background(reported: pictures.background, theme: background)
        let model = BrowserModel(options: options, theme: Theme(colorMode: backend.colorMode, background: background), screenSize: backend.size)
        let runtime = BrowserRuntime(model: model, source: source, terminal: terminal, services: services(decoding.decoding))
        if decoding.sandbox == nil, display.images != .off {
            runtime.send(.command(.decoding(.unconfined(reason: "asked for with --decode-in-process"))))
        }
        if let notice = pictures.notice ?? notice?.text {
            runtime.send(.command(.announce(notice)))
        }
        LiveDriver(runtime: runtime, terminal: terminal).run()
        terminal.shutdown()
        SkippedItemsReport.print(runtime.pager.loader.status, pictureFailures: model.pictures.failureLog, noun: options.kind.skippedNoun)
        if let signal = backend.terminationSignal {
            throw ExitCode(128 + signal)
        }
        if let (format, descriptor) = marksOutput, model.printsMarksAtExit {
            MarkedOutput.write(model.markedOutput, format: format, to: descriptor)
        }
        return runtime.pager.loader.status
    }
}
