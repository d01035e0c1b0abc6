import Pixels
import ShopCatalog
import WaterfallTUI

/// Pictures finished by the workers since the last report: each rendition, or why it failed;
/// and what the status line shows of the network's transfers, when that changed.
package struct PictureReport: Sendable {
    /// The finished work, in the order it finished.
    package var finished: [(key: PictureKey, result: Result<CardRendition<Picture>, PictureFailure>)]
    /// What the status line shows of the pages and photos in flight, when that changed; nil
    /// otherwise (and without a network).
    package var transfers: TransferStatus.Shown?

    /// A report of `finished` and `transfers`.
    package init(
        finished: [(key: PictureKey, result: Result<CardRendition<Picture>, PictureFailure>)], transfers: TransferStatus.Shown? = nil
    ) {
        self.finished = finished
        self.transfers = transfers
    }
}
