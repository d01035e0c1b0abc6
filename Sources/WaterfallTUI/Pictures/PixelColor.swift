/// One 8-bit sRGB colour: a picture's pixel, a palette entry, or what a cell shows.
struct PixelColor: Hashable, Sendable {
    /// Red channel, gamma-encoded.
    var red: UInt8
    /// Green channel, gamma-encoded.
    var green: UInt8
    /// Blue channel, gamma-encoded.
    var blue: UInt8

    /// The colour with these channels.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour of pixel `index` (0-based, row-major) in RGB bytes `pixels`. O(1).
    init(pixels: UnsafeBufferPointer<UInt8>, index: Int) {
        let start = index * 3
        self.init(red: pixels[start], green: pixels[start + 1], blue: pixels[start + 2])
    }

    /// The RGB of palette entry `index` (0–255) as xterm shows it by default.
    init(paletteIndex index: Int) {
        let (red, green, blue) = Color.rgbOfPalette(index)
        self.init(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
    }

    /// The same colour as a terminal `Color`.
    var color: Color { .rgb(red, green, blue) }
}
