/// The colours a `SymbolRaster` may give its cells.
public enum SymbolColorMode: Hashable, Sendable, CaseIterable {
    /// No colours (`NO_COLOR`): shade and block glyphs in the terminal's own colours, chosen by
    /// perceptual lightness with ordered dithering, assuming light text on a dark background.
    case monochrome
    /// The eight ANSI colours (`.black` … `.white`): per cell the best pair for a block split,
    /// or an even `░`/`▒` mix of two colours, whichever is nearer.
    case ansi8
    /// The sixteen ANSI colours (the eight and entries 8–15), fitted as ``ansi8``.
    case ansi16
    /// Palette entries 16–255 (`.indexed`), the nearest in sRGB.
    case ansi256
    /// Exact `.rgb` colours, for terminals with 24-bit colour.
    case truecolor

    /// The symbol colour mode for an output of `colorMode`.
    public init(_ colorMode: ColorMode) {
        switch colorMode {
        case .monochrome: self = .monochrome
        case .ansi8: self = .ansi8
        case .ansi16: self = .ansi16
        case .ansi256: self = .ansi256
        case .truecolor: self = .truecolor
        }
    }
}
