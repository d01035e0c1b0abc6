import Colors

/// The solid colours a terminal can give a cell's foreground and background, with their RGB
/// values (as a typical terminal shows them), computed once.
struct SymbolPalette: Sendable {
    /// The colours as cells carry them.
    let colors: [Color]
    /// The RGB each colour shows.
    let pixels: [RGB]
    /// Nearest-colour search over the colours' sRGB values.
    let matcher: PaletteMatcher

    /// A palette of `entries` (colour and the RGB it shows).
    init(_ entries: [(color: Color, pixel: RGB)]) {
        colors = entries.map(\.color)
        pixels = entries.map(\.pixel)
        matcher = PaletteMatcher(colors: pixels.map(\.point))
    }

    /// The 240 entries of the xterm palette that do not depend on the user's theme: the 6×6×6
    /// colour cube (16–231) and the 24 greys (232–255), as `.indexed` colours. Entries 0–15
    /// are left out because themes redefine them freely (chafa's 240-colour mode does the same).
    static let xterm240 = SymbolPalette(
        (16 ... 255).map { index in
            (Color.indexed(UInt8(index)), RGB(paletteIndex: index))
        })

    /// The eight ANSI colours as `.black` … `.white`, with xterm's default RGB values for them:
    /// black 000000, red cd0000, green 00cd00, yellow cdcd00, blue 0000ee, magenta cd00cd,
    /// cyan 00cdcd, white e5e5e5. Themes vary; these are the most common defaults.
    static let ansi8 = SymbolPalette(
        Color.ansi.indices.map { index in
            (Color.ansi[index], RGB(paletteIndex: index))
        })

    /// The sixteen ANSI colours: the eight of ``ansi8`` and their bright versions (entries
    /// 8–15 as `.indexed`), with xterm's default RGB values (bright black 7f7f7f, bright red
    /// ff0000, … bright white ffffff).
    static let ansi16 = SymbolPalette(
        (0 ..< 16).map { index in
            (index < 8 ? Color.ansi[index] : Color.indexed(UInt8(index)), RGB(paletteIndex: index))
        })
}
