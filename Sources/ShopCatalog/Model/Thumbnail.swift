import Colors

/// A tiny picture of the item (a few dozen pixels) that a terminal can draw, for example with
/// half-block characters. Pixels are stored row-major, top row first.
public struct Thumbnail: Sendable, Hashable {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// `width × height` colours, row-major.
    public let pixels: [RGB]

    /// Creates a thumbnail; returns `nil` unless both sizes are positive and `pixels` holds
    /// exactly `width × height` colours.
    public init?(width: Int, height: Int, pixels: [RGB]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at column `x`, row `y` (both zero-based), or `nil` outside the picture.
    public func pixel(x: Int, y: Int) -> RGB? {
        guard (0 ..< width).contains(x), (0 ..< height).contains(y) else { return nil }
        return pixels[y * width + x]
    }
}
