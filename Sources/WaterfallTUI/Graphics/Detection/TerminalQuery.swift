/// The probe written to the terminal before curses starts, in two rounds that each end with DA1,
/// which every terminal answers, and in order, so its reply marks the end of a round.
///
/// The first round asks only what every terminal and multiplexer answers or ignores without a
/// trace: XTVERSION and DA2 (which name tmux and GNU screen), XTGETTCAP for `RGB`, `Tc` and
/// `colors` (24-bit and 256 colours, from terminals that know their own description), the sixel
/// colour registers and graphics size (XTSMGRAPHICS, current and most), the cell size in pixels,
/// whether synchronized output (mode 2026) is supported, and the default background (OSC 11).
/// The second round, the kitty graphics query, is sent only when no multiplexer was named by the
/// environment or answered the first round (tmux and screen take the APC string for a title),
/// or inside tmux through its passthrough when that is on.
public enum TerminalQuery {
    /// The kitty query: a 1×1 image id 31 that is only checked, never stored (`a=q`).
    public static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// DA1, the end mark of each round.
    static let endMark = "\u{1B}[c"
    /// The XTGETTCAP names asked: 24-bit colour (`RGB`, and tmux's `Tc`) and the colour count.
    static let capabilityNames = ["RGB", "Tc", "colors"]

    /// The first round's bytes, DA1 last.
    public static var firstRound: [UInt8] {
        let capabilities = capabilityNames.map { name in
            "\u{1B}P+q" + name.utf8.map { byte in String(byte, radix: 16) }.joined() + "\u{1B}\\"
        }.joined()
        return Array(
            ("\u{1B}[>0q\u{1B}[>c" + capabilities + "\u{1B}[?1;1;0S\u{1B}[?2;1;0S\u{1B}[?2;4;0S\u{1B}[16t\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\" + endMark).utf8)
    }

    /// The second round's bytes: the kitty query (through tmux's passthrough when `throughTmux`),
    /// then DA1.
    public static func kittyRound(throughTmux: Bool) -> [UInt8] {
        let kitty = Array(kittyQuery.utf8)
        return (throughTmux ? TmuxPassthrough.wrap(kitty) : kitty) + Array(endMark.utf8)
    }
}
