/// What the terminal outside tmux answered through tmux's passthrough to
/// ``TerminalQuery/outerTerminalRound``: tmux answers the first round itself, so only these
/// answers say which terminal will draw the pictures.
public struct OuterTerminalReplies: Sendable, Equatable {
    /// Its XTVERSION text, e.g. `kitty(0.26.5)`, made terminal-safe; nil when it did not say.
    public var version: String?
    /// Whether it answered the kitty graphics query OK.
    public var kittyGraphics: Bool
    /// Whether its DA1 answer, the round's end mark, came back: the passthrough reached a
    /// terminal and its answers reached the program.
    public var answered: Bool

    /// Answers with these values.
    public init(version: String? = nil, kittyGraphics: Bool = false, answered: Bool = false) {
        self.version = version
        self.kittyGraphics = kittyGraphics
        self.answered = answered
    }

    /// The answers in `replies`, the round parsed on its own.
    public init(_ replies: ProbeReplies) {
        self.init(version: replies.version, kittyGraphics: replies.kittyGraphics, answered: replies.sawEnd)
    }
}
