/// A decoded or scaled image in memory: 8-bit sRGB pixels, row by row from the top, three bytes
/// per pixel (red, green, blue), no padding. Alpha, if the file had any, has already been
/// composited onto a background by whoever made the picture, and is kept beside the pixels
/// (``alpha``), so the picture can be moved onto another background or sent with its alpha.
public struct Picture: Sendable, Equatable {
    /// Width in pixels (≥ 0).
    public let width: Int
    /// Height in pixels (≥ 0).
    public let height: Int
    /// `width × height × 3` bytes: R, G, B of each pixel, rows top to bottom.
    public let pixels: [UInt8]
    /// How opaque each pixel is and what `pixels` were composited onto; nil when every pixel is
    /// opaque.
    public let alpha: PictureAlpha?

    /// A picture of `width × height` pixels from `pixels` (R, G, B per pixel, rows top to bottom),
    /// composited onto `alpha`'s matte by `alpha`'s opacities when given. Returns `nil` when the
    /// size is negative, `pixels` does not hold exactly `width × height × 3` bytes or `alpha`
    /// not one opacity a pixel.
    public init?(width: Int, height: Int, pixels: [UInt8], alpha: PictureAlpha? = nil) {
        guard width >= 0, height >= 0,
            case (let count, let overflow) = width.multipliedReportingOverflow(by: height), !overflow,
            count.multipliedReportingOverflow(by: 3) == (pixels.count, false),
            alpha.map({ $0.values.count == count }) ?? true
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
        self.alpha = alpha
    }

    /// A picture whose `pixels` the caller guarantees hold exactly `width × height × 3` bytes,
    /// and `alpha`, when given, one opacity a pixel.
    package init(trustedWidth width: Int, height: Int, pixels: [UInt8], alpha: PictureAlpha? = nil) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.alpha = alpha
    }

    /// A picture of `width × height` pixels all of one colour (negative sizes count as 0).
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) {
        self.width = max(0, width)
        self.height = max(0, height)
        var pixels = [UInt8](repeating: 0, count: self.width * self.height * 3)
        for start in stride(from: 0, to: pixels.count, by: 3) {
            pixels[start] = red
            pixels[start + 1] = green
            pixels[start + 2] = blue
        }
        self.pixels = pixels
        self.alpha = nil
    }

    /// Width and height.
    public var size: PictureSize { PictureSize(width: width, height: height) }

    /// The memory the pixels and their alpha take, in bytes.
    public var byteCount: Int { pixels.count + (alpha?.values.count ?? 0) }

    /// The red, green and blue of the pixel at column `x`, row `y`, or `nil` outside the picture.
    /// O(1).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let start = (y * width + x) * 3
        return (pixels[start], pixels[start + 1], pixels[start + 2])
    }
}
