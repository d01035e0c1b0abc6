/// A vertical direction for page and half-page scrolling.
public enum ScrollDirection: Hashable, Sendable {
    /// Towards the top of the content (smaller offsets).
    case up
    /// Towards the bottom of the content (larger offsets).
    case down
}
