import Pixels

/// A picture to be shown in real pixels by a terminal graphics protocol (kitty or sixel): its
/// pixels, already scaled to the cells it covers, and an identifier that names this exact
/// rendition for as long as it lives (the terminal is sent each identifier's pixels once and
/// told afterwards only where to show them).
///
/// Two images with the same ``id`` are the same image: equality and hashing use the identifier
/// alone, so comparing placements never compares pixels.
public struct PixelImage: Sendable, Hashable {
    /// The rendition's identifier (see ``PixelImageIdentifiers``).
    public let id: UInt32
    /// The pixels: `columns × cellWidth` by `rows × cellHeight` for the cells it is shown in.
    public let picture: Picture

    /// The image `id` with `picture`'s pixels.
    public init(id: UInt32, picture: Picture) {
        self.id = id
        self.picture = picture
    }

    /// Whether both name the same rendition.
    public static func == (lhs: PixelImage, rhs: PixelImage) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
