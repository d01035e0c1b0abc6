import Colors
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
    /// Which moving pictures play (`--animate`).
    package var animate: AnimationPolicy
    /// Whether the terminal keeps the images it was sent, so that a frame shown again is only
    /// placed (kitty), rather than sent whole each time (sixel); what a frame costs of the
    /// ``CardPictures/defaultFrameBytesPerSecond`` budget.
    package var terminalKeepsImages = false
    /// The colour behind the pictures: transparent pixels are blended onto it and letterbox bars
    /// are drawn in it (``background(reported:theme:)``).
    package var background: RGB
    /// Whether the grid prepares the photos of the screens around the viewport while idle
    /// (``PictureLookAhead``); only a browser on a live terminal does.
    package var lookAhead: Bool

    /// Settings with these values; the defaults are photos (`auto`) in half blocks, a 64 MiB
    /// cache of decoded photos, the focused card's moving picture playing, a black background and
    /// the grid's look-ahead.
    package init(
        mode: PictureMode = .auto, output: PictureOutput = .symbols, detection: String? = nil, symbols: SymbolSet = .halfBlocks,
        cacheBytes: Int = PictureSettings.defaultCacheBytes, animate: AnimationPolicy = .focused, background: RGB = .black,
        lookAhead: Bool = true
    ) {
        self.animate = animate
        self.background = background
        self.lookAhead = lookAhead
        self.mode = mode
        self.output = output
        self.detection = detection
        self.symbols = symbols
        self.cacheBytes = cacheBytes
    }

    /// No photos: cards show their thumbnails only (`--images off`).
    package static let off = PictureSettings(mode: .off)

    /// The default budget for decoded photos: 64 MiB.
    package static let defaultCacheBytes = 64 << 20

    /// What draws thumbnails into image areas in a terminal of `colorMode`; nil with pictures off.
    package func rasterizer(colorMode: ColorMode) -> CardRasterizer? {
        mode == .off ? nil : CardRasterizer(symbols: symbols, colorMode: SymbolColorMode(colorMode), background: background)
    }

    /// The colour behind the pictures: the terminal's own background when it reported one
    /// (`reported`, its answer to OSC 11), else the theme's — black on a dark one, white on a
    /// light one. O(1).
    package static func background(reported: Color?, theme: ThemeBackground) -> RGB {
        if case .rgb(let red, let green, let blue)? = reported { return RGB(red: red, green: green, blue: blue) }
        return theme == .light ? .white : .black
    }
}
