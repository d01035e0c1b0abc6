import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct RatingTests {
    @Test func describesTenthsWithOneDecimal() {
        #expect(Rating(tenths: 48)?.description == "4.8")
        #expect(Rating(tenths: 50)?.description == "5.0")
        #expect(Rating(tenths: 0)?.description == "0.0")
    }

    @Test func rejectsOutOfRange() {
        #expect(Rating(tenths: 51) == nil)
        #expect(Rating(tenths: -1) == nil)
    }
}
