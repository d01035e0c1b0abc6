/// The ways a terminal can show real pixels, best first.
public enum PixelProtocol: Sendable, Equatable {
    /// kitty graphics with Unicode placeholders (kitty ≥ 0.28, Ghostty): pictures are cells.
    case kittyPlaceholders
    /// kitty graphics with direct placements (kitty 0.26, Konsole…): pictures float over cells.
    case kittyDirect
    /// Sixel images drawn into the cells (xterm -ti vt340, mlterm, foot, WezTerm…).
    case sixel

    /// A short name for messages.
    public var name: String {
        switch self {
        case .kittyPlaceholders: "kitty (Unicode placeholders)"
        case .kittyDirect: "kitty (direct placements)"
        case .sixel: "sixel"
        }
    }
}
