/// Where ``WaterfallCollectionView/scrollToItem(_:position:)`` puts an item in the viewport (always
/// within the scrollable range, so near the ends of the content it may land elsewhere).
public enum ScrollPosition: Hashable, Sendable, CaseIterable {
    /// The item's top on the viewport's first row.
    case top
    /// The item's middle on the viewport's middle row (its top, when taller than the viewport).
    case centre
    /// The item's bottom on the viewport's last row (its top, when taller than the viewport).
    case bottom
    /// The least scroll that shows the whole item (its top, when taller than the viewport); no
    /// scroll when it is already shown.
    case nearest
}
