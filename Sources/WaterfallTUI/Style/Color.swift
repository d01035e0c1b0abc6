import Colors

/// A terminal colour. Backends show `rgb` as the nearest colour they can display.
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// ANSI colour 0.
    case black
    /// ANSI colour 1.
    case red
    /// ANSI colour 2.
    case green
    /// ANSI colour 3.
    case yellow
    /// ANSI colour 4.
    case blue
    /// ANSI colour 5.
    case magenta
    /// ANSI colour 6.
    case cyan
    /// ANSI colour 7.
    case white
    /// An entry of the 256-colour palette (0–7 ANSI, 8–15 bright, 16–231 cube, 232–255 greys).
    case indexed(UInt8)
    /// A 24-bit colour, shown exactly in `truecolor` mode and downgraded to the palette
    /// otherwise.
    case rgb(UInt8, UInt8, UInt8)

    /// The palette index to use in `mode`, or `nil` for the terminal default (always `nil`
    /// in monochrome). In `ansi8` the result is 0–7, in `ansi16` 0–15, in `ansi256` 0–255; in
    /// `truecolor` the 256-palette index (for an `rgb` colour: the entry that stands in for it
    /// where only the palette can be used, as in curses' own record of the screen).
    public func paletteIndex(in mode: ColorMode) -> Int? {
        switch mode {
        case .monochrome:
            return nil
        case .ansi8:
            return index256.map(Color.nearestANSI8)
        case .ansi16:
            return index256.map(Color.nearestANSI16)
        case .ansi256, .truecolor:
            return index256
        }
    }

    /// This colour as the best equivalent `mode` can show (`default` in monochrome; an `rgb`
    /// colour stays itself in `truecolor`).
    public func downgraded(to mode: ColorMode) -> Color {
        if mode == .truecolor, case .rgb = self { return self }
        guard let index = paletteIndex(in: mode) else { return .default }
        if index < 8 {
            return Color.ansi[index]
        }
        return .indexed(UInt8(index))
    }

    /// The eight ANSI colours in palette order.
    public static let ansi: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]

    /// The 256-palette index (nearest one for `rgb`), `nil` for `default`.
    var index256: Int? {
        switch self {
        case .default: return nil
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .indexed(let index): return Int(index)
        case .rgb(let red, let green, let blue): return Color.nearest256(red: Int(red), green: Int(green), blue: Int(blue))
        }
    }

    /// Channel levels of the 6×6×6 colour cube (palette entries 16–231).
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// Nearest palette entry among the colour cube and the grey ramp (16–255) in sRGB, the same
    /// search the picture rasters use (see `PaletteMatcher`). Channels outside 0–255 are
    /// clamped.
    static func nearest256(red: Int, green: Int, blue: Int) -> Int {
        let pixel = RGB(red: UInt8(clamping: red), green: UInt8(clamping: green), blue: UInt8(clamping: blue))
        return 16 + SymbolPalette.xterm240.matcher.nearest(to: pixel.point)
    }

    /// The red, green and blue channels of palette entry `index` (xterm defaults).
    static func rgbOfPalette(_ index: Int) -> (Int, Int, Int) {
        switch index {
        case 0 ..< 16:
            let base = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
                (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
                (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            return base[index]
        case 16 ..< 232:
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let level = 8 + (index - 232) * 10
            return (level, level, level)
        }
    }

    /// The entry of the sixteen ANSI colours (0–15) for palette entry `index`: itself below 16,
    /// else the one nearest in sRGB to its xterm RGB value.
    static func nearestANSI16(_ index: Int) -> Int {
        guard index >= 16 else { return index }
        return SymbolPalette.ansi16.matcher.nearest(to: RGB(paletteIndex: index).point)
    }

    /// The ANSI colour (0–7) closest in hue to palette entry `index`: bright colours map to
    /// their normal counterparts; other entries keep the channels that are at least half of
    /// the strongest one, and very dark entries become black.
    static func nearestANSI8(_ index: Int) -> Int {
        if index < 8 {
            return index
        }
        if index < 16 {
            return index == 8 ? 0 : index - 8
        }
        let (red, green, blue) = rgbOfPalette(index)
        let strongest = max(red, green, blue)
        if strongest < 64 {
            return 0
        }
        let threshold = strongest / 2
        return (red >= threshold ? 1 : 0) | (green >= threshold ? 2 : 0) | (blue >= threshold ? 4 : 0)
    }
}
