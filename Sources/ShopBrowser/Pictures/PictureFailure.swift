import ShopCatalog

/// Why an item's picture could not be shown: the file or URL, a short reason (from the decoder,
/// or from the network) and a few words for the card's mark. The card keeps its placeholder.
package struct PictureFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The picture that failed.
    package let reference: ImageReference
    /// What went wrong, in a few words (terminal-safe: decoder messages are printable ASCII,
    /// network ones are sanitised).
    package let reason: String
    /// What the card's mark says, e.g. `no picture`, `HTTP 404`, `timed out`.
    package let label: String

    /// The mark of a picture that could not be read, when nothing shorter says why.
    package static let defaultLabel = "no picture"

    /// The mark of a moving picture that breaks off after some frames, which play.
    package static let cutShortLabel = "cut short"

    /// Whether the picture plays in part (its frames before the break) rather than not at all.
    package var isCutShort: Bool { label == Self.cutShortLabel }

    /// A failure of `reference` for `reason`, marked `label` on the card.
    package init(reference: ImageReference, reason: String, label: String = PictureFailure.defaultLabel) {
        self.reference = reference
        self.reason = reason
        self.label = label
    }

    /// A failure of the photo at `url` to arrive from the network: the source's reason and label
    /// (sanitised as catalog text is), or the error's description.
    package init(reference: ImageReference, fetchError error: any Error) {
        if let failure = error as? RemotePhotoFailure {
            self.init(reference: reference, reason: CatalogText(failure.reason).sanitized, label: CatalogText(failure.label).sanitized)
        } else {
            self.init(reference: reference, reason: CatalogText(String(describing: error)).sanitized, label: "not fetched")
        }
    }

    /// `file: reason`, with the file or URL sanitised as catalog text is.
    package var description: String {
        "\(CatalogText(reference.description)): \(reason)"
    }
}
