/// A width and a height in pixels.
public struct PictureSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width × height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `"640 x 427"`.
    public var description: String { "\(width) x \(height)" }

    /// The largest size with this size's aspect ratio that fits inside `box`: one side equals
    /// the box's, the other is the exact proportion rounded to the nearest pixel (at least 1,
    /// at most the box's). A zero or negative size or box gives `0 x 0`. O(1).
    public func fitted(into box: PictureSize) -> PictureSize {
        guard width > 0, height > 0, box.width > 0, box.height > 0 else {
            return PictureSize(width: 0, height: 0)
        }
        if width * box.height <= box.width * height {
            let fittedWidth = (2 * width * box.height + height) / (2 * height)
            return PictureSize(width: min(max(fittedWidth, 1), box.width), height: box.height)
        }
        let fittedHeight = (2 * height * box.width + width) / (2 * width)
        return PictureSize(width: box.width, height: min(max(fittedHeight, 1), box.height))
    }
}
