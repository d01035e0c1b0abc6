import ShopBrowser
import WaterfallTUI

/// How the browser will show photos on this terminal: `--images` resolved against what the
/// terminal can do, before curses starts.
struct PictureSetup {
    /// What the model draws.
    var output: PictureOutput = .symbols
    /// The protocol pictures in pixels go through; nil for symbols.
    var writer: (any PixelWriter)?
    /// Whether frames with pixels are bracketed as synchronized updates.
    var synchronizedOutput = false
    /// One line for the help overlay: what was detected and used.
    var summary: String?
    /// A message for the status line at start (why pixels are not used, how to enable them).
    var notice: String?

    /// The setup for `mode` on the terminal of standard output.
    static func resolve(_ mode: PictureMode) -> PictureSetup {
        switch mode {
        case .off, .symbols, .auto:
            return PictureSetup()
        case .kitty:
            guard let cell = KernelCellSize.current() else {
                return PictureSetup(summary: "kitty: cell size in pixels unknown", notice: "--images kitty: the terminal does not report its cell size in pixels; drawing symbols")
            }
            return PictureSetup(
                output: .pixels(cellSize: cell, placeholderCells: false), writer: KittyPlacementWriter(cellSize: cell),
                summary: "kitty direct placements (forced), cells \(cell.width)×\(cell.height) px"
            )
        case .sixel:
            guard let cell = KernelCellSize.current() else {
                return PictureSetup(summary: "sixel: cell size in pixels unknown", notice: "--images sixel: the terminal does not report its cell size in pixels; drawing symbols")
            }
            return PictureSetup(
                output: .pixels(cellSize: cell, placeholderCells: false), writer: SixelWriter(cellSize: cell),
                summary: "sixel (forced), cells \(cell.width)×\(cell.height) px"
            )
        }
    }
}
