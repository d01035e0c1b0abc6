/// The line style of a box drawn by `Canvas.drawBox(_:style:border:)`.
public enum BorderStyle: Hashable, Sendable, CaseIterable {
    /// `┌─┐ │ └─┘`
    case light
    /// `┏━┓ ┃ ┗━┛`
    case heavy
    /// `╭─╮ │ ╰─╯`
    case rounded
    /// `╔═╗ ║ ╚═╝`
    case double

    /// The box-drawing characters: top-left, top-right, bottom-left, bottom-right,
    /// horizontal, vertical.
    public var characters:
        (
            topLeft: Character, topRight: Character, bottomLeft: Character,
            bottomRight: Character, horizontal: Character, vertical: Character
        )
    {
        switch self {
        case .light: return ("┌", "┐", "└", "┘", "─", "│")
        case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
        case .rounded: return ("╭", "╮", "╰", "╯", "─", "│")
        case .double: return ("╔", "╗", "╚", "╝", "═", "║")
        }
    }
}
