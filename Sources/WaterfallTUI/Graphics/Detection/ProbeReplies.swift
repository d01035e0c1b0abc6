/// What a terminal answered to ``TerminalQuery``, as ``ProbeReplies/parse(_:)`` reads it.
public struct ProbeReplies: Sendable, Equatable {
    /// Whether the kitty graphics query was answered OK.
    public var kittyGraphics = false
    /// The XTVERSION text, e.g. `kitty(0.26.5)`, `XTerm(379)` or `tmux 3.3a`, made terminal-safe.
    public var version: String?
    /// The DA1 attributes (4 means sixel); nil when DA1 did not answer.
    public var deviceAttributes: [Int]?
    /// The DA2 parameters (the first one names the terminal's kind: 83 GNU screen, 84 tmux).
    public var secondaryAttributes: [Int]?
    /// The number of sixel colour registers.
    public var sixelColorRegisters: Int?
    /// The largest sixel picture the terminal said it shows (XTSMGRAPHICS, the current and the
    /// most the terminal allows, whichever is larger), in pixels.
    public var maximumSixelSize: Size?
    /// The cell size in pixels from `ESC[16t`.
    public var cellSize: Size?
    /// Whether DECRQM said mode 2026 (synchronized output) is supported.
    public var synchronizedOutput = false
    /// XTGETTCAP answers the terminal knew, by capability name (`RGB`, `Tc`, `colors`), the
    /// values decoded from hexadecimal and made printable (empty for a flag).
    public var capabilities: [String: String] = [:]
    /// The default background colour from OSC 11 (an `rgb` colour), nil when not answered.
    public var background: Color?
    /// The bytes that were no reply (keys typed during the probe), in order.
    public var leftover: [UInt8] = []
    /// Inside tmux with its passthrough on, what the terminal outside tmux answered
    /// (``TerminalQuery/outerTerminalRound``); nil when it was not asked.
    public var outerTerminal: OuterTerminalReplies?

    /// No answers at all.
    public init() {}

    /// Whether the DA1 reply, the probe's end mark, arrived.
    public var sawEnd: Bool { deviceAttributes != nil }

    /// The multiplexer that answered: tmux when XTVERSION says `tmux …` or DA2 starts with 84,
    /// GNU screen when DA2 starts with 83; nil for a terminal.
    public var multiplexer: Multiplexer? {
        if version?.hasPrefix("tmux") == true || secondaryAttributes?.first == 84 { return .tmux }
        if secondaryAttributes?.first == 83 { return .screen }
        return nil
    }

