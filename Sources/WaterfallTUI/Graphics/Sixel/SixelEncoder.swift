import Pixels

/// Encodes pictures as sixel images: `ESC P 0;1;0 q`, raster attributes with the exact size,
/// the palette fitted to the picture (``SixelPalette``, colours in percent), then 6-pixel bands,
/// each colour of a band as one run-length encoded line of sixel characters (`!n` for runs
/// longer than three), `$` between the colours of a band, `-` between bands, and `ESC \`.
///
/// P2 = 1 makes unset bits leave the screen as it is, so the last band of a picture whose
/// height is not a multiple of six paints nothing below the picture. No dithering: at 256
/// colours the median-cut palette is within a few units per channel of the cards' photos, and
/// dithering would only add noise and bytes. A picture with no pixels encodes to nothing.
public struct SixelEncoder: Sendable {
    /// The most palette entries (the terminal's colour registers), 2...256.
    public let maxColors: Int

    /// An encoder using up to `maxColors` colours (clamped to 2...256).
    public init(maxColors: Int = 256) {
        self.maxColors = max(2, min(256, maxColors))
    }

    /// The sixel bytes of `picture`; empty for an empty picture. O(pixels + bands × colours
    /// used in a band × width).
    public func encode(_ picture: Picture) -> [UInt8] {
        let width = picture.width
        let height = picture.height
        guard width > 0, height > 0 else { return [] }
        let palette = SixelPalette(fitting: picture, maxColors: maxColors)
        var output: [UInt8] = []
        output.reserveCapacity(width * height / 2)
        output += Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for (entry, color) in palette.colors.enumerated() {
            output += Array("#\(entry);2;\(Self.percent(color.red));\(Self.percent(color.green));\(Self.percent(color.blue))".utf8)
        }
        var bits = [UInt8](repeating: 0, count: 256 * width)
        var usedInBand: [Int] = []
        var isUsed = [Bool](repeating: false, count: 256)
        palette.indices.withUnsafeBufferPointer { indices in
            for bandTop in stride(from: 0, to: height, by: 6) {
                let rows = min(6, height - bandTop)
                for row in 0 ..< rows {
                    let start = (bandTop + row) * width
                    for x in 0 ..< width {
                        let entry = Int(indices[start + x])
                        if !isUsed[entry] {
                            isUsed[entry] = true
                            usedInBand.append(entry)
                        }
                        bits[entry * width + x] |= 1 << row
                    }
                }
                for (position, entry) in usedInBand.enumerated() {
                    output += Array("#\(entry)".utf8)
                    Self.appendLine(bits, from: entry * width, width: width, to: &output)
                    output.append(position == usedInBand.count - 1 ? UInt8(ascii: "-") : UInt8(ascii: "$"))
                    for x in 0 ..< width { bits[entry * width + x] = 0 }
                    isUsed[entry] = false
                }
                usedInBand.removeAll(keepingCapacity: true)
            }
        }
        if output.last == UInt8(ascii: "-") { output.removeLast() }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }

    /// Appends one colour's line of a band: sixel characters (`?` + bits) with runs of four or
    /// more as `!n`, trailing empty sixels left out.
    static func appendLine(_ bits: [UInt8], from start: Int, width: Int, to output: inout [UInt8]) {
        var end = width
        while end > 0, bits[start + end - 1] == 0 { end -= 1 }
        var x = 0
        while x < end {
            let value = bits[start + x]
            var run = 1
            while x + run < end, bits[start + x + run] == value { run += 1 }
            let character = 63 + value
            if run >= 4 {
                output += Array("!\(run)".utf8)
                output.append(character)
            } else {
                output += repeatElement(character, count: run)
            }
            x += run
        }
    }

    /// A channel value as a sixel percentage, rounded.
    static func percent(_ value: UInt8) -> Int {
        (Int(value) * 100 + 127) / 255
    }
}
