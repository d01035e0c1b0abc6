/// Exact reading of a JSON number literal as a scaled integer, without floating point:
/// `"199.00"` scaled by 0 is 199, `"4.8"` scaled by 1 is 48, `"1e3"` is 1000.
package enum JSONNumber {
    /// Why a literal could not be read as the requested integer.
    package enum Failure: Error, Equatable {
        /// `NaN`, `Infinity` or `-Infinity`.
        case notFinite
        /// The value has more fraction digits than the scale allows (e.g. `600.5` as an integer).
        case notWhole
        /// The value does not fit in the allowed magnitude.
        case tooLarge
        /// Not a number literal at all.
        case malformed
    }

    /// Reads `literal` × 10^`scale` as an integer whose magnitude is at most `limit`.
    package static func integer(_ literal: String, scale: Int = 0, limit: Int64 = Int64.max) -> Result<Int64, Failure> {
        if literal == "NaN" || literal.hasSuffix("Infinity") { return .failure(.notFinite) }
        var bytes = Substring(literal).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        var digits: [UInt8] = []
        var exponent = scale
        var seenPoint = false
        var mantissaEnd = bytes.endIndex
        for position in bytes.indices {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                mantissaEnd = position
                break
            } else if let digit = decimalDigit(byte) {
                digits.append(digit)
                if seenPoint { exponent -= 1 }
            } else {
                return .failure(.malformed)
            }
        }
        if mantissaEnd != bytes.endIndex {
            guard let written = exponentValue(bytes[bytes.index(after: mantissaEnd)...]) else { return .failure(.malformed) }
            exponent += written
        }
        guard !digits.isEmpty else { return .failure(.malformed) }
        return assemble(digits: digits, exponent: exponent, negative: negative, limit: limit)
    }

    /// Builds `digits × 10^exponent`, refusing dropped non-zero digits and overflow.
    private static func assemble(digits: [UInt8], exponent: Int, negative: Bool, limit: Int64) -> Result<Int64, Failure> {
        var significant = digits
        var exponent = exponent
        while exponent < 0 {
            guard let last = significant.last else { break }
            guard last == 0 else { return .failure(.notWhole) }
            significant.removeLast()
            exponent += 1
        }
        if significant.allSatisfy({ $0 == 0 }) { return .success(0) }
        if exponent < 0 { return .failure(.notWhole) }
        var value: Int64 = 0
        for digit in significant + Array(repeating: 0, count: min(exponent, 40)) {
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times.addingReportingOverflow(Int64(digit))
            guard !overflowA, !overflowB, sum <= limit else { return .failure(.tooLarge) }
            value = sum
        }
        return .success(negative ? -value : value)
    }

    /// The signed exponent after `e`, saturated to ±10 000 so huge exponents cannot overflow.
    private static func exponentValue(_ bytes: Substring.UTF8View.SubSequence) -> Int? {
        var rest = bytes
        var sign = 1
        if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") {
            if rest.first == UInt8(ascii: "-") { sign = -1 }
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        var value = 0
        for byte in rest {
            guard let digit = decimalDigit(byte) else { return nil }
            value = min(value * 10 + Int(digit), 10_000)
        }
        return sign * value
    }

    private static func decimalDigit(_ byte: UInt8) -> UInt8? {
        (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) ? byte - UInt8(ascii: "0") : nil
    }
}
