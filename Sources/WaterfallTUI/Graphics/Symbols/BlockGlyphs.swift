/// The block and shade glyphs pictures are drawn with, and how much of a cell each one covers.
///
/// A cell is split into 2×2 quadrants numbered 0 (top left), 1 (top right), 2 (bottom left),
/// 3 (bottom right); a quadrant mask has bit i set when quadrant i shows the foreground. The 16
/// masks map to space, `▘▝▀▖▌▞▛▗▚▐▜▄▙▟` and `█` (U+2580–259F). Half blocks use the masks
/// 3 (`▀`) and 12 (`▄`).
enum BlockGlyphs {
    /// The glyph for each quadrant mask, indexed by mask.
    static let quadrantGlyphs: [Glyph] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ].map { (scalar: Unicode.Scalar) in Glyph(scalar) }

    /// Mask of the upper half (`▀`).
    static let upperHalf = 0b0011
    /// Mask of the lower half (`▄`).
    static let lowerHalf = 0b1100
    /// Mask of the whole cell (`█`).
    static let fullBlock = 0b1111

    /// The shade glyphs, which cover the whole cell evenly with a dot pattern.
    enum Shade: CaseIterable {
        /// `░`, about a quarter foreground.
        case light
        /// `▒`, about half foreground.
        case medium
        /// `▓`, about three quarters foreground.
        case dark

        /// The fraction of the cell the foreground covers.
        var coverage: Double {
            switch self {
            case .light: 0.25
            case .medium: 0.5
            case .dark: 0.75
            }
        }

        /// The glyph.
        var glyph: Glyph {
            switch self {
            case .light: Glyph("░" as Unicode.Scalar)
            case .medium: Glyph("▒" as Unicode.Scalar)
            case .dark: Glyph("▓" as Unicode.Scalar)
            }
        }
    }

    /// A cell all of `color`: a space on that background (the cheapest to send: no foreground,
    /// one byte).
    @inline(__always)
    static func uniformCell(_ color: Color) -> Cell {
        Cell(glyph: .space, width: 1, style: Style(foreground: .default, background: color))
    }

    /// A cell showing `foreground` in the quadrants of `mask` and `background` elsewhere.
    @inline(__always)
    static func splitCell(mask: Int, foreground: Color, background: Color) -> Cell {
        Cell(glyph: quadrantGlyphs[mask], width: 1, style: Style(foreground: foreground, background: background))
    }

    /// A shade glyph mixing `foreground` into `background`.
    static func shadeCell(_ shade: Shade, foreground: Color, background: Color) -> Cell {
        Cell(glyph: shade.glyph, width: 1, style: Style(foreground: foreground, background: background))
    }

    /// The fraction of quadrant `quadrant` (0–3) that `glyph` paints in the foreground colour:
    /// 0 or 1 for space and block glyphs, the shade's coverage for shades, and 0 for any other
    /// glyph (pictures use no others; the cell then shows its background).
    static func coverage(of glyph: Glyph, quadrant: Int) -> Double {
        if let mask = quadrantGlyphs.firstIndex(of: glyph) {
            return mask & (1 << quadrant) != 0 ? 1 : 0
        }
        return Shade.allCases.first { $0.glyph == glyph }?.coverage ?? 0
    }
}
