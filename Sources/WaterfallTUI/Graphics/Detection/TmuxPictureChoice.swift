/// Whether pictures in pixels can be drawn from inside tmux with its passthrough on, and why not.
/// Pure: no I/O.
///
/// Only kitty graphics with Unicode placeholders work through tmux (the pictures are cells tmux
/// keeps like text; sixel and direct placements would land on the terminal outside, not the
/// pane), and a terminal that takes the kitty graphics query without drawing placeholders shows
/// every picture as a grid of blank boxes (kitty 0.26, Debian 12's: placeholders came in kitty
/// 0.28; Konsole). So pixels are chosen only when the terminal outside tmux is known to draw
/// them: its XTVERSION (asked through the passthrough, else the one tmux kept as
/// `#{client_termtype}`) names kitty 0.28 or later, or Ghostty.
public struct TmuxPictureChoice: Sendable, Equatable {
    /// ``PixelProtocol/kittyPlaceholders``, or nil for symbols.
    public var pixelProtocol: PixelProtocol?
    /// The terminal outside tmux as it named itself, e.g. `kitty 0.26.5`; nil when it did not.
    public var outerTerminal: String?
    /// Why pictures are drawn in symbols, and which terminals would draw them in pixels; nil when
    /// they are drawn in pixels.
    public var reason: String?

    /// The terminals that draw pictures through tmux, for the reasons.
    static let placeholderTerminals = "kitty 0.28 or newer and Ghostty"

    /// The choice for the terminal outside tmux that answered `outer` through the passthrough
    /// (nil: not asked), with `clientTerminalType` the version tmux kept for its client (empty
    /// when unknown), used when the passthrough brought none.
    public static func decide(outer: OuterTerminalReplies?, clientTerminalType: String) -> TmuxPictureChoice {
        let answered = outer?.version.flatMap { $0.isEmpty ? nil : $0 }
        guard let version = answered ?? (clientTerminalType.isEmpty ? nil : clientTerminalType) else {
            let why =
                outer?.answered == true
                ? "the terminal outside tmux did not say which it is" : "the terminal outside tmux did not answer through tmux's passthrough"
            return TmuxPictureChoice(pixelProtocol: nil, outerTerminal: nil, reason: "\(why); \(placeholderTerminals) can draw pictures through tmux")
        }
        let name = displayName(version)
        if GraphicsDetection.supportsPlaceholders(version: version) {
            return TmuxPictureChoice(pixelProtocol: .kittyPlaceholders, outerTerminal: name, reason: nil)
        }
        let able = version.hasPrefix("kitty(") ? "kitty 0.28 or newer" : placeholderTerminals
        return TmuxPictureChoice(
            pixelProtocol: nil, outerTerminal: name, reason: "the terminal outside tmux (\(name)) cannot draw pictures through tmux; \(able) can")
    }

    /// An XTVERSION text for people: `kitty(0.26.5)` as `kitty 0.26.5`, `XTerm(379)` as `XTerm
    /// 379`; other forms (`tmux 3.3a`, `ghostty 1.1.3`) as they are.
    static func displayName(_ version: String) -> String {
        guard version.hasSuffix(")"), let open = version.firstIndex(of: "("), open > version.startIndex else { return version }
        return "\(version[..<open]) \(version[version.index(after: open) ..< version.index(before: version.endIndex)])"
    }
}
