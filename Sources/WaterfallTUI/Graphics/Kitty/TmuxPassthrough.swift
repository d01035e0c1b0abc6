/// Wraps escape sequences for tmux's passthrough (`allow-passthrough on`): `ESC P tmux;` … `ESC \`
/// with every ESC inside doubled, so tmux hands them to the outer terminal untouched.
public enum TmuxPassthrough {
    /// `bytes` wrapped for tmux; empty stays empty. O(n).
    public static func wrap(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        var output: [UInt8] = Array("\u{1B}Ptmux;".utf8)
        output.reserveCapacity(bytes.count + bytes.count / 8 + 10)
        for byte in bytes {
            if byte == 0x1B { output.append(0x1B) }
            output.append(byte)
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }
}
