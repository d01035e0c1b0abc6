import WaterfallPictures
import WaterfallTUI

/// Everything about the browser's pictures that the command line and the terminal decide, in one
/// value: whether cards show photos, how they reach the screen, the glyphs, the cache, where
/// photos are decoded and fetched, and what was found out about the terminal (for the help
/// overlay).
package struct PictureSettings: Sendable, Equatable {
    /// How cards show photos (`--images`).
    package var mode: PictureMode
    /// How photos reach the screen: symbols, or pixels through the terminal's graphics protocol.
    package var output: PictureOutput
    /// What was found out about the terminal's pictures and colours, e.g. `xterm 379: sixel, 256
    /// colour registers`; nil when nothing was probed.
    package var detection: String?
    /// The glyphs photos are drawn with (`--symbols`).
    package var symbols: SymbolSet
    /// The most bytes of decoded photos kept for re-rendering (`--picture-cache`).
    package var cacheBytes: Int
    /// Where photos are decoded (in process unless the command line sets up the sandbox).
    package var decoding: PhotoDecoding
    /// Where photos named by URL are fetched; nil when they are not (a catalog of local files:
    /// such cards say so).
    package var network: PhotoNetwork?
    /// The freedesktop thumbnail cache photos of files are read from (and written to), if any.
    package var thumbnails: ThumbnailCache?

    /// Settings with these values; the defaults are photos (`auto`) in half blocks, a 64 MiB
    /// cache of decoded photos, decoded in process, no photos fetched over the network.
    package init(
        mode: PictureMode = .auto, output: PictureOutput = .symbols, detection: String? = nil, symbols: SymbolSet = .halfBlocks,
        cacheBytes: Int = CardPictureMaker.defaultCacheBytes, decoding: PhotoDecoding = .inProcess, network: PhotoNetwork? = nil
    ) {
        self.mode = mode
        self.output = output
        self.detection = detection
        self.symbols = symbols
        self.cacheBytes = cacheBytes
        self.decoding = decoding
        self.network = network
        self.thumbnails = nil
    }

    /// No photos: cards show their thumbnails only (`--images off`).
    package static let off = PictureSettings(mode: .off)
}
