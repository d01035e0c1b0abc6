/// Hands out ``PixelImage`` identifiers that every protocol can use as they are, including kitty's
/// Unicode placeholders in 256-colour mode: there the low byte of an image id travels as the
/// cell's foreground palette index and the high byte as a third combining mark, so an id is
/// `(high << 24) | low` with `low` in 1...255 (0 would read as "no colour") and `high` in 0...255.
/// That gives 65,280 identifiers before they repeat; an identifier comes back only after all the
/// others were handed out, by which time the caches that held its rendition have long dropped it.
public struct PixelImageIdentifiers: Sendable {
    /// How many identifiers were handed out so far.
    public private(set) var issued = 0

    /// The number of distinct identifiers before they repeat.
    public static let distinctCount = 255 * 256

    /// A generator starting at the first identifier.
    public init() {}

    /// The next identifier. O(1).
    public mutating func next() -> UInt32 {
        let index = issued % Self.distinctCount
        issued += 1
        return Self.identifier(at: index)
    }

    /// The identifier number `index` (0 ..< ``distinctCount``) in the sequence.
    static func identifier(at index: Int) -> UInt32 {
        let low = UInt32(index % 255 + 1)
        let high = UInt32(index / 255)
        return high << 24 | low
    }
}
