import Synchronization

/// A grapheme cluster packed into 32 bits so that `Cell` stays a small trivial value
/// (copied, cleared and compared like plain memory).
///
/// A single-scalar grapheme (nearly all text) is its scalar value; a multi-scalar one
/// (combining marks, emoji sequences, flags) is an index into a process-wide intern table.
struct Glyph: Hashable, Sendable {
    /// Scalar value below `Glyph.internedBase`, otherwise `internedBase` + table index.
    let rawValue: UInt32

    /// First raw value used for interned graphemes (one past the last Unicode scalar).
    static let internedBase: UInt32 = 0x11_0000

    /// The space glyph.
    static let space = Glyph(rawValue: 0x20)

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The glyph of a single scalar.
    init(_ scalar: Unicode.Scalar) {
        rawValue = scalar.value
    }

    /// The glyph of `character`: its scalar, or its interned index when it has several.
    init(_ character: Character) {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            rawValue = first.value
        } else {
            rawValue = GlyphTable.shared.intern(character)
        }
    }

    /// Appends the grapheme to `string` (without building a `Character` for single scalars).
    func append(to string: inout String) {
        if rawValue < Glyph.internedBase, let scalar = Unicode.Scalar(rawValue) {
            string.unicodeScalars.append(scalar)
        } else {
            string.append(character)
        }
    }

    /// The grapheme this glyph stands for.
    var character: Character {
        if rawValue < Glyph.internedBase {
            return Unicode.Scalar(rawValue).map(Character.init) ?? "\u{FFFD}"
        }
        return GlyphTable.shared.character(at: rawValue - Glyph.internedBase)
    }
}

/// The process-wide table of multi-scalar graphemes seen by canvases. Thread-safe; bounded:
/// past `capacity` distinct graphemes, new ones are stored as their first scalar only.
final class GlyphTable: Sendable {
    /// The shared table.
    static let shared = GlyphTable()

    /// Most distinct multi-scalar graphemes kept.
    static let capacity = 1 << 16

    private struct State {
        var indices: [Character: UInt32] = [:]
        var characters: [Character] = []
    }

    private let state = Mutex(State())

    /// The raw glyph value for `character`, interning it on first use. O(1) amortised.
    func intern(_ character: Character) -> UInt32 {
        state.withLock { state in
            if let index = state.indices[character] {
                return Glyph.internedBase + index
            }
            guard state.characters.count < GlyphTable.capacity else {
                return character.unicodeScalars.first?.value ?? 0x20
            }
            let index = UInt32(state.characters.count)
            state.characters.append(character)
            state.indices[character] = index
            return Glyph.internedBase + index
        }
    }

    /// The grapheme interned at `index`.
    func character(at index: UInt32) -> Character {
        state.withLock { state in
            Int(index) < state.characters.count ? state.characters[Int(index)] : "\u{FFFD}"
        }
    }
}
