/// What a terminal answered to ``TerminalQuery``, as ``ProbeReplies/parse(_:)`` reads it.
public struct ProbeReplies: Sendable, Equatable {
    /// Whether the kitty graphics query was answered OK.
    public var kittyGraphics = false
    /// The XTVERSION text, e.g. `kitty(0.26.5)` or `XTerm(379)`, made terminal-safe.
    public var version: String?
    /// The DA1 attributes (4 means sixel); nil when DA1 did not answer.
    public var deviceAttributes: [Int]?
    /// The number of sixel colour registers.
    public var sixelColorRegisters: Int?
    /// The cell size in pixels from `ESC[16t`.
    public var cellSize: Size?
    /// Whether DECRQM said mode 2026 (synchronized output) is supported.
    public var synchronizedOutput = false
    /// The bytes that were no reply (keys typed during the probe), in order.
    public var leftover: [UInt8] = []

    /// No answers at all.
    public init() {}

    /// Whether the DA1 reply, the probe's end mark, arrived.
    public var sawEnd: Bool { deviceAttributes != nil }

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
            case UInt8(ascii: "_"), UInt8(ascii: "P"):
                let end = stringTerminator(in: bytes, from: index + 2)
                replies.readString(Array(bytes[(index + 2) ..< min(end, bytes.count)]), kind: bytes[index + 1])
                index = min(bytes.count, end + 2)
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

    /// The index of the `ESC \` ending a string started before `start`, or the end of `bytes`.
    private static func stringTerminator(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return bytes.count
    }

    /// An APC (kitty) or DCS (XTVERSION) string.
    private mutating func readString(_ body: [UInt8], kind: UInt8) {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
        if kind == UInt8(ascii: "_"), text.hasPrefix("G"), text.contains("i=31") {
            kittyGraphics = text.hasSuffix(";OK")
        } else if kind == UInt8(ascii: "P"), text.hasPrefix(">|") {
            let printable = text.dropFirst(2).unicodeScalars.filter { (0x20 ... 0x7E).contains($0.value) }
            version = String(String.UnicodeScalarView(printable.prefix(60)))
        }
    }

    /// A CSI reply: its parameter bytes and final byte.
    private mutating func readControl(_ parameters: [UInt8], final: UInt8) {
        let text = String(decoding: parameters, as: UTF8.self)
        let isPrivate = text.hasPrefix("?")
        let numbers = (isPrivate ? String(text.dropFirst()) : text).split(separator: ";", omittingEmptySubsequences: false).map { Self.number($0) }
        switch final {
        case UInt8(ascii: "c") where isPrivate:
            deviceAttributes = numbers.compactMap { $0 }
        case UInt8(ascii: "S") where isPrivate && numbers.count >= 3:
            if numbers[0] == 1, numbers[1] == 0, let registers = numbers[2], registers > 0 {
                sixelColorRegisters = registers
            }
        case UInt8(ascii: "t") where !isPrivate && numbers.count == 3 && numbers[0] == 6:
            if let height = numbers[1], let width = numbers[2], (1 ... 512).contains(width), (1 ... 512).contains(height) {
                cellSize = Size(width: width, height: height)
            }
        case UInt8(ascii: "y") where isPrivate && text.hasSuffix("$"):
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
}
