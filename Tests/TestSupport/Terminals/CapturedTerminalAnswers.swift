/// What real terminals and tmux answered the probe here (captured under Xvfb), in answer order:
/// the played answers of tests that cross modules.
public enum CapturedTerminalAnswers {
    private static let esc = "\u{1B}"

    /// tmux 3.3a's answers to the first round (it answers them itself).
    public static let tmuxFirstRound = "\(esc)P>|tmux 3.3a\(esc)\\\(esc)[>84;0;0c\(esc)[?1;2c"
    /// kitty 0.26.5's answers to the outer round, from inside tmux 3.3a with `allow-passthrough on`.
    public static let kittyOuterRound = "\(esc)P>|kitty(0.26.5)\(esc)\\\(esc)_Gi=31;OK\(esc)\\\(esc)[?62;c"
    /// xterm 379's answers to the outer round, from inside tmux 3.3a with `allow-passthrough on`.
    public static let xtermOuterRound = "\(esc)P>|XTerm(379)\(esc)\\\(esc)[?64;1;2;6;9;15;16;17;18;21;22;28c"
    /// tmux 3.3a's answer to `display -p` with the client format (`TmuxClient.displayFormat`) in
    /// kitty 0.26.5, by default: no `RGB`.
    public static let kittyTmuxClient = "termname=xterm-kitty\tfeatures=bpaste,ccolour,clipboard,cstyle,focus,title\ttermtype=kitty(0.26.5)"
}
