/// What the terminal itself says about its colours, beside its terminal description: the most
/// colours it was found to show, and where that was read.
public struct ColorEvidence: Sendable, Equatable {
    /// The colours the terminal shows.
    public var mode: ColorMode
    /// Where that was read, for messages: `COLORTERM=truecolor`, `XTVERSION kitty(0.26.5)`,
    /// `tmux: the client terminal has RGB`.
    public var reason: String
    /// How to get more colours, when something in the way can be told to step aside (tmux
    /// without `RGB` for its client): what it gives, then on a line of its own the command.
    public var hint: String?

    /// Evidence of `mode`, read from `reason`, with `hint` on how to get more.
    public init(mode: ColorMode, reason: String, hint: String? = nil) {
        self.mode = mode
        self.reason = reason
        self.hint = hint
    }
}

/// Finds out how many colours the terminal shows, from what it and its surroundings say. Pure:
/// no I/O.
///
/// In order: inside tmux (`TMUX` set, so tmux can be asked) the features tmux found in the
/// client terminal — with `RGB` 24-bit colour, else 256 colours (tmux brings those down to what
/// the client shows itself; it does not list `256` reliably), and the one line that gives the
/// client `RGB` — whatever else the environment says, since tmux turns 24-bit colours into
/// palette ones for a client without `RGB`; then `COLORTERM`
/// (`truecolor`, `24bit`); the terminal's own XTGETTCAP answers (`RGB` or `Tc` for 24-bit,
/// `colors`); then XTVERSION naming a terminal known to show 24-bit colour. Without any of
/// these, nil: the terminal description decides.
public enum ColorDetection {
    /// XTVERSION prefixes of terminals that show 24-bit colour (XTerm only from patch 331, see
    /// ``xtermDirectColorPatch``).
    static let truecolorVersions = ["kitty(", "WezTerm", "foot(", "ghostty", "iTerm2", "contour", "mintty", "Konsole", "Alacritty"]
    /// The first xterm patch with direct colour (`38;2` shown exactly).
    static let xtermDirectColorPatch = 331

    /// The evidence in `environment` and the probe's `replies`; `tmuxClient` is what tmux said of
    /// its client terminal when the program runs inside tmux and tmux answered (nil otherwise;
    /// without features it says nothing).
    public static func detect(environment: TerminalEnvironment, replies: ProbeReplies, tmuxClient: TmuxClient?) -> ColorEvidence? {
        if environment.isInsideTmux, let client = tmuxClient, !client.features.isEmpty {
            if client.hasRGB {
                return ColorEvidence(mode: .truecolor, reason: "tmux: the client terminal has RGB")
            }
            let version = replies.outerTerminal?.version ?? (client.terminalType.isEmpty ? nil : client.terminalType)
            return ColorEvidence(
                mode: .ansi256, reason: "tmux: the client terminal has no RGB", hint: tmuxRGBHint(terminalName: client.terminalName, outerVersion: version))
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

    /// The one line that gives tmux's client terminal `terminalName` (its `TERM`) 24-bit colour,
    /// after what it gives, as the second of two lines: `for 24-bit colour, which kitty 0.26.5
    /// shows (then detach and attach again):` when `outerVersion` (its XTVERSION) names a
    /// terminal known to show it, else `if the terminal shows 24-bit colour (then detach and
    /// attach again):`, then `tmux set -as terminal-features ',xterm-kitty:RGB'`. tmux reads the
    /// features when a client attaches, hence the second step. Nil for an empty name or one the
    /// line could not carry as it is (anything but letters, digits and `.`, `_`, `+`, `-`).
    static func tmuxRGBHint(terminalName: String, outerVersion: String?) -> String? {
        let plain = terminalName.unicodeScalars.allSatisfy { scalar in
            ("a" ... "z").contains(scalar) || ("A" ... "Z").contains(scalar) || ("0" ... "9").contains(scalar) || "._+-".unicodeScalars.contains(scalar)
        }
        guard !terminalName.isEmpty, plain else { return nil }
        let command = "tmux set -as terminal-features ',\(terminalName):RGB'"
        if let outerVersion, showsTruecolor(version: outerVersion) {
            return "for 24-bit colour, which \(TmuxPictureChoice.displayName(outerVersion)) shows (then detach and attach again):\n\(command)"
        }
        return "if the terminal shows 24-bit colour (then detach and attach again):\n\(command)"
    }

    /// Whether an XTVERSION text names a terminal known to show 24-bit colour.
    static func showsTruecolor(version: String) -> Bool {
        if version.hasPrefix("XTerm("), let patch = Int(version.dropFirst(6).prefix { $0.isNumber }) {
            return patch >= xtermDirectColorPatch
        }
        return truecolorVersions.contains { version.hasPrefix($0) }
    }
}
