/// The probe written to the terminal once, before curses starts: the kitty graphics query (the
/// only kitty command without `q=2`: its answer is wanted), XTVERSION, the number of sixel colour
/// registers, the cell size in pixels, whether synchronized output (mode 2026) is supported, and
/// DA1 last, which every terminal answers and in order, so its reply marks the end.
public enum TerminalQuery {
    /// The kitty query: a 1×1 image id 31 that is only checked, never stored (`a=q`).
    public static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// The rest, DA1 last.
    static let otherQueries = "\u{1B}[>0q\u{1B}[?1;1;0S\u{1B}[16t\u{1B}[?2026$p\u{1B}[c"

    /// The bytes to write; inside tmux the kitty query goes through its passthrough (the other
    /// questions are answered by tmux itself). Without `kittyQuery` it is left out.
    public static func bytes(insideTmux: Bool, kittyQuery includesKitty: Bool = true) -> [UInt8] {
        let kitty = includesKitty ? Array(kittyQuery.utf8) : []
        return (insideTmux ? TmuxPassthrough.wrap(kitty) : kitty) + Array(otherQueries.utf8)
    }
}
