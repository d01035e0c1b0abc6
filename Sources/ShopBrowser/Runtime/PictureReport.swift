import WaterfallPictures
import WaterfallTUI

/// Pictures finished by the workers since the last report: each rendition, or why it failed.
package struct PictureReport: Sendable {
    /// The finished work, in the order it finished.
    package var finished: [(key: PictureKey, result: Result<CardRendition<Picture>, PictureFailure>)]

    /// A report of `finished`.
    package init(finished: [(key: PictureKey, result: Result<CardRendition<Picture>, PictureFailure>)]) {
        self.finished = finished
    }
}
