/// What the terminal itself says about its colours, beside its terminal description: the most
/// colours it was found to show, and where that was read.
public struct ColorEvidence: Sendable, Equatable {
    /// The colours the terminal shows.
    public var mode: ColorMode
    /// Where that was read, for messages: `COLORTERM=truecolor`, `XTVERSION kitty(0.26.5)`,
    /// `tmux: the client terminal has RGB`.
    public var reason: String

    /// Evidence of `mode`, read from `reason`.
    public init(mode: ColorMode, reason: String) {
        self.mode = mode
        self.reason = reason
    }
}

/// Finds out how many colours the terminal shows, from what it and its surroundings say. Pure:
/// no I/O.
///
/// In order: inside tmux (`TMUX` set, so tmux can be asked) the features tmux found in the
/// client terminal — with `RGB` 24-bit colour, else 256 colours (tmux brings those down to what
/// the client shows itself; it does not list `256` reliably) — whatever else the environment
/// says, since tmux turns 24-bit colours into palette ones for a client without `RGB`; then
/// `COLORTERM`
/// (`truecolor`, `24bit`); the terminal's own XTGETTCAP answers (`RGB` or `Tc` for 24-bit,
/// `colors`); then XTVERSION naming a terminal known to show 24-bit colour. Without any of
/// these, nil: the terminal description decides.
public enum ColorDetection {
    /// XTVERSION prefixes of terminals that show 24-bit colour (XTerm only from patch 331, see
    /// ``xtermDirectColorPatch``).
    static let truecolorVersions = ["kitty(", "WezTerm", "foot(", "ghostty", "iTerm2", "contour", "mintty", "Konsole", "Alacritty"]
    /// The first xterm patch with direct colour (`38;2` shown exactly).
    static let xtermDirectColorPatch = 331

    /// The evidence in `environment` and the probe's `replies`; `tmuxClientFeatures` is tmux's
    /// `#{client_termfeatures}` when the program runs inside tmux and tmux answered (nil or
    /// empty otherwise).
    public static func detect(environment: TerminalEnvironment, replies: ProbeReplies, tmuxClientFeatures: String?) -> ColorEvidence? {
        if environment.isInsideTmux, let features = tmuxClientFeatures, !features.isEmpty {
            if features.split(separator: ",").contains("RGB") {
                return ColorEvidence(mode: .truecolor, reason: "tmux: the client terminal has RGB")
            }
            return ColorEvidence(mode: .ansi256, reason: "tmux: the client terminal has no RGB")
        }
        if environment.colorTerm == "truecolor" || environment.colorTerm == "24bit" {
            return ColorEvidence(mode: .truecolor, reason: "COLORTERM=\(environment.colorTerm)")
        }
        for name in ["RGB", "Tc"] where replies.capabilities[name] != nil {
            return ColorEvidence(mode: .truecolor, reason: "the terminal answers XTGETTCAP \(name)")
        }
        if let version = replies.version, showsTruecolor(version: version) {
            return ColorEvidence(mode: .truecolor, reason: "XTVERSION \(version)")
        }
        if let colors = replies.capabilities["colors"].flatMap({ Int($0) }), colors >= 8 {
            let mode: ColorMode = colors >= 256 ? .ansi256 : colors >= 16 ? .ansi16 : .ansi8
            return ColorEvidence(mode: mode, reason: "the terminal answers XTGETTCAP colors=\(colors)")
        }
        if let version = replies.version, version.hasPrefix("XTerm(") {
            return ColorEvidence(mode: .ansi256, reason: "XTVERSION \(version)")
        }
        return nil
    }

    /// Whether an XTVERSION text names a terminal known to show 24-bit colour.
    static func showsTruecolor(version: String) -> Bool {
        if version.hasPrefix("XTerm("), let patch = Int(version.dropFirst(6).prefix { $0.isNumber }) {
            return patch >= xtermDirectColorPatch
        }
        return truecolorVersions.contains { version.hasPrefix($0) }
    }
}
