import Foundation
import ShopBrowser
import WaterfallTUI

/// How the browser will show photos and colours on this terminal: `--images` and `--colors`
/// resolved against what the terminal can do, found out once before curses starts
/// (``TerminalProber``), with tmux asked about its client terminal when inside it.
struct PictureSetup {
    /// What the model draws.
    var output: PictureOutput = .symbols
    /// The protocol pictures in pixels go through; nil for symbols.
    var writer: (any PixelWriter)?
    /// Whether frames with pixels or 24-bit colours are bracketed as synchronized updates.
    var synchronizedOutput = false
    /// One line for the help overlay and `--help`: what was detected and used for pictures (and
    /// why not pixels, when that is worth saying).
    var summary: String?
    /// A message for the status line at start: why a forced mode cannot be used. (Why `auto`
    /// chose symbols, and how to enable pixels, is in ``summary``: the help overlay and `--help`.)
    var notice: String?
    /// The colours to draw with and the terminal description curses starts with.
    var colors = ColorChoice(mode: .monochrome, reason: "not chosen")
    /// The terminal's default background colour (OSC 11), when it answered: light or dark.
    var background: Color?

    /// The cell size assumed for Unicode placeholders when the terminal does not say (the
    /// terminal scales each picture to its cells anyway).
    static let fallbackCellSize = Size(width: 10, height: 20)

    /// The setup for `mode` and the colours `forcedColors` (nil: `--colors auto`) on the
    /// terminal of standard output, in `environment`. The terminal is probed when pictures or
    /// colours are to be found out; the kitty query goes out only for `--images auto|kitty`.
    static func resolve(
        _ mode: PictureMode, colors forcedColors: ColorMode?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> PictureSetup {
        let hints = TerminalEnvironment(environment)
        let wantsPixels = wantsPixels(mode)
        let wantsColors = wantsColors(forcedColors, hints)
        var replies = ProbeReplies()
        var passthrough = false
        if wantsPixels || wantsColors {
            passthrough = wantsPixels && hints.isInsideTmux && TmuxOptions.allowsPassthrough()
            replies = TerminalProber.probe(environment: hints, tmuxPassthrough: passthrough, askKitty: mode == .auto || mode == .kitty)
        }
        // Asked after the probe: tmux keeps the version the passthrough asked for as the client's
        // when it had none yet.
        let tmuxClient = hints.isInsideTmux && (passthrough || wantsColors) ? TmuxOptions.client() : nil
        return decide(
            mode, colors: forcedColors, environment: hints, replies: replies, tmuxPassthrough: passthrough, tmuxClient: tmuxClient,
            kernelCellSize: wantsPixels ? KernelCellSize.current() : nil)
    }

    /// The setup for `mode` and `forcedColors` from what was found out: the terminal's `replies`,
    /// whether tmux's passthrough is on and what tmux said of its client (inside tmux), the
    /// kernel's cell size. Pure but for the terminal descriptions the colours read
    /// (``NcursesBackend/chooseColors(forced:evidence:environment:)``).
    static func decide(
        _ mode: PictureMode, colors forcedColors: ColorMode?, environment hints: TerminalEnvironment, replies: ProbeReplies, tmuxPassthrough: Bool,
        tmuxClient: TmuxClient?, kernelCellSize: Size?
    ) -> PictureSetup {
        var setup = PictureSetup()
        if wantsPixels(mode) {
            let capabilities = GraphicsDetection.decide(
                environment: hints, replies: replies, kernelCellSize: kernelCellSize, tmuxPassthrough: tmuxPassthrough, tmuxClient: tmuxClient)
            setup = make(mode, capabilities: capabilities)
        }
        let evidence = ColorDetection.detect(environment: hints, replies: replies, tmuxClient: wantsColors(forcedColors, hints) ? tmuxClient : nil)
        setup.colors = NcursesBackend.chooseColors(forced: forcedColors, evidence: evidence, environment: hints)
        setup.synchronizedOutput = replies.synchronizedOutput
        setup.background = replies.background
        return setup
    }

    /// Whether `mode` may show pixels, so the terminal's graphics are to be found out.
    private static func wantsPixels(_ mode: PictureMode) -> Bool {
        mode == .auto || mode == .kitty || mode == .sixel
    }

    /// Whether the colours are to be found out: `--colors auto` (`forced` nil) and no `NO_COLOR`.
    private static func wantsColors(_ forced: ColorMode?, _ hints: TerminalEnvironment) -> Bool {
        forced == nil && !hints.forbidsColor
    }

    /// The help's lines on what was detected (`shown`: the colours curses gave, which are never
    /// more than ``colors`` asked): the pictures' summary, the colours and why, and how to get
    /// more colours when that can be said (what it gives, then the command on a line of its own).
    func detectionText(shown: ColorMode) -> String {
        let colours = shown == colors.mode ? colors.reason : "\(shown.name) (\(colors.reason); curses offers no more)"
        return [summary, "colours: \(colours)", colors.hint].compactMap { $0 }.joined(separator: "\n")
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
            return setup
        }
        guard let cell = capabilities.cellSize else {
            setup.notice = "--images \(mode.rawValue): the terminal does not report its cell size in pixels; drawing symbols"
            return setup
        }
        setup.output = .pixels(cellSize: cell, placeholderCells: false)
        setup.writer =
            chosen == .sixel
            ? SixelWriter(cellSize: cell, colorRegisters: capabilities.sixelColorRegisters ?? 256, maximumSize: capabilities.maximumSixelSize)
            : KittyPlacementWriter(cellSize: cell)
        return setup
    }

    /// The help's section on pictures and colours: what `--images auto` and `--colors auto` find
    /// on the terminal it runs in.
    static func helpSection() -> String {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            return "PICTURES ON THIS TERMINAL:\n  not a terminal: nothing probed (--images auto and --colors auto ask the terminal when the browser starts)"
        }
        let setup = resolve(.auto, colors: nil)
        return "PICTURES ON THIS TERMINAL:\n  --images auto would use: \(setup.summary ?? "no pixel graphics detected: symbols")"
            + "\n  --colors auto would use: \(setup.colors.reason)"
            + (setup.colors.hint.map { "\n  " + $0.replacingOccurrences(of: "\n", with: "\n    ") } ?? "")
    }
}
