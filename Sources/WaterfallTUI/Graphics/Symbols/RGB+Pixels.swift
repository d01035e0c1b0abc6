import Colors

/// An `RGB` as the symbol fitting reads it: a picture's pixel, a palette entry, a cell's colour.
extension RGB {
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
