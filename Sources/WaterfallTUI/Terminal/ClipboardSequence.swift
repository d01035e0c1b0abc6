/// The escape sequence that sets the system clipboard from a program in a terminal, OSC 52
/// (`ESC ] 52 ; c ; <base64> ESC \`): it travels with the program's output, so it works over
/// SSH, where the terminal allows it (xterm's `allowWindowOps`, kitty's `clipboard_control`).
///
/// Inside tmux the sequence is sent twice: as is (tmux sets its own buffer, and the outer
/// terminal's clipboard when its `set-clipboard` option is `on`), and wrapped for tmux's
/// passthrough (`allow-passthrough on`), which hands it to the outer terminal untouched.
public enum ClipboardSequence {
    /// The most bytes of text sent (terminals cap OSC 52 payloads; xterm at about 100 000
    /// base64 bytes); longer text is refused with no bytes.
    public static let maximumTextBytes = 74_994

    /// The bytes that copy `text` to the clipboard, both forms when `throughTmux`; empty for
    /// text over ``maximumTextBytes``. O(text).
    public static func bytes(for text: String, throughTmux: Bool) -> [UInt8] {
        let utf8 = Array(text.utf8)
        guard utf8.count <= maximumTextBytes else { return [] }
        let sequence = Array("\u{1B}]52;c;".utf8) + Base64.encode(utf8) + [0x1B, UInt8(ascii: "\\")]
        return throughTmux ? sequence + TmuxPassthrough.wrap(sequence) : sequence
    }
}
