import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// Pictures finished by the workers since the last report: each rendition, or why it failed;
/// and what the network's transfers are doing, when the status line should show something new.
package struct PictureReport: Sendable {
    /// The finished work, in the order it finished.
    package var finished: [(key: PictureKey, result: Result<CardRendition<Picture>, PictureFailure>)]
    /// The pages and photos in flight and the bytes received, when that changed as the status
    /// line shows it; nil otherwise (and without a network).
    package var transfers: TransferProgress?

    /// A report of `finished` and `transfers`.
    package init(finished: [(key: PictureKey, result: Result<CardRendition<Picture>, PictureFailure>)], transfers: TransferProgress? = nil) {
        self.finished = finished
        self.transfers = transfers
    }
}
