/// Text that an API writes with HTML character references (WooCommerce's product names:
/// `Beanie &amp; Scarf`, `Caf&#233;`).
enum HTMLText {
    /// The named references decoded besides numeric ones.
    static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "lsquo": "\u{2018}", "rsquo": "\u{2019}",
        "ldquo": "\u{201C}", "rdquo": "\u{201D}", "times": "\u{D7}", "euro": "\u{20AC}", "pound": "\u{A3}", "yen": "\u{A5}",
    ]

    /// `text` with `&name;`, `&#NNN;` and `&#xHHH;` replaced by their characters; anything else
    /// (an unknown name, a bad number, a lone `&`) is kept as written. A reference to a control
    /// character yields it, and the catalog then flags the text like any other. O(n).
    static func decodingReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            let candidate = rest[afterAmpersand...].prefix(12)
            if let semicolon = candidate.firstIndex(of: ";"), let character = character(for: rest[afterAmpersand ..< semicolon]) {
                result.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }

    /// The character a reference's name (between `&` and `;`) stands for.
    private static func character(for name: Substring) -> Character? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        return named[String(name)]
    }
}
