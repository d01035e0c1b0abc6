import SeededRandom
import Testing

@testable import Colors

@Suite(.timeLimit(.minutes(3))) struct RGBTests {
    @Test func parsesHexWithOrWithoutHash() {
        #expect(RGB(hex: "#c8a27A") == RGB(red: 0xC8, green: 0xA2, blue: 0x7A))
        #expect(RGB(hex: "000000") == RGB(red: 0, green: 0, blue: 0))
    }

    @Test(arguments: ["", "#", "#12345", "#1234567", "#12345g", "red", "##123456"])
    func rejectsMalformedHex(hex: String) {
        #expect(RGB(hex: hex) == nil)
    }

    @Test func roundTripsThroughDescription() {
        var random = SplitMix64(seed: 3)
        for _ in 0 ..< 200 {
            let bits = random.next()
            let color = RGB(red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8), blue: UInt8(truncatingIfNeeded: bits >> 16))
            #expect(RGB(hex: color.description) == color)
        }
    }
}
