/// An exact price: an integer count of the currency's minor units (fen, cents…) and an
/// ISO 4217 currency code. Never a binary floating-point number.
public struct Price: Sendable, Hashable {
    /// The largest accepted amount in minor units (10¹⁵, ten trillion yuan); larger values
    /// are rejected by the decoder.
    public static let maximumMinorUnits: Int64 = 1_000_000_000_000_000

    /// The amount in minor units: `19900` is ¥199.00 in CNY, `1280` is ¥1,280 in JPY.
    public let minorUnits: Int64
    /// Three upper-case ASCII letters, e.g. `CNY`.
    public let currency: String

    /// Creates a price; returns `nil` for a negative amount, an amount above
    /// ``maximumMinorUnits`` or a currency that is not three upper-case ASCII letters.
    public init?(minorUnits: Int64, currency: String) {
        guard (0 ... Price.maximumMinorUnits).contains(minorUnits),
            Price.isCurrencyCode(currency)
        else { return nil }
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Whether `code` has the shape of an ISO 4217 code: exactly three letters `A`–`Z`.
    public static func isCurrencyCode(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        return bytes.count == 3 && bytes.allSatisfy { (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains($0) }
    }
}
