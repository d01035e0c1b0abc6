import Foundation
import ShopBrowser
import WaterfallTUI

/// How the browser will show photos on this terminal: `--images` resolved against what the
/// terminal can do, found out once before curses starts (``TerminalProber``).
struct PictureSetup {
    /// What the model draws.
    var output: PictureOutput = .symbols
    /// The protocol pictures in pixels go through; nil for symbols.
    var writer: (any PixelWriter)?
    /// Whether frames with pixels are bracketed as synchronized updates.
    var synchronizedOutput = false
    /// One line for the help overlay and `--help`: what was detected and used.
    var summary: String?
    /// A message for the status line at start: why a forced mode cannot be used. (Why `auto`
    /// chose symbols, and how to enable pixels, is in ``summary``: the help overlay and `--help`.)
    var notice: String?

    /// The cell size assumed for Unicode placeholders when the terminal does not say (the
    /// terminal scales each picture to its cells anyway).
    static let fallbackCellSize = Size(width: 10, height: 20)

    /// The setup for `mode` on the terminal of standard output, in `environment`.
    static func resolve(_ mode: PictureMode, environment: [String: String] = ProcessInfo.processInfo.environment) -> PictureSetup {
        guard mode == .auto || mode == .kitty || mode == .sixel else { return PictureSetup() }
        let hints = TerminalEnvironment(environment)
        let passthrough = hints.isInsideTmux && TmuxOptions.allowsPassthrough()
        let replies = TerminalProber.probe(environment: hints, tmuxPassthrough: passthrough)
        let capabilities = GraphicsDetection.decide(
            environment: hints, replies: replies, kernelCellSize: KernelCellSize.current(), tmuxPassthrough: passthrough
        )
        return make(mode, capabilities: capabilities)
    }

    /// The setup for `mode` on a terminal with `capabilities`.
    static func make(_ mode: PictureMode, capabilities: GraphicsCapabilities) -> PictureSetup {
        var setup = PictureSetup(summary: capabilities.summary)
        let chosen: PixelProtocol?
        switch mode {
        case .kitty:
            if let found = capabilities.pixelProtocol, found != .sixel {
                chosen = found
            } else {
                chosen = capabilities.isInsideTmux ? .kittyPlaceholders : .kittyDirect
            }
        case .sixel:
            guard !capabilities.isInsideTmux else {
                setup.notice = "--images sixel does not work inside tmux (it has no sixel); drawing symbols"
                return setup
            }
            chosen = .sixel
        default:
            chosen = capabilities.pixelProtocol
        }
        guard let chosen else { return setup }
        if mode != .auto {
            setup.summary = "\(chosen.name) (forced) · detected \(capabilities.summary)"
        }
        if chosen == .kittyPlaceholders {
            setup.output = .pixels(cellSize: capabilities.cellSize ?? fallbackCellSize, placeholderCells: true)
            setup.writer = KittyPlaceholderWriter(throughTmux: capabilities.isInsideTmux)
            setup.synchronizedOutput = capabilities.synchronizedOutput
            return setup
        }
        guard let cell = capabilities.cellSize else {
            setup.notice = "--images \(mode.rawValue): the terminal does not report its cell size in pixels; drawing symbols"
            return setup
        }
        setup.output = .pixels(cellSize: cell, placeholderCells: false)
        setup.writer = chosen == .sixel
            ? SixelWriter(cellSize: cell, colorRegisters: capabilities.sixelColorRegisters ?? 256)
            : KittyPlacementWriter(cellSize: cell)
        setup.synchronizedOutput = capabilities.synchronizedOutput
        return setup
    }

    /// Whether `arguments` ask for the browser's help (`--help`, `-h` or `help`, for the root
    /// command or `browse`), which then also says what this terminal can do for pictures.
    static func isBrowserHelp(_ arguments: [String]) -> Bool {
        let asksHelp = arguments.contains { $0 == "--help" || $0 == "-h" || $0 == "help" }
        let otherCommand = arguments.contains { $0 == "dump" || $0 == "layout" || $0 == "serve" }
        return asksHelp && !otherCommand
    }

    /// The help's section on pictures: what `--images auto` finds on the terminal it runs in.
    static func helpSection() -> String {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            return "PICTURES ON THIS TERMINAL:\n  not a terminal: nothing probed (--images auto asks the terminal when the browser starts)"
        }
        let summary = resolve(.auto).summary ?? "no pixel graphics detected: symbols"
        return "PICTURES ON THIS TERMINAL:\n  --images auto would use: \(summary)"
    }
}
