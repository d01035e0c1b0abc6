extension Price {
    /// How one currency is written: its symbol and number of minor-unit digits.
    struct CurrencyStyle {
        /// Text before the number (`¥`, `$`…); `nil` means the code follows the number.
        let symbol: String?
        /// Digits after the decimal point.
        let decimals: Int
    }

    /// The currencies with a symbol. Every other code is written after the number with
    /// two decimals, e.g. `12.50 XYZ`.
    static let styles: [String: CurrencyStyle] = [
        "CNY": CurrencyStyle(symbol: "¥", decimals: 2),
        "USD": CurrencyStyle(symbol: "$", decimals: 2),
        "EUR": CurrencyStyle(symbol: "€", decimals: 2),
        "GBP": CurrencyStyle(symbol: "£", decimals: 2),
        "HKD": CurrencyStyle(symbol: "HK$", decimals: 2),
        "JPY": CurrencyStyle(symbol: "JP¥", decimals: 0),
        "KRW": CurrencyStyle(symbol: "₩", decimals: 0),
    ]

    /// The number of minor-unit digits of this price's currency (2 unless listed otherwise).
    public var decimals: Int { Price.styles[currency]?.decimals ?? 2 }

    /// The price for display: `¥199.00`, `$12.50`, `€1,299.99`, `£5.00`, `JP¥1,280`,
    /// `12.50 XYZ`. The integer part is grouped by three with commas; computed with integer
    /// arithmetic only.
    public var formatted: String {
        let style = Price.styles[currency]
        let number = Price.formatNumber(minorUnits, decimals: style?.decimals ?? 2)
        if let symbol = style?.symbol { return symbol + number }
        return number + " " + currency
    }

    /// `minorUnits` as a decimal with `decimals` fraction digits and comma thousand groups.
    static func formatNumber(_ minorUnits: Int64, decimals: Int) -> String {
        var divisor: Int64 = 1
        for _ in 0 ..< decimals { divisor *= 10 }
        let whole = String(minorUnits / divisor)
        var grouped = ""
        for (offset, digit) in whole.enumerated() {
            if offset > 0, (whole.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        guard decimals > 0 else { return grouped }
        let fraction = String(minorUnits % divisor)
        return grouped + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
