import SeededRandom
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct PriceTests {
    @Test(arguments: [
        (Int64(19900), "CNY", "¥199.00"),
        (1250, "USD", "$12.50"),
        (129999, "EUR", "€1,299.99"),
        (500, "GBP", "£5.00"),
        (1280, "JPY", "JP¥1,280"),
        (1250, "XYZ", "12.50 XYZ"),
        (0, "CNY", "¥0.00"),
        (5, "CNY", "¥0.05"),
        (99_999_999, "CNY", "¥999,999.99"),
        (100_000_000, "CNY", "¥1,000,000.00"),
        (Price.maximumMinorUnits, "CNY", "¥10,000,000,000,000.00"),
    ])
    func formatsExactly(minorUnits: Int64, currency: String, expected: String) throws {
        let price = try #require(Price(minorUnits: minorUnits, currency: currency))
        #expect(price.formatted == expected)
    }

    @Test func rejectsNegativeOrHugeAmounts() {
        #expect(Price(minorUnits: -1, currency: "CNY") == nil)
        #expect(Price(minorUnits: Price.maximumMinorUnits + 1, currency: "CNY") == nil)
    }

    @Test(arguments: ["cny", "CN", "CNYY", "C1Y", "", "¥"])
    func rejectsMalformedCurrencyCodes(code: String) {
        #expect(Price(minorUnits: 100, currency: code) == nil)
    }

    @Test func groupsEveryThreeDigitsForRandomAmounts() {
        var random = SplitMix64(seed: 7)
        for _ in 0 ..< 500 {
            let amount = Int64(random.next() % UInt64(Price.maximumMinorUnits))
            let text = Price.formatNumber(amount, decimals: 2)
            let parts = text.split(separator: ".")
            #expect(parts.count == 2 && parts[1].count == 2)
            let groups = parts[0].split(separator: ",")
            #expect(groups.dropFirst().allSatisfy { $0.count == 3 } && (1 ... 3).contains(groups[0].count))
            #expect(Int64(groups.joined() + parts[1]) == amount)
        }
    }
}
