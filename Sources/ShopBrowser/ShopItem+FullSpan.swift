import ShopCatalog

extension ShopItem {
    /// Whether the item's card spans every column (a banner): it is measured at the full width
    /// and drawn as a wide card. The catalog has no such marker yet; once `ShopItem` has one,
    /// this line is the one to point at it.
    var isFullSpan: Bool { false }
}
