/// The colours the browser draws with and the terminal description curses starts with, and why:
/// what `--colors` asked, what the terminal said (``ColorEvidence``) and what its terminal
/// descriptions hold. Pure: the terminfo numbers come in as arguments
/// (``NcursesBackend/chooseColors(forced:evidence:environment:)`` reads them).
public struct ColorChoice: Sendable, Equatable {
    /// The colours cells are drawn in (24-bit colour: photos exact, the rest in 256 colours).
    public var mode: ColorMode
    /// The terminal description curses starts with instead of `TERM`'s, when that one has too
    /// few colours for what the terminal shows (`xterm-256color` for `TERM=xterm`); nil: `TERM`.
    public var terminfo: String?
    /// One line for the help: `24-bit colour (COLORTERM=truecolor)`, `256 colours (XTVERSION
    /// XTerm(379); curses uses xterm-256color, TERM=xterm has 8)`.
    public var reason: String
    /// How to get more colours, when the terminal's word says (``ColorEvidence/hint``).
    public var hint: String?

    /// A choice of `mode` with curses on `terminfo` (nil: `TERM`), for `reason`, with `hint` on
    /// how to get more.
    public init(mode: ColorMode, terminfo: String? = nil, reason: String, hint: String? = nil) {
        self.mode = mode
        self.terminfo = terminfo
        self.reason = reason
        self.hint = hint
    }

    /// The choice for a terminal whose `TERM` (`term`) description has `termColors` colours
    /// (below 8, or -1: none; above 256: a direct-colour description, whose colour numbers are
    /// RGB values, not palette entries), and whose family's 256-colour description (`xterm-256color`
    /// for `xterm`) has `familyColors` when it exists.
    ///
    /// `forced` (`--colors`, `--no-color`) wins, then `NO_COLOR`, then the terminal's own word
    /// (`evidence`), then `TERM`'s description (a direct-colour one means 24-bit colour). Curses needs 256 palette colours for 256 and
    /// 24-bit colour (the 24-bit cells are written beside it) and 16 for 16: when `TERM`'s
    /// description has fewer, the family's 256-colour one is used, which differs only in its
    /// colours; without one, the mode falls to what `TERM`'s description has. The evidence's
    /// hint goes with a choice it decided.
    public static func decide(
        forced: ColorMode?, evidence: ColorEvidence?, noColor: Bool, term: String, termColors: Int, familyColors: (name: String, colors: Int)?
    ) -> ColorChoice {
        let described = mode(ofTerminfoColors: termColors)
        let wanted: ColorMode
        let why: String
        if let forced {
            wanted = forced
            why = forced == .monochrome ? "--no-color or --colors none" : "--colors \(argument(forced))"
        } else if noColor {
            wanted = .monochrome
            why = "NO_COLOR is set"
        } else if let evidence {
            wanted = evidence.mode
            why = evidence.reason
        } else if termColors > 256 {
            wanted = .truecolor
            why = "terminfo \(term) has direct colour"
        } else {
            return ColorChoice(mode: described, reason: "\(described.name) (terminfo \(term.isEmpty ? "unknown" : term))")
        }
        let hint = forced == nil && !noColor ? evidence?.hint : nil
        let needed = cursesColors(for: wanted)
        if needed == 0 || (termColors >= needed && termColors <= 256) {
            return ColorChoice(mode: wanted, reason: "\(wanted.name) (\(why))", hint: hint)
        }
        let termSays = termColors > 256 ? "TERM=\(term) is a direct-colour description" : "TERM=\(term) has \(max(0, termColors))"
        if let family = familyColors, family.colors >= needed, family.colors <= 256 {
            return ColorChoice(mode: wanted, terminfo: family.name, reason: "\(wanted.name) (\(why); curses uses \(family.name), \(termSays))", hint: hint)
        }
        let fallback = min(wanted, described)
        return ColorChoice(mode: fallback, reason: "\(fallback.name) (\(why), but \(termSays) and no 256-colour description of its family)", hint: hint)
    }

    /// The mode a terminal description with `colors` colours gives.
    static func mode(ofTerminfoColors colors: Int) -> ColorMode {
        switch colors {
        case 257...: .ansi8
        case 256: .ansi256
        case 16 ..< 256: .ansi16
        case 8 ..< 16: .ansi8
        default: .monochrome
        }
    }

    /// The palette colours curses needs for `mode`.
    static func cursesColors(for mode: ColorMode) -> Int {
        switch mode {
        case .monochrome: 0
        case .ansi8: 8
        case .ansi16: 16
        case .ansi256, .truecolor: 256
        }
    }

    /// The name of the 256-colour description of `term`'s family: `xterm-256color` for `xterm`,
    /// `xterm-direct` or `xterm-color`; `screen-256color` for `screen`; nil for an empty `TERM`
    /// or one that already names 256 colours.
    public static func familyName(of term: String) -> String? {
        guard !term.isEmpty, !term.hasSuffix("-256color") else { return nil }
        for suffix in ["-direct", "-color", "-16color", "-88color"] where term.hasSuffix(suffix) {
            return String(term.dropLast(suffix.count)) + "-256color"
        }
        return term + "-256color"
    }

    /// The `--colors` word for `mode`.
    static func argument(_ mode: ColorMode) -> String {
        switch mode {
        case .monochrome: "none"
        case .ansi8: "8"
        case .ansi16: "16"
        case .ansi256: "256"
        case .truecolor: "truecolor"
        }
    }
}
