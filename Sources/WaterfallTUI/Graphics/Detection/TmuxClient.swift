/// What tmux says about the client terminal of the program's pane — the terminal that finally
/// shows what the program draws — from `tmux display-message -p` with ``displayFormat`` (the
/// program runs tmux; tests play its answer).
public struct TmuxClient: Sendable, Equatable {
    /// The client's `TERM`, e.g. `xterm-kitty`; empty when tmux did not say.
    public var terminalName: String
    /// The client terminal's XTVERSION answer as tmux kept it (tmux 3.3 and later), e.g.
    /// `kitty(0.26.5)`; empty when unknown.
    public var terminalType: String
    /// The features tmux found in the client terminal (tmux 3.2 and later), comma-separated:
    /// `256`, `RGB`, `title`…; empty when unknown.
    public var features: String

    /// The format asked: each value after its name, a tab between them (names keep empty values
    /// in place).
    public static let displayFormat = "termname=#{client_termname}\tfeatures=#{client_termfeatures}\ttermtype=#{client_termtype}"

    /// A client with these values.
    public init(terminalName: String = "", terminalType: String = "", features: String = "") {
        self.terminalName = terminalName
        self.terminalType = terminalType
        self.features = features
    }

    /// The client tmux described in `output`, its answer to ``displayFormat``; each value made
    /// printable ASCII of at most 60 characters (the terminal type is the terminal's own words).
    /// O(output).
    public init(displayOutput output: String) {
        self.init()
        for field in output.split(separator: "\t") {
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let value = ProbeReplies.printable(parts[1], limit: 60)
            switch parts[0] {
            case "termname": terminalName = value
            case "features": features = value
            case "termtype": terminalType = value
            default: break
            }
        }
    }

    /// Whether tmux found 24-bit colour (`RGB`) in the client terminal.
    public var hasRGB: Bool { features.split(separator: ",").contains("RGB") }
}
