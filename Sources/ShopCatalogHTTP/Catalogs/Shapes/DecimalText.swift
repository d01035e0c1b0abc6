import ShopCatalog

/// Decimal numbers as shop APIs write prices and ratings (`"19.99"`, `4.94`, `"1999"`), read
/// exactly from their digits by the catalog's own ``JSONNumber``, never through floating point.
enum DecimalText {
    /// Whether `text` is a plain decimal: an optional `-`, digits, and at most one `.` followed by
    /// digits (no exponent, no spaces, at most 40 characters).
    static func isPlain(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("-") { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return text.count <= 40 && (1 ... 2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// `text` × 10^`scale` when that is whole and at most `limit` in magnitude; nil otherwise.
    static func exact(_ text: String, scale: Int, limit: Int64) -> Int64? {
        guard isPlain(text), case .success(let value) = JSONNumber.integer(text, scale: scale, limit: limit) else { return nil }
        return value
    }

    /// `text` × 10^`scale` rounded half away from zero, when at most `limit` in magnitude.
    static func rounded(_ text: String, scale: Int, limit: Int64) -> Int64? {
        guard isPlain(text) else { return nil }
        var cut = text
        if let point = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: point)...]
            if fraction.count > scale + 1 { cut = String(text[..<point]) + "." + fraction.prefix(scale + 1) }
        }
        let (limitTimesTen, overflow) = limit.multipliedReportingOverflow(by: 10)
        guard case .success(let finer) = JSONNumber.integer(cut, scale: scale + 1, limit: overflow ? Int64.max : limitTimesTen + 9) else {
            return nil
        }
        let magnitude = (abs(finer) + 5) / 10
        guard magnitude <= limit else { return nil }
        return finer < 0 ? -magnitude : magnitude
    }

    /// The whole number `digits` divided by 10^`places`, written as a plain decimal:
    /// `shifted("1999", left: 2)` is `"19.99"`, `shifted("5", left: 2)` is `"0.05"`.
    static func shifted(_ digits: String, left places: Int) -> String {
        guard places > 0 else { return digits }
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        return String(padded.dropLast(places)) + "." + String(padded.suffix(places))
    }
}
