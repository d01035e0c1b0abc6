/// The probe written to the terminal before curses starts, in two rounds that each end with DA1,
/// which every terminal answers, and in order, so its reply marks the end of a round.
///
/// The first round asks only what every terminal and multiplexer answers or ignores without a
/// trace: XTVERSION and DA2 (which name tmux and GNU screen), XTGETTCAP for `RGB`, `Tc` and
/// `colors` (24-bit and 256 colours, from terminals that know their own description), the sixel
/// colour registers and graphics size (XTSMGRAPHICS, current and most), the cell size in pixels,
/// whether synchronized output (mode 2026) is supported, and the default background (OSC 11).
/// The second round, the kitty graphics query, is sent only when no multiplexer was named by the
/// environment or answered the first round (tmux and screen take the APC string for a title).
/// Inside tmux with its passthrough on, the second round goes to the terminal outside tmux
/// instead (``outerTerminalRound``): its version and the kitty query, with a DA1 of its own.
public enum TerminalQuery {
    /// The kitty query: a 1×1 image id 31 that is only checked, never stored (`a=q`).
    public static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// DA1, the end mark of each round.
    static let endMark = "\u{1B}[c"
    /// XTVERSION: the terminal's name and version (`kitty(0.26.5)`, `XTerm(379)`, `tmux 3.3a`).
    static let versionQuery = "\u{1B}[>0q"
    /// The XTGETTCAP names asked: 24-bit colour (`RGB`, and tmux's `Tc`) and the colour count.
    static let capabilityNames = ["RGB", "Tc", "colors"]

    /// The first round's bytes, DA1 last.
    public static var firstRound: [UInt8] {
        let capabilities = capabilityNames.map { name in
            "\u{1B}P+q" + name.utf8.map { byte in String(byte, radix: 16) }.joined() + "\u{1B}\\"
        }.joined()
        return Array(
            (versionQuery + "\u{1B}[>c" + capabilities + "\u{1B}[?1;1;0S\u{1B}[?2;1;0S\u{1B}[?2;4;0S\u{1B}[16t\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\" + endMark).utf8
        )
    }

    /// The second round's bytes: the kitty query, then DA1.
    public static var kittyRound: [UInt8] {
        Array((kittyQuery + endMark).utf8)
    }

    /// The second round inside tmux with `allow-passthrough` on: XTVERSION, the kitty query and
    /// DA1, all wrapped for the passthrough, so the terminal outside tmux answers them and its DA1
    /// ends the round; tmux answers nothing itself. tmux hands those answers to the pane once it
    /// has had its own first XTVERSION and DA1 answers (it asks when a client attaches); before
    /// that it keeps them, the version as `#{client_termtype}` (see ``TmuxClient``).
    public static var outerTerminalRound: [UInt8] {
        TmuxPassthrough.wrap(Array((versionQuery + kittyQuery + endMark).utf8))
    }
}
