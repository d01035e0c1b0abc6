import SeededRandom
import Testing

@testable import ShopCatalogHTTP

/// Decimal prices and ratings read exactly, against integer arithmetic on random values.
@Suite("DecimalText", .timeLimit(.minutes(1)))
struct DecimalTextTests {
    /// `value / 10^places` written with exactly `places` decimals.
    private func written(_ value: Int64, places: Int) -> String {
        DecimalText.shifted(String(value), left: places)
    }

    @Test func exactValuesMatchIntegerArithmetic() {
        var random = SplitMix64(seed: 7)
        for _ in 0 ..< 2000 {
            let value = Int64(random.next() % 10_000_000)
            let places = Int(random.next() % 4)
            let scale = Int(random.next() % 4)
            var power: Int64 = 1
            for _ in 0 ..< abs(scale - places) { power *= 10 }
            let expected: Int64? = scale >= places ? value * power : (value % power == 0 ? value / power : nil)
            #expect(DecimalText.exact(written(value, places: places), scale: scale, limit: Int64.max) == expected)
        }
    }

    @Test func roundingIsHalfAwayFromZeroAsIntegersSay() {
        var random = SplitMix64(seed: 8)
        for _ in 0 ..< 2000 {
            let thousandths = Int64(random.next() % 100_000)
            let text = written(thousandths, places: 3)
            #expect(DecimalText.rounded(text, scale: 1, limit: 1_000_000) == (thousandths + 50) / 100, "\(text)")
            #expect(DecimalText.rounded("-" + text, scale: 1, limit: 1_000_000) == -((thousandths + 50) / 100), "-\(text)")
        }
    }

    @Test(arguments: ["", "-", ".5", "5.", "1e3", "1,5", " 1", "NaN", "0x10", "1.2.3", "+1"])
    func onlyPlainDecimalsAreRead(text: String) {
        #expect(DecimalText.exact(text, scale: 2, limit: Int64.max) == nil)
        #expect(DecimalText.rounded(text, scale: 2, limit: Int64.max) == nil)
    }

    @Test func limitsAreKept() {
        #expect(DecimalText.exact("100.00", scale: 2, limit: 10_000) == 10_000)
        #expect(DecimalText.exact("100.01", scale: 2, limit: 10_000) == nil)
        #expect(DecimalText.rounded("4.96", scale: 1, limit: 50) == 50)
        #expect(DecimalText.rounded("5.05", scale: 1, limit: 50) == nil)
        #expect(DecimalText.exact("99999999999999999999999", scale: 0, limit: Int64.max) == nil)
        #expect(DecimalText.shifted("5", left: 2) == "0.05")
        #expect(DecimalText.shifted("1999", left: 0) == "1999")
    }
}
