/// An 8-bit sRGB colour (gamma-encoded channels): a catalog item's colour and thumbnail pixels,
/// the background transparent pixels are composited onto, a picture's pixel, a palette entry —
/// the one colour value every module of Waterfall shares.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// Creates a colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Black (0, 0, 0).
    public static let black = RGB(red: 0, green: 0, blue: 0)
    /// White (255, 255, 255).
    public static let white = RGB(red: 255, green: 255, blue: 255)

    /// Parses exactly six hexadecimal digits (`"c8a27a"`), with an optional leading `#`.
    /// Returns `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let bytes = Array(digits.utf8)
        guard bytes.count == 6,
            let red = RGB.byte(bytes[0], bytes[1]),
            let green = RGB.byte(bytes[2], bytes[3]),
            let blue = RGB.byte(bytes[4], bytes[5])
        else { return nil }
        self.init(red: red, green: green, blue: blue)
    }

    /// The colour as `#rrggbb`.
    public var description: String {
        "#"
            + [red, green, blue].map { byte in
                let text = String(byte, radix: 16)
                return byte < 16 ? "0" + text : text
            }.joined()
    }

    /// The byte written by two ASCII hex digits, or `nil` if either is not a hex digit.
    public static func byte(_ high: UInt8, _ low: UInt8) -> UInt8? {
        guard let high = nibble(high), let low = nibble(low) else { return nil }
        return high << 4 | low
    }

    /// The value of one ASCII hex digit (either case), or `nil`.
    public static func nibble(_ ascii: UInt8) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): return ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): return ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): return ascii - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
