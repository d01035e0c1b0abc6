import Testing

@testable import WaterfallBenchmarks
@testable import WaterfallTUI

@Suite("xterm palette", .timeLimit(.minutes(1)))
struct XtermPaletteTests {
    @Test("every entry has the RGB the toolkit gives it")
    func matchesTheToolkit() {
        for index in 0 ... 255 {
            let (red, green, blue) = XtermPalette.rgb(UInt8(index))
            let expected = Color.rgbOfPalette(index)
            #expect([Int(red), Int(green), Int(blue)] == [expected.0, expected.1, expected.2], "entry \(index)")
        }
    }
}
