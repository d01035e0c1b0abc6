import WaterfallLayout
import WaterfallPictures
import WaterfallTUI

/// What the user chose on the command line for the browser's look and behaviour.
package struct BrowserOptions: Sendable, Equatable {
    /// A fixed column count, or nil to choose it from the width.
    package var columns: Int?
    /// How cards are placed into columns.
    package var direction: RenderDirection
    /// The catalog's name for the header line.
    package var catalogName: String
    /// How cards show photos.
    package var pictures: PictureMode
    /// How photos reach the screen: symbols, or pixels through the terminal's graphics protocol.
    package var pictureOutput: PictureOutput
    /// What was found out about the terminal's pictures (for the help overlay), e.g. `xterm 379:
    /// sixel, 256 colour registers`; nil when nothing was probed.
    package var pictureDetection: String?
    /// The glyphs photos are drawn with.
    package var symbols: SymbolSet
    /// The most bytes of decoded photos kept for re-rendering.
    package var pictureCacheBytes: Int
    /// Where photos are decoded (in process unless the command line sets up the sandbox).
    package var photoDecoding: PhotoDecoding = .inProcess
    /// The grouping, order and filter the browser starts with.
    package var arrangement: ArrangementRules

    /// Whether frames go to a live terminal that takes keys (the browser), rather than being
    /// printed once (`waterfall dump`): only then do messages tell which key to press.
    package var isInteractive: Bool

    /// Creates options; the defaults are automatic columns, shortest column first, photos in
    /// half blocks (`pictureOutput` says whether the terminal shows them in pixels instead) with a 64 MiB cache of decoded photos, every item in catalog order, ungrouped,
    /// interactive.
    package init(
        columns: Int? = nil, direction: RenderDirection = .shortestFirst, catalogName: String = "catalog",
        pictures: PictureMode = .auto, pictureOutput: PictureOutput = .symbols, pictureDetection: String? = nil, symbols: SymbolSet = .halfBlocks, pictureCacheBytes: Int = CardPictureMaker.defaultCacheBytes,
        arrangement: ArrangementRules = ArrangementRules(), isInteractive: Bool = true
    ) {
        self.columns = columns
        self.direction = direction
        self.catalogName = catalogName
        self.pictures = pictures
        self.pictureOutput = pictureOutput
        self.pictureDetection = pictureDetection
        self.symbols = symbols
        self.pictureCacheBytes = pictureCacheBytes
        self.isInteractive = isInteractive
        self.arrangement = arrangement
    }

    /// The narrowest a card gets when the column count is automatic.
    package static let minimumAutomaticCardWidth = 26
    /// The most columns the browser shows.
    package static let maximumColumns = 16

    /// The automatic column count for a viewport `width` cells wide: as many columns of at least
    /// ``minimumAutomaticCardWidth`` cells as fit (continuous, unlike PSCollectionView's fixed
    /// portrait and landscape counts), at least 1.
    package static func automaticColumns(forWidth width: Int, spacing: Int) -> Int {
        min(maximumColumns, max(1, (width - 2 + spacing) / (minimumAutomaticCardWidth + spacing)))
    }
}
