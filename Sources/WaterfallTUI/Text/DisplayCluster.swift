/// What one cell (or one wide, two-cell glyph) of a terminal shows, cut from text the way
/// tmux 3.3 cuts it with glibc's `wcwidth`:
///
/// - a scalar with a width (1 or 2) starts a new cell of that width;
/// - a zero-width scalar (a combining mark, a variation selector, ZWSP) joins the cell before it;
/// - a ZWJ joins the cell before it, and so does the scalar after it, whatever its width (so an
///   emoji ZWJ sequence is as wide as its first emoji);
/// - zero-width scalars and joined ones with no cell before them are dropped (the terminal would
///   put them on whatever is left of the text);
/// - a scalar the C library gives no width is drawn as U+FFFD (tmux would drop it).
///
/// The cell's ``character`` is the first grapheme of what it holds, without a trailing ZWJ (a
/// ZWJ at the end of a cell would join the next cell's scalar when printed); rarely, text joined
/// after a ZWJ that Unicode does not count in the same grapheme (`a` ZWJ `b`) is left out. What
/// is measured is exactly what is drawn, and the concatenation of the characters of a text's
/// clusters cuts into the same clusters again.
public struct DisplayCluster: Hashable, Sendable {
    /// The grapheme drawn in the cell.
    public let character: Character
    /// Cells it occupies: 1 or 2.
    public let width: Int

    /// The clusters of `text` (sanitise it first: controls are measured as one cell), in order.
    /// O(n).
    public static func clusters(of text: String) -> Sequence {
        Sequence(text: text)
    }

    /// The clusters of a text, computed as they are iterated.
    public struct Sequence: Swift.Sequence {
        let text: String

        /// An iterator over the clusters.
        public func makeIterator() -> Iterator {
            Iterator(scalars: text.unicodeScalars.makeIterator())
        }
    }

    /// Cuts clusters off the text's scalars one at a time.
    public struct Iterator: IteratorProtocol {
        private static let joiner: Unicode.Scalar = "\u{200D}"
        private var scalars: String.UnicodeScalarView.Iterator
        private var pending: Unicode.Scalar?

        init(scalars: String.UnicodeScalarView.Iterator) {
            self.scalars = scalars
        }

        /// The next cluster, or nil at the end of the text.
        public mutating func next() -> DisplayCluster? {
            guard let base = nextBase() else { return nil }
            let width = DisplayWidth.of(base)
            var followers = String.UnicodeScalarView()
            var joining = false
            while let scalar = pending ?? scalars.next() {
                pending = nil
                if scalar == Self.joiner {
                    joining = true
                    followers.append(scalar)
                } else if joining || DisplayWidth.of(scalar) == 0 {
                    joining = false
                    followers.append(Self.shown(scalar))
                } else {
                    pending = scalar
                    break
                }
            }
            guard !followers.isEmpty else { return DisplayCluster(character: Character(Self.shown(base)), width: width) }
            var text = String.UnicodeScalarView([Self.shown(base)])
            text.append(contentsOf: followers)
            return DisplayCluster(character: Self.firstGrapheme(of: String(text)), width: width)
        }

        /// The next scalar that starts a cell, skipping what would join a cell before the text.
        private mutating func nextBase() -> Unicode.Scalar? {
            var joined = false
            while let scalar = pending ?? scalars.next() {
                pending = nil
                if scalar == Self.joiner {
                    joined = true
                } else if joined {
                    joined = false
                } else if DisplayWidth.of(scalar) > 0 {
                    return scalar
                }
            }
            return nil
        }

        /// `scalar`, or U+FFFD when the C library gives it no width.
        private static func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
            DisplayWidth.isUnprintable(scalar) ? "\u{FFFD}" : scalar
        }

        /// The first grapheme of `text` (which is not empty), without trailing ZWJs.
        private static func firstGrapheme(of text: String) -> Character {
            guard let first = text.first else { return "\u{FFFD}" }
            var scalars = Array(first.unicodeScalars)
            guard scalars.last == joiner else { return first }
            while scalars.count > 1, scalars.last == joiner { scalars.removeLast() }
            var trimmed = String.UnicodeScalarView()
            trimmed.append(contentsOf: scalars)
            return String(trimmed).first ?? first
        }
    }
}
