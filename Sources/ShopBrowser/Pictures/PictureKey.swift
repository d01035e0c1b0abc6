import ShopCatalog

/// One rendition of an item's picture: which picture, drawn into how many cells. The same photo
/// at another card size (after a resize or a column change) is another rendition.
package struct PictureKey: Hashable, Sendable {
    /// The picture file or URL.
    package let reference: ImageReference
    /// The width of the image area in cells.
    package let columns: Int
    /// The height of the image area in cells.
    package let rows: Int

    /// The rendition of `reference` for an image area of `columns × rows` cells.
    package init(reference: ImageReference, columns: Int, rows: Int) {
        self.reference = reference
        self.columns = columns
        self.rows = rows
    }
}
