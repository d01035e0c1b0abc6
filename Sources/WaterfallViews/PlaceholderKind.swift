/// What a ``WaterfallCollectionView`` shows in place of cards while it has no items.
public enum PlaceholderKind: Hashable, Sendable {
    /// The first page is loading.
    case loading
    /// Nothing more will come and there is nothing to show.
    case empty
}
