import SeededRandom
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct JSONNumberTests {
    @Test(arguments: [
        ("199", 0, Int64(199)), ("199.00", 0, 199), ("4.8", 1, 48), ("5", 1, 50), ("1e3", 0, 1000),
        ("1.5E+2", 0, 150), ("-7", 0, -7), ("0.0", 0, 0), ("-0", 0, 0), ("2500e-2", 0, 25), ("0.10", 1, 1),
    ])
    func readsExactIntegers(literal: String, scale: Int, expected: Int64) {
        #expect(JSONNumber.integer(literal, scale: scale) == .success(expected))
    }

    @Test func reportsEachFailure() {
        #expect(JSONNumber.integer("600.5") == .failure(.notWhole))
        #expect(JSONNumber.integer("4.85", scale: 1) == .failure(.notWhole))
        #expect(JSONNumber.integer("1e-400") == .failure(.notWhole))
        #expect(JSONNumber.integer("NaN") == .failure(.notFinite))
        #expect(JSONNumber.integer("-Infinity") == .failure(.notFinite))
        #expect(JSONNumber.integer("99999999999999999999") == .failure(.tooLarge))
        #expect(JSONNumber.integer("1e999999999999") == .failure(.tooLarge))
        #expect(JSONNumber.integer("101", limit: 100) == .failure(.tooLarge))
        #expect(JSONNumber.integer("12a") == .failure(.malformed))
    }

    @Test func agreesWithIntegerParsingForRandomValues() {
        var random = SplitMix64(seed: 11)
        for _ in 0 ..< 500 {
            let value = Int64(bitPattern: random.next()) / 1000
            #expect(JSONNumber.integer(String(value)) == .success(value))
            #expect(JSONNumber.integer(String(value) + ".000") == .success(value))
        }
    }
}
