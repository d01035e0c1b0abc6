import Colors

/// Every even-looking cell a small palette can draw: a space on each of its n colours, and the
/// shade glyphs mixing two of them (`░`: a quarter foreground, `▒`: half), n + n(n − 1) +
/// n(n − 1)/2 looks in all (92 for 8 colours, 376 for 16; `▓` would repeat `░` with the
/// colours swapped). A mix is the linear-light blend of the two colours' RGB in the glyph's
/// coverage, which is how the eye averages a shade pattern.
struct ShadePalette: Sendable {
    /// The cell for each look.
    let cells: [Cell]
    /// The RGB each look averages to.
    let pixels: [RGB]
    /// Nearest-look search over the looks' sRGB values.
    let matcher: PaletteMatcher

    /// The looks of `solid`'s colours and their shade mixes.
    init(mixing solid: SymbolPalette) {
        var cells: [Cell] = []
        var pixels: [RGB] = []
        for (color, pixel) in zip(solid.colors, solid.pixels) {
            cells.append(BlockGlyphs.uniformCell(color))
            pixels.append(pixel)
        }
        let count = solid.colors.count
        for front in 0 ..< count {
            for back in 0 ..< count where back != front {
                cells.append(BlockGlyphs.shadeCell(.light, foreground: solid.colors[front], background: solid.colors[back]))
                pixels.append(SRGB.mix(solid.pixels[front], solid.pixels[back], coverage: BlockGlyphs.Shade.light.coverage))
                if front < back {
                    cells.append(BlockGlyphs.shadeCell(.medium, foreground: solid.colors[front], background: solid.colors[back]))
                    pixels.append(SRGB.mix(solid.pixels[front], solid.pixels[back], coverage: BlockGlyphs.Shade.medium.coverage))
                }
            }
        }
        self.cells = cells
        self.pixels = pixels
        matcher = PaletteMatcher(colors: pixels.map(\.point))
    }

    /// The eight ANSI colours and their mixes.
    static let ansi8 = ShadePalette(mixing: .ansi8)

    /// The sixteen ANSI colours and their mixes.
    static let ansi16 = ShadePalette(mixing: .ansi16)
}
