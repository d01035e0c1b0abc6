/// Decides what a terminal can do for pictures from its probe replies, the environment, the
/// kernel's cell size and, inside tmux, whether `allow-passthrough` is on and what tmux says of
/// its client. Pure: no I/O.
///
/// The order: kitty graphics when the kitty query was answered OK (Unicode placeholders for
/// kitty ≥ 0.28 and Ghostty, direct placements otherwise); sixel when DA1 lists attribute 4 and
/// the cell size is known; else symbols. Inside tmux only kitty placeholders can work (through
/// the passthrough; sixel and direct placements would land on the outer terminal, not the pane),
/// only with `allow-passthrough` on, and only when the terminal outside is known to draw them
/// (``TmuxPictureChoice``).
public enum GraphicsDetection {
    /// The hint shown inside tmux without passthrough.
    public static let tmuxHint = "for pixels in tmux: tmux set -g allow-passthrough on"

    /// The capabilities for `replies` (from ``TerminalQuery``) in `environment`; inside tmux,
    /// `tmuxClient` is what tmux said of its client terminal (nil: tmux was not asked).
    public static func decide(
        environment: TerminalEnvironment, replies: ProbeReplies, kernelCellSize: Size?, tmuxPassthrough: Bool, tmuxClient: TmuxClient? = nil
    ) -> GraphicsCapabilities {
        var capabilities = GraphicsCapabilities(terminalName: replies.version ?? environment.name)
        capabilities.cellSize = kernelCellSize ?? replies.cellSize
        capabilities.synchronizedOutput = replies.synchronizedOutput
        capabilities.sixelColorRegisters = replies.sixelColorRegisters
        capabilities.maximumSixelSize = replies.maximumSixelSize
        capabilities.isInsideTmux = environment.isInsideTmux
        let hasPlaceholders = environment.namesGhostty || supportsPlaceholders(version: replies.version)
        if environment.isInsideTmux {
            capabilities.terminalName = "tmux (\(environment.name))"
            guard tmuxPassthrough else {
                capabilities.hint = tmuxHint
                return capabilities
            }
            let choice = TmuxPictureChoice.decide(outer: replies.outerTerminal, clientTerminalType: tmuxClient?.terminalType ?? "")
            if let outer = choice.outerTerminal { capabilities.terminalName += " in \(outer)" }
            capabilities.pixelProtocol = choice.pixelProtocol
            capabilities.hint = choice.reason
            return capabilities
        }
        if replies.kittyGraphics {
            capabilities.pixelProtocol = hasPlaceholders ? .kittyPlaceholders : .kittyDirect
            if capabilities.cellSize == nil, capabilities.pixelProtocol == .kittyDirect {
                capabilities.pixelProtocol = nil
                capabilities.hint = "the terminal does not report its cell size in pixels"
            }
        } else if replies.deviceAttributes?.contains(4) == true {
            if capabilities.cellSize == nil {
                capabilities.hint = "sixel, but the terminal does not report its cell size in pixels"
            } else {
                capabilities.pixelProtocol = .sixel
            }
        }
        return capabilities
    }

    /// Whether an XTVERSION text names a terminal with Unicode placeholders: kitty 0.28 or later,
    /// or Ghostty.
    static func supportsPlaceholders(version: String?) -> Bool {
        guard let version else { return false }
        if version.lowercased().contains("ghostty") { return true }
        guard version.hasPrefix("kitty("), version.hasSuffix(")") else { return false }
        let numbers = version.dropFirst(6).dropLast().split(separator: ".").map { Int($0) ?? 0 }
        guard let major = numbers.first else { return false }
        let minor = numbers.count > 1 ? numbers[1] : 0
        return major > 0 || minor >= 28
    }
}
