import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: PNG", .timeLimit(.minutes(3)))
struct PictureDecoderPNGTests {
    let background = RGB(red: 30, green: 140, blue: 250)
    var decoder: PictureDecoder { PictureDecoder(background: background) }

    /// `colour` over `under` with opacity `alpha` (0…255), rounded: the documented rule.
    func composite(_ colour: Int, _ alpha: Int, over under: UInt8) -> UInt8 {
        UInt8((Double(colour * alpha + Int(under) * (255 - alpha)) / 255).rounded())
    }

    /// A 16-bit sample rounded to 8 bits.
    func eightBit(_ sample: Int) -> Int {
        Int((Double(sample) * 255 / 65535).rounded())
    }

    func randomBytes(_ count: Int, using rng: inout SplitMix64) -> [UInt8] {
        (0 ..< count).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
    }

    @Test("8-bit RGB, plain and interlaced, decodes to exactly its pixels", arguments: [false, true])
    func rgb(interlaced: Bool) throws {
        var rng = SplitMix64(seed: 42)
        let samples = randomBytes(13 * 9 * 3, using: &rng)
        let png = try TestImages.png(rows: samples, width: 13, height: 9, colorType: .rgb, interlaced: interlaced)
        let picture = try decoder.decode(png)
        #expect(picture.size == PictureSize(width: 13, height: 9))
        #expect(picture.pixels == samples)
    }

    @Test(
        "greyscale at 1, 2, 4 and 8 bits becomes grey RGB, levels spread over 0…255",
        arguments: [1, 2, 4, 8])
    func greyscale(bitDepth: Int) throws {
        var rng = SplitMix64(seed: UInt64(bitDepth))
        let width = 11
        let height = 5
        let maxLevel = (1 << bitDepth) - 1
        let levels = (0 ..< width * height).map { _ in Int.random(in: 0 ... maxLevel, using: &rng) }
        // Pack the levels into PNG rows, most significant bits first, each row padded to a byte.
        var rows: [UInt8] = []
        for y in 0 ..< height {
            var row = [UInt8](repeating: 0, count: (width * bitDepth + 7) / 8)
            for x in 0 ..< width {
                let bit = x * bitDepth
                row[bit / 8] |= UInt8(levels[y * width + x] << (8 - bitDepth - bit % 8))
            }
            rows += row
        }
        let png = try TestImages.png(
            rows: rows, width: width, height: height, bitDepth: Int32(bitDepth),
            colorType: .grey)
        let picture = try decoder.decode(png)
        let expected = levels.flatMap { level -> [UInt8] in
            let value = UInt8(level * 255 / maxLevel)
            return [value, value, value]
        }
        #expect(picture.pixels == expected)
    }

    @Test("a palette image takes its colours from the palette; tRNS alphas composite onto the background")
    func palette() throws {
        var rng = SplitMix64(seed: 5)
        let entries = 20
        let palette = randomBytes(entries * 3, using: &rng)
        let alphas = randomBytes(entries - 4, using: &rng)  // the last four entries stay opaque
        let indices = (0 ..< 10 * 7).map { _ in UInt8.random(in: 0 ..< UInt8(entries), using: &rng) }
        let plain = try decoder.decode(
            try TestImages.png(
                rows: indices, width: 10, height: 7, colorType: .palette,
                palette: palette))
        #expect(plain.pixels == indices.flatMap { palette[Int($0) * 3 ..< Int($0) * 3 + 3] })

        let translucent = try decoder.decode(
            try TestImages.png(
                rows: indices, width: 10, height: 7,
                colorType: .palette, palette: palette,
                paletteAlphas: alphas))
        let expected = indices.flatMap { index -> [UInt8] in
            let entry = Int(index)
            let alpha = entry < alphas.count ? Int(alphas[entry]) : 255
            return [
                composite(Int(palette[entry * 3]), alpha, over: background.red),
                composite(Int(palette[entry * 3 + 1]), alpha, over: background.green),
                composite(Int(palette[entry * 3 + 2]), alpha, over: background.blue),
            ]
        }
        #expect(translucent.pixels == expected)
    }

