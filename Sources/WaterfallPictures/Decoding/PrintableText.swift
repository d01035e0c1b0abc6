/// Turns bytes from outside (a file's first bytes, a codec's message) into text that is safe
/// to show on a status line: printable ASCII only.
enum PrintableText {
    /// `bytes` as printable ASCII: runs of white space become one space, every other byte
    /// outside `0x20 ... 0x7E` becomes `?` (a run of non-ASCII bytes, such as one UTF-8
    /// character, a single `?`); at most `maxLength` characters, surrounding spaces trimmed.
    static func sanitized(_ bytes: some Sequence<UInt8>, maxLength: Int) -> String {
        var scalars: [UInt8] = []
        var previous: UInt8 = 0x20
        for byte in bytes {
            guard scalars.count < maxLength else { break }
            let mapped: UInt8
            switch byte {
            case 0x09, 0x0A, 0x0D, 0x20: mapped = 0x20
            case 0x21 ... 0x7E: mapped = byte
            default: mapped = 0x3F
            }
            if mapped == 0x20, previous == 0x20 { continue }
            if mapped == 0x3F, byte >= 0x80, previous == 0x3F { continue }
            scalars.append(mapped)
            previous = byte >= 0x80 ? 0x3F : mapped
        }
        while scalars.last == 0x20 { scalars.removeLast() }
        return String(decoding: scalars, as: UTF8.self)
    }

    /// Whether `bytes` look like text: at least 90 % of them tabs, line breaks, printable ASCII
    /// or bytes of UTF-8 sequences (the usual start of an HTML page, a JSON error or a shell
    /// script, perhaps with a stray control character).
    static func looksLikeText(_ bytes: some Collection<UInt8>) -> Bool {
        let textual = bytes.filter { byte in
            byte == 0x09 || byte == 0x0A || byte == 0x0D || (0x20 ... 0x7E).contains(byte) || byte >= 0x80
        }
        return !bytes.isEmpty && textual.count * 10 >= bytes.count * 9
    }

    /// `bytes` in hexadecimal, separated by spaces: `"00 1f ff"`.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            if !text.isEmpty { text.append(0x20) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
