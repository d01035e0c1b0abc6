extension Picture {
    /// The two greys of ``checkerboard(alpha:squareSize:light:dark:)`` by default, as image
    /// viewers show transparency: light squares 204, dark squares 153.
    public static let checkerboardGreys: (light: UInt8, dark: UInt8) = (204, 153)

    /// This picture's colours, with `alpha` (one value a pixel, rows top to bottom, 0
    /// transparent … 255 opaque), composited over a checkerboard of `squareSize`-pixel squares,
    /// the top-left one `light`, then alternating with `dark` across and down:
    /// `out = round((colour·alpha + grey·(255 − alpha)) / 255)` per channel, on the sRGB values
    /// as the decoders composite. Nil when `alpha` does not hold one value a pixel or
    /// `squareSize` is below 1. O(pixels).
    public func checkerboard(
        alpha: [UInt8], squareSize: Int, light: UInt8 = Picture.checkerboardGreys.light, dark: UInt8 = Picture.checkerboardGreys.dark
    ) -> Picture? {
        guard alpha.count == width * height, squareSize >= 1 else { return nil }
        var output = [UInt8](repeating: 0, count: pixels.count)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let index = y * width + x
                let grey = UInt32((x / squareSize + y / squareSize).isMultiple(of: 2) ? light : dark)
                let opacity = UInt32(alpha[index])
                for channel in 0 ..< 3 {
                    let colour = UInt32(pixels[index * 3 + channel])
                    output[index * 3 + channel] = UInt8((colour * opacity + grey * (255 - opacity) + 127) / 255)
                }
            }
        }
        return Picture(trustedWidth: width, height: height, pixels: output)
    }
}
