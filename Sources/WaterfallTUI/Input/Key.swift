/// A key press, as reported by a `TerminalBackend`.
public enum Key: Hashable, Sendable {
    /// A printable character (including space and CJK input).
    case character(Character)
    /// A control combination, as its lowercase letter: `.ctrl("d")` is Ctrl-D. Tab, Enter,
    /// Backspace and Esc have cases of their own.
    case ctrl(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Tab (Ctrl-I).
    case tab
    /// Shift-Tab.
    case backTab
    /// Enter / Return (Ctrl-M, Ctrl-J).
    case enter
    /// Escape (alone; sequences are decoded into other keys).
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Delete (forward).
    case delete
    /// Insert.
    case insert
    /// Function key F1–F63.
    case function(Int)

    /// The key for a character read from the terminal in cbreak mode: control codes
    /// 1–26 become `.tab`, `.enter`, `.backspace` or `.ctrl(letter)`, ESC becomes `.escape`,
    /// DEL becomes `.backspace`, anything else `.character`. `nil` for NUL and the other C0
    /// codes (28–31), which have no key of their own.
    public static func fromCharacter(_ scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x01 ... 0x1A: return .ctrl(Character(Unicode.Scalar(scalar.value + 0x60) ?? "?"))
        case 0x00, 0x1C ... 0x1F: return nil
        case 0x80 ... 0x9F: return nil
        default: return .character(Character(scalar))
        }
    }
}
