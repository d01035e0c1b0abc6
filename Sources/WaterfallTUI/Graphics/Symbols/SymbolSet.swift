/// Which block glyphs a `SymbolRaster` draws a picture with.
public enum SymbolSet: Hashable, Sendable, CaseIterable {
    /// `▀` with the upper pixel as foreground and the lower as background: 1×2 pixels per cell,
    /// each pixel's colour kept. Every font has it: the default.
    case halfBlocks
    /// The quadrant glyphs `▘▝▀▖▌▞▛▗▚▐▜▄▙▟█` (U+2580–259F): 2×2 pixels per cell, sharper edges,
    /// but the four pixels share two colours.
    case quadrants

    /// The picture pixels each cell stands for, across.
    public var pixelsAcross: Int {
        switch self {
        case .halfBlocks: 1
        case .quadrants: 2
        }
    }

    /// The picture pixels each cell stands for, down.
    public var pixelsDown: Int { 2 }
}
