import ShopCatalog
import WaterfallLayout
import WaterfallTUI

/// What the user chose on the command line for the browser's look and behaviour.
package struct BrowserOptions: Sendable, Equatable {
    /// A fixed column count, or nil to choose it from the width.
    package var columns: Int?
    /// How cards are placed into columns.
    package var direction: RenderDirection
    /// The catalog's name for the header line.
    package var catalogName: String
    /// How cards show photos, and how they reach the screen.
    package var pictures: PictureSettings
    /// The grouping, order and filter the browser starts with.
    package var arrangement: ArrangementRules
    /// What the catalog's items are: a shop's products or folders' picture files.
    package var kind: ItemKind.Tag
    /// What may be done with the file behind a card: open it, copy its path.
    package var fileActions = FileActions()
    /// Which cards span several columns, and whether the gaps above them are filled.
    package var spans = SpanMode.auto
    /// How many pages a search reads on beyond the loaded ones when it finds no match there: nil
    /// for every page (a catalog in files, read from disk), a bound for one over the network or
    /// without end (``defaultSearchPages``).
    package var searchPages: Int? = BrowserOptions.defaultSearchPages

    /// How long the slideshow shows each picture (`--slideshow SECONDS`).
    package var slideshowInterval = BrowserOptions.defaultSlideshowInterval

    /// The slideshow's interval unless the command line gives one: 4 s.
    package static let defaultSlideshowInterval = Duration.seconds(4)

    /// The pages a search reads on over the network or in an endless catalog: 20.
    package static let defaultSearchPages = 20

    /// Whether frames go to a live terminal that takes keys (the browser), rather than being
    /// printed once (`waterfall dump`): only then do messages tell which key to press.
    package var isInteractive: Bool

    /// Creates options; the defaults are automatic columns, shortest column first, photos as
    /// ``PictureSettings`` has them by default, every item in catalog order, ungrouped,
    /// interactive, a shop catalog.
    package init(
        columns: Int? = nil, direction: RenderDirection = .shortestFirst, catalogName: String = "catalog",
        pictures: PictureSettings = PictureSettings(), arrangement: ArrangementRules = ArrangementRules(), isInteractive: Bool = true,
        kind: ItemKind.Tag = .product
    ) {
        self.columns = columns
        self.direction = direction
        self.catalogName = catalogName
        self.pictures = pictures
        self.isInteractive = isInteractive
        self.arrangement = arrangement
        self.kind = kind
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
