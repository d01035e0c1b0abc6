/// Keeps the terminal's own answers out of the key stream.
///
/// The start-up probe (``TerminalProber``) waits a bounded time for the terminal's answers; a
/// terminal that answers later — a slow emulator, a long SSH link — delivers them as input
/// once the browser reads keys. Read one character at a time, an XTGETTCAP answer such as
/// `ESC P 1 + r 636f6c6f7273 = 323536 ESC \` would be the keys `P`, `1`, `+`, `r`, `=`…, which
/// change the columns, sort, reload. This filter recognises what terminals send as answers, and
/// what no key produces on its own, and drops it:
///
/// - control strings: `ESC P` (DCS: XTVERSION, XTGETTCAP), `ESC ]` (OSC: colours), `ESC _`
///   (APC: kitty graphics), `ESC ^` (PM) and `ESC X` (SOS), up to their terminator `ESC \` or BEL;
/// - control sequences the key reader did not know, `ESC [` parameters and intermediates and a
///   final byte (device attributes, modes, cell and graphics sizes).
///
/// Everything else passes unchanged and in order. An Escape is held until the next character
/// shows what it starts (or ``interrupted()`` says nothing follows: then it is the Escape key).
/// A reply that pauses for more than ``pauseLimitMilliseconds`` is abandoned, so that an
/// Escape typed just before a key that looks like an introducer (Alt-`[`) costs at most the
/// keys typed within that pause. Each character is handled in O(1).
public struct TerminalReplyFilter: Sendable, Equatable {
    /// How long a reply may pause between two of its characters before it is abandoned and the
    /// characters after the pause are keys again.
    public static let pauseLimitMilliseconds: UInt64 = 100

    private enum State: Sendable, Equatable {
        /// Between keys.
        case ground
        /// After an Escape, not yet known to start a reply.
        case escape
        /// Inside a control string; `afterEscape` when its last character was an Escape (the
        /// first half of the terminator `ESC \`).
        case controlString(afterEscape: Bool)
        /// Inside a control sequence, before its final byte.
        case controlSequence
    }

    private var state = State.ground
    private var lastInput: UInt64 = 0

    /// A filter between keys.
    public init() {}

    /// Whether the filter is inside a reply or holds an Escape (the next characters may be
    /// dropped or come out later).
    public var isHolding: Bool { state != .ground }

    /// Handles `scalar`, read at `milliseconds` on a monotonic clock: returns the characters
    /// that are typed keys, in order — none while a reply is read or an Escape is held, two
    /// when a held Escape turns out to be the Escape key followed by another key.
    public mutating func feed(_ scalar: Unicode.Scalar, atMilliseconds milliseconds: UInt64) -> [Unicode.Scalar] {
        if state != .ground, state != .escape, milliseconds > lastInput + Self.pauseLimitMilliseconds {
            state = .ground
        }
        lastInput = milliseconds
        return handle(scalar)
    }

    /// Says that no character follows now (the input is drained, or a key that is not a
    /// character came): a held Escape is the Escape key, returned; a reply being read stays
    /// open until its terminator or the pause limit.
    public mutating func interrupted() -> [Unicode.Scalar] {
        guard state == .escape else { return [] }
        state = .ground
        return [Self.escape]
    }

    private static let escape: Unicode.Scalar = "\u{1B}"
    private static let bell: Unicode.Scalar = "\u{07}"

    private mutating func handle(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        switch state {
        case .ground:
            if scalar == Self.escape {
                state = .escape
                return []
            }
            return [scalar]
        case .escape:
            switch scalar {
            case "P", "]", "_", "^", "X":
                state = .controlString(afterEscape: false)
                return []
            case "[":
                state = .controlSequence
                return []
            case Self.escape:
                return [Self.escape]
            default:
                state = .ground
                return [Self.escape, scalar]
            }
        case .controlString(let afterEscape):
            if scalar == Self.bell || (afterEscape && scalar == "\\") {
                state = .ground
            } else {
                state = .controlString(afterEscape: scalar == Self.escape)
            }
            return []
        case .controlSequence:
            switch scalar.value {
            case 0x20 ... 0x3F:
                return []
            case 0x40 ... 0x7E:
                state = .ground
                return []
            default:
                // Not part of a control sequence: the sequence was cut short; this is input again.
                state = .ground
                return handle(scalar)
            }
        }
    }
}
