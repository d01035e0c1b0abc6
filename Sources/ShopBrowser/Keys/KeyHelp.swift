import ShopCatalog

/// What the help overlay says of a binding: a row of its own, or its keys added to the row of
/// the binding before it (`j` / `k`: one row, "scroll a line down / up").
package enum KeyHelp: Sendable, Equatable {
    /// A row of its own saying `text`, or `photos` in `waterfall photos` when that differs.
    case row(String, photos: String? = nil)
    /// The row of the binding before it in the table; its keys pair up with that binding's.
    case sameRow

    /// The row's text for a browser of `kind`; nil for ``sameRow``.
    func text(for kind: ItemKind.Tag) -> String? {
        switch self {
        case .row(let text, let photos): kind == .pictureFile ? photos ?? text : text
        case .sameRow: nil
        }
    }
}
