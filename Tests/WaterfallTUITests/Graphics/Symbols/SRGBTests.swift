import Colors
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("sRGB transfer and mixing", .timeLimit(.minutes(3)))
struct SRGBTests {
    @Test("every 8-bit value survives the trip to linear light and back")
    func roundTrip() {
        for value in 0 ... 255 {
            #expect(SRGB.encoded(Double(SRGB.linearTable[value])) == UInt8(value))
        }
        #expect(SRGB.linearTable[0] == 0 && SRGB.linearTable[255] == 1)
    }

    @Test("full coverage shows the foreground, none the background, a half mix lies between")
    func mixing() {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 500 {
            let front = PictureFixtures.randomPixel(using: &rng)
            let back = PictureFixtures.randomPixel(using: &rng)
            #expect(SRGB.mix(front, back, coverage: 1) == front)
            #expect(SRGB.mix(front, back, coverage: 0) == back)
            let half = SRGB.mix(front, back, coverage: 0.5)
            #expect((min(front.red, back.red) ... max(front.red, back.red)).contains(half.red))
            #expect((min(front.green, back.green) ... max(front.green, back.green)).contains(half.green))
        }
        // Light mixes in linear light: half white on black is 50 % luminance, sRGB 188, not 128.
        let white = RGB(red: 255, green: 255, blue: 255)
        let black = RGB(red: 0, green: 0, blue: 0)
        #expect(SRGB.mix(white, black, coverage: 0.5) == RGB(red: 188, green: 188, blue: 188))
    }
}
