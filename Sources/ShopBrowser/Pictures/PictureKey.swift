import ShopCatalog

/// One rendition of an item's picture: which picture, drawn into how many cells, framed how. The
/// same photo at another card size (after a resize or a column change), or in the full-screen
/// view, is another rendition.
package struct PictureKey: Hashable, Sendable {
    /// The picture file or URL.
    package let reference: ImageReference
    /// The width of the image area in cells.
    package let columns: Int
    /// The height of the image area in cells.
    package let rows: Int
    /// How the photo is framed in the area: cut to its shape (a card) or shown whole.
    package let framing: PictureFraming

    /// The rendition of `reference` for an image area of `columns × rows` cells, framed as
    /// `framing` (a card's crop by default).
    package init(reference: ImageReference, columns: Int, rows: Int, framing: PictureFraming = .cover) {
        self.reference = reference
        self.columns = columns
        self.rows = rows
        self.framing = framing
    }
}