    @Test("RGBA composites onto the background with exact values")
    func rgba() throws {
        var rng = SplitMix64(seed: 9)
        var samples = randomBytes(12 * 6 * 4, using: &rng)
        samples[3] = 0  // fully transparent: the background
        samples[7] = 255  // opaque: the colour
        let picture = try decoder.decode(try TestImages.png(rows: samples, width: 12, height: 6, colorType: .rgba))
        var expected: [UInt8] = []
        for pixel in stride(from: 0, to: samples.count, by: 4) {
            let alpha = Int(samples[pixel + 3])
            expected += [
                composite(Int(samples[pixel]), alpha, over: background.red),
                composite(Int(samples[pixel + 1]), alpha, over: background.green),
                composite(Int(samples[pixel + 2]), alpha, over: background.blue),
            ]
        }
        #expect(picture.pixels == expected)
        #expect(picture.pixel(x: 0, y: 0)! == (background.red, background.green, background.blue))
        #expect(picture.pixel(x: 1, y: 0)! == (samples[4], samples[5], samples[6]))
        #expect(picture.alpha == PictureAlpha(values: stride(from: 3, to: samples.count, by: 4).map { samples[$0] }, matte: background))
    }

    @Test("an RGBA PNG whose pixels are all opaque has no alpha")
    func opaqueRGBA() throws {
        var rng = SplitMix64(seed: 10)
        var samples = randomBytes(7 * 5 * 4, using: &rng)
        for index in stride(from: 3, to: samples.count, by: 4) { samples[index] = 255 }
        let picture = try decoder.decode(try TestImages.png(rows: samples, width: 7, height: 5, colorType: .rgba))
        #expect(picture.alpha == nil)
        #expect(picture.pixels == stride(from: 0, to: samples.count, by: 4).flatMap { samples[$0 ..< $0 + 3] })
    }

    @Test("16-bit RGB is rounded to 8 bits")
    func sixteenBitRGB() throws {
        var rng = SplitMix64(seed: 16)
        let samples = (0 ..< 9 * 4 * 3).map { _ in Int.random(in: 0 ... 65535, using: &rng) }
        let rows = samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let picture = try decoder.decode(
            try TestImages.png(
                rows: rows, width: 9, height: 4, bitDepth: 16,
                colorType: .rgb))
        #expect(picture.pixels == samples.map { UInt8(eightBit($0)) })
    }

    @Test("16-bit grey with alpha is rounded, made grey RGB and composited")
    func sixteenBitGreyAlpha() throws {
        var rng = SplitMix64(seed: 17)
        let samples = (0 ..< 8 * 5 * 2).map { _ in Int.random(in: 0 ... 65535, using: &rng) }
        let rows = samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let picture = try decoder.decode(
            try TestImages.png(
                rows: rows, width: 8, height: 5, bitDepth: 16,
                colorType: .greyAlpha))
        var expected: [UInt8] = []
        for pixel in stride(from: 0, to: samples.count, by: 2) {
            let grey = eightBit(samples[pixel])
            let alpha = eightBit(samples[pixel + 1])
            expected += [
                composite(grey, alpha, over: background.red),
                composite(grey, alpha, over: background.green),
                composite(grey, alpha, over: background.blue),
            ]
        }
        #expect(picture.pixels == expected)
    }

    @Test("a tRNS key colour in an RGB image shows the background, other pixels stay")
    func keyColour() throws {
        var rng = SplitMix64(seed: 21)
        var samples = randomBytes(7 * 7 * 3, using: &rng)
        let key: [UInt8] = [1, 2, 3]
        for pixel in [0, 10, 48] { samples.replaceSubrange(pixel * 3 ..< pixel * 3 + 3, with: key) }
        let picture = try decoder.decode(
            try TestImages.png(
                rows: samples, width: 7, height: 7, colorType: .rgb,
                key: key.map { UInt16($0) }))
        var expected: [UInt8] = []
        for pixel in stride(from: 0, to: samples.count, by: 3) {
            let colour = Array(samples[pixel ..< pixel + 3])
            expected += colour == key ? [background.red, background.green, background.blue] : colour
        }
        #expect(picture.pixels == expected)
    }

    @Test("the JPEG target size does not scale a PNG")
    func targetIgnored() throws {
        let png = try TestImages.png(
            rows: [UInt8](repeating: 77, count: 40 * 20 * 3), width: 40, height: 20,
            colorType: .rgb)
        #expect(
            try decoder.decode(png, target: .covering(PictureSize(width: 4, height: 2))).size
                == PictureSize(width: 40, height: 20))
    }
}
