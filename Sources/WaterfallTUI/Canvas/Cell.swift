/// One terminal cell of a `Canvas`: a trivial 16-byte value (glyph, width, style), so whole
/// canvases copy, clear and compare at memory speed.
///
/// A one-cell glyph has `width` 1. A wide glyph (CJK, emoji) is stored as a head cell with
/// `width` 2 followed by a continuation cell (`width` 0, a space) holding the same style;
/// the continuation is never drawn on its own.
public struct Cell: Hashable, Sendable {
    /// The packed grapheme.
    var glyph: Glyph
    /// 1 for a one-cell glyph, 2 for the head of a wide glyph, 0 for a continuation.
    public var width: UInt8
    /// Colours and attributes.
    public var style: Style

    /// Creates a cell; `width` must match `character` (see `DisplayWidth`).
    public init(character: Character, width: UInt8 = 1, style: Style = .plain) {
        self.init(glyph: Glyph(character), width: width, style: style)
    }

    init(glyph: Glyph, width: UInt8, style: Style) {
        self.glyph = glyph
        self.width = width
        self.style = style
    }

    /// The grapheme shown in the cell (a space for blanks and continuations).
    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    /// A space in the plain style.
    public static let blank = Cell(glyph: .space, width: 1, style: .plain)

    /// A space in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(glyph: .space, width: 1, style: style)
    }

    /// The right half of a wide glyph drawn in `style`.
    public static func continuation(_ style: Style) -> Cell {
        Cell(glyph: .space, width: 0, style: style)
    }

    /// Whether this is the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }
}
