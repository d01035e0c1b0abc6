import WaterfallPictures
import WaterfallTUI

/// Everything about the browser's pictures that the command line and the terminal decide, in one
/// value: whether cards show photos, how they reach the screen, the glyphs, the cache's budget,
/// and what was found out about the terminal (for the help overlay). Values only: what decodes,
/// fetches and caches photos is the runtime's (``BrowserServices``).
package struct PictureSettings: Sendable, Equatable {
    /// How cards show photos (`--images`).
    package var mode: PictureMode
    /// How photos reach the screen: symbols, or pixels through the terminal's graphics protocol.
    package var output: PictureOutput
    /// What was found out about the terminal's pictures and colours, one line each, e.g. `xterm
    /// 379: sixel, 256 colour registers` and `colours: 24-bit colour (COLORTERM=truecolor)`, and
    /// how to get more colours when that can be said (a command on a line of its own); nil when
    /// nothing was probed.
    package var detection: String?
    /// The glyphs photos are drawn with (`--symbols`).
    package var symbols: SymbolSet
    /// The most bytes of decoded photos kept for re-rendering (`--picture-cache`).
    package var cacheBytes: Int
    /// Whether the grid prepares the photos of the screens around the viewport while idle
    /// (``PictureLookAhead``); only a browser on a live terminal does.
    package var lookAhead: Bool

    /// Settings with these values; the defaults are photos (`auto`) in half blocks, a 64 MiB
    /// cache of decoded photos and the grid's look-ahead.
    package init(
        mode: PictureMode = .auto, output: PictureOutput = .symbols, detection: String? = nil, symbols: SymbolSet = .halfBlocks,
        cacheBytes: Int = CardPictureMaker.defaultCacheBytes, lookAhead: Bool = true
    ) {
        self.lookAhead = lookAhead
        self.mode = mode
        self.output = output
        self.detection = detection
        self.symbols = symbols
        self.cacheBytes = cacheBytes
    }

    /// No photos: cards show their thumbnails only (`--images off`).
    package static let off = PictureSettings(mode: .off)

    /// What draws thumbnails into image areas in a terminal of `colorMode`; nil with pictures off.
    package func rasterizer(colorMode: ColorMode) -> CardRasterizer? {
        mode == .off ? nil : CardRasterizer(symbols: symbols, colorMode: SymbolColorMode(colorMode))
    }
}
