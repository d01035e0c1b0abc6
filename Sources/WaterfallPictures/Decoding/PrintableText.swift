/// Turns text from outside (a codec's message, the system's reason) into text that is safe to
/// show on a status line: printable ASCII only; and tells text from other bytes.
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
    /// or bytes of well-formed UTF-8 sequences (one cut off at the end counts) — the usual
    /// start of an HTML page, a JSON error or a shell script, perhaps with a stray control
    /// character. O(bytes).
    static func looksLikeText(_ bytes: some Collection<UInt8>) -> Bool {
        let bytes = Array(bytes)
        var textual = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x09 || byte == 0x0A || byte == 0x0D || (0x20 ... 0x7E).contains(byte) {
                textual += 1
                index += 1
                continue
            }
            let length =
                switch byte {
                case 0xC2 ... 0xDF: 2
                case 0xE0 ... 0xEF: 3
                case 0xF0 ... 0xF4: 4
                default: 0
                }
            let available = min(length, bytes.count - index)
            if length > 0, bytes[index + 1 ..< index + available].allSatisfy({ $0 & 0xC0 == 0x80 }) {
                textual += available
                index += available
            } else {
                index += 1
            }
        }
        return !bytes.isEmpty && textual * 10 >= bytes.count * 9
    }
}
