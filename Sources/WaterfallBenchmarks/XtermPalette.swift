/// The RGB values xterm shows by default for the 256 palette entries, to turn another tool's
/// colour indices back into pixels: entries 0–15 are xterm's default ANSI colours (themes
/// change them), 16–231 the 6×6×6 cube (levels 0, 95, 135, 175, 215, 255), 232–255 the grey
/// ramp (8, 18, … 238). The quality benchmark checks that it agrees with the pixels
/// `RasterQuality` shows for our own rasters before using it.
enum XtermPalette {
    /// xterm's default colours for entries 0–15.
    static let ansi: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The channel levels of the colour cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The red, green and blue xterm shows for entry `index` (0–255). O(1).
    static func rgb(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0 ..< 16:
            return ansi[Int(index)]
        case 16 ..< 232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let level = 8 + (index - 232) * 10
            return (level, level, level)
        }
    }
}
