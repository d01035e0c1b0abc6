import ShopCatalog

/// Why an item's picture could not be shown: the file or URL and a short reason (from the
/// decoder, or that remote pictures are not fetched). The card keeps its placeholder.
package struct PictureFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The picture that failed.
    package let reference: ImageReference
    /// What went wrong, in a few words (terminal-safe: decoder messages are printable ASCII).
    package let reason: String

    /// A failure of `reference` for `reason`.
    package init(reference: ImageReference, reason: String) {
        self.reference = reference
        self.reason = reason
    }

    /// `file: reason`, with the file or URL sanitised as catalog text is.
    package var description: String {
        "\(CatalogText(reference.description)): \(reason)"
    }
}