    /// Reads the replies in `bytes`, in any order and split anywhere; unknown sequences are
    /// skipped, plain bytes kept in ``leftover``. Numbers are bounded (no overflow on hostile
    /// input). O(n).
    public static func parse(_ bytes: [UInt8]) -> ProbeReplies {
        var replies = ProbeReplies()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                replies.leftover.append(bytes[index])
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"):
                let kind = bytes[index + 1]
                let (end, next) = stringEnd(in: bytes, from: index + 2, bellEnds: kind == UInt8(ascii: "]"))
                replies.readString(Array(bytes[(index + 2) ..< end]), kind: kind)
                index = next
            case UInt8(ascii: "["):
                var final = index + 2
                while final < bytes.count, !(0x40 ... 0x7E).contains(bytes[final]) { final += 1 }
                guard final < bytes.count else {
                    index = bytes.count
                    continue
                }
                replies.readControl(Array(bytes[(index + 2) ..< final]), final: bytes[final])
                index = final + 1
            default:
                replies.leftover += bytes[index ... index + 1]
                index += 2
            }
        }
        return replies
    }

    /// Where a string started before `start` ends (at `ESC \`, or at BEL when `bellEnds`, or
    /// at the end of `bytes`), and where reading goes on after its terminator.
    private static func stringEnd(in bytes: [UInt8], from start: Int, bellEnds: Bool) -> (end: Int, next: Int) {
        var index = start
        while index < bytes.count {
            if bellEnds, bytes[index] == 0x07 { return (index, index + 1) }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return (index, index + 2) }
            index += 1
        }
        return (bytes.count, bytes.count)
    }

    /// An APC (kitty), DCS (XTVERSION, XTGETTCAP) or OSC (colours) string.
    private mutating func readString(_ body: [UInt8], kind: UInt8) {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
        switch kind {
        case UInt8(ascii: "_") where text.hasPrefix("G") && text.contains("i=31"):
            kittyGraphics = text.hasSuffix(";OK")
        case UInt8(ascii: "P") where text.hasPrefix(">|"):
            version = Self.printable(text.dropFirst(2), limit: 60)
        case UInt8(ascii: "P") where text.hasPrefix("1+r"):
            for answer in text.dropFirst(3).split(separator: ";") {
                let parts = answer.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.hexText(parts[0]), !name.isEmpty else { continue }
                capabilities[name] = parts.count > 1 ? Self.hexText(parts[1]) ?? "" : ""
            }
        case UInt8(ascii: "]") where text.hasPrefix("11;"):
            background = Self.color(text.dropFirst(3))
        default:
            break
        }
    }

    /// A CSI reply: its parameter bytes and final byte.
    private mutating func readControl(_ parameters: [UInt8], final: UInt8) {
        let text = String(decoding: parameters, as: UTF8.self)
        let marker = text.first.flatMap { "?>".contains($0) ? $0 : nil }
        let numbers = (marker == nil ? text : String(text.dropFirst())).split(separator: ";", omittingEmptySubsequences: false).map { Self.number($0) }
        switch final {
        case UInt8(ascii: "c") where marker == "?":
            deviceAttributes = numbers.compactMap { $0 }
        case UInt8(ascii: "c") where marker == ">":
            secondaryAttributes = numbers.compactMap { $0 }
        case UInt8(ascii: "S") where marker == "?" && numbers.count >= 3 && numbers[1] == 0:
            if numbers[0] == 1, let registers = numbers[2], registers > 0 {
                sixelColorRegisters = registers
            } else if numbers[0] == 2, numbers.count >= 4, let width = numbers[2], let height = numbers[3], width > 0, height > 0 {
                if maximumSixelSize.map({ width * height > $0.width * $0.height }) ?? true {
                    maximumSixelSize = Size(width: width, height: height)
                }
            }
        case UInt8(ascii: "t") where marker == nil && numbers.count == 3 && numbers[0] == 6:
            if let height = numbers[1], let width = numbers[2], (1 ... 512).contains(width), (1 ... 512).contains(height) {
                cellSize = Size(width: width, height: height)
            }
        case UInt8(ascii: "y") where marker == "?" && text.hasSuffix("$"):
            let fields = String(text.dropFirst().dropLast()).split(separator: ";").map { Self.number($0) }
            if fields.count == 2, fields[0] == 2026, let state = fields[1] {
                synchronizedOutput = state == 1 || state == 2
            }
        default:
            break
        }
    }

    /// A decimal number of at most six digits, nil otherwise.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// Printable ASCII of `text`, at most `limit` characters.
    static func printable(_ text: Substring, limit: Int) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { (0x20 ... 0x7E).contains($0.value) }.prefix(limit)))
    }

    /// The text hexadecimal digits `hex` spell (pairs of digits, at most 60 characters),
    /// printable ASCII only; nil when they are not pairs of hexadecimal digits.
    private static func hexText(_ hex: Substring) -> String? {
        let digits = Array(hex.utf8.prefix(120))
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let high = hexValue(digits[pair]), let low = hexValue(digits[pair + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return printable(Substring(String(decoding: bytes, as: UTF8.self)), limit: 60)
    }

    /// The value of one hexadecimal digit.
    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// An X11 colour specification `rgb:R/G/B` (one to four hexadecimal digits a channel, as
    /// OSC 11 answers) as an `rgb` colour; nil for anything else.
    private static func color(_ text: Substring) -> Color? {
        guard text.hasPrefix("rgb:") else { return nil }
        let channels = text.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var values: [UInt8] = []
        for channel in channels {
            guard (1 ... 4).contains(channel.count) else { return nil }
            var value = 0
            for digit in channel.utf8 {
                guard let digitValue = hexValue(digit) else { return nil }
                value = value << 4 | Int(digitValue)
            }
            let maximum = (1 << (4 * channel.count)) - 1
            values.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return .rgb(values[0], values[1], values[2])
    }
}
