import Foundation
import Pixels
import SeededRandom
import Testing
import WaterfallPictures

@testable import WaterfallTUI

@Suite("Sixel encoder", .timeLimit(.minutes(2)))
struct SixelEncoderTests {
    /// A picture of `width × height` pixels using only colours from `colors`.
    static func picture(width: Int, height: Int, colors: [(UInt8, UInt8, UInt8)], rng: inout SplitMix64) -> Picture {
        var pixels: [UInt8] = []
        var current = colors[0]
        for _ in 0 ..< width * height {
            if Int.random(in: 0 ..< 5, using: &rng) == 0 { current = colors[Int.random(in: 0 ..< colors.count, using: &rng)] }
            pixels += [current.0, current.1, current.2]
        }
        return Picture(width: width, height: height, pixels: pixels)!
    }

    /// The colour a sixel percentage brings back: what an exact palette entry turns into.
    static func throughPercent(_ value: UInt8) -> UInt8 {
        UInt8((SixelEncoder.percent(value) * 255 + 50) / 100)
    }

    @Test("pictures with few colours decode to exactly their pixels (through percent colours), any size")
    func fewColoursRoundTrip() throws {
        var rng = SplitMix64(seed: 21)
        for _ in 0 ..< 150 {
            let colors = (0 ..< Int.random(in: 1 ... 16, using: &rng)).map { _ in
                (UInt8.random(in: 0 ... 31, using: &rng) * 8, UInt8.random(in: 0 ... 31, using: &rng) * 8, UInt8.random(in: 0 ... 31, using: &rng) * 8)
            }
            let source = Self.picture(width: Int.random(in: 1 ... 40, using: &rng), height: Int.random(in: 1 ... 40, using: &rng), colors: colors, rng: &rng)
            let bytes = SixelEncoder().encode(source)
            let decoded = try #require(SixelTestDecoder.decode(bytes, background: (1, 2, 3)))
            let expected = source.pixels.map(Self.throughPercent)
            #expect(decoded.width == source.width && decoded.height == source.height)
            #expect(decoded.pixels == expected, "every pixel painted with its own colour, none left unpainted")
        }
    }

    @Test("any picture decodes to its palette mapping, and every pixel to its nearest entry")
    func arbitraryPicturesDecodeToThePalette() throws {
        var rng = SplitMix64(seed: 22)
        for _ in 0 ..< 40 {
            let width = Int.random(in: 1 ... 30, using: &rng)
            let height = Int.random(in: 1 ... 30, using: &rng)
            let source = Picture(width: width, height: height, pixels: (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) })!
            let maxColors = Int.random(in: 2 ... 256, using: &rng)
            let palette = SixelPalette(fitting: source, maxColors: maxColors)
            #expect(palette.colors.count <= maxColors)
            let decoded = try #require(SixelTestDecoder.decode(SixelEncoder(maxColors: maxColors).encode(source)))
            var expected: [UInt8] = []
            for entry in palette.indices {
                let color = palette.colors[Int(entry)]
                expected += [Self.throughPercent(color.red), Self.throughPercent(color.green), Self.throughPercent(color.blue)]
            }
            #expect(decoded.pixels == expected)
        }
    }

    @Test("photos keep their look at 256 colours (PSNR ≥ 30 dB on the bundled photos)")
    func photosKeepTheirLook() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Data/photos").standardized.path
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".jpg") || $0.hasSuffix(".png") }.sorted().prefix(8)
        #expect(names.count >= 4)
        for name in names {
            let photo = try PictureDecoder().decode(file: directory + "/" + name, target: .covering(PictureSize(width: 160, height: 160)))
            let card = try #require(photo.scaled(toWidth: 168, height: 182))
            let decoded = try #require(SixelTestDecoder.decode(SixelEncoder().encode(card)))
            var squared = 0.0
            for (a, b) in zip(card.pixels, decoded.pixels) { squared += Double((Int(a) - Int(b)) * (Int(a) - Int(b))) }
            let psnr = 10 * log10(255 * 255 / max(1e-9, squared / Double(card.pixels.count)))
            #expect(psnr >= 30, "\(name): \(psnr) dB")
        }
    }

    @Test("libsixel's sixel2png decodes our output to the same pixels")
    func realDecoderAgrees() throws {
        let tool = "/usr/bin/sixel2png"
        try #require(FileManager.default.isExecutableFile(atPath: tool), "sixel2png is missing: install Debian's libsixel-bin (.ci/setup does)")
        var rng = SplitMix64(seed: 23)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-sixel-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for round in 0 ..< 6 {
            let colors = (0 ..< 12).map { _ in
                (UInt8.random(in: 0 ... 255, using: &rng), UInt8.random(in: 0 ... 255, using: &rng), UInt8.random(in: 0 ... 255, using: &rng))
            }
            let source = Self.picture(width: Int.random(in: 8 ... 90, using: &rng), height: Int.random(in: 6 ... 70, using: &rng), colors: colors, rng: &rng)
            let input = directory.appendingPathComponent("\(round).six")
            let output = directory.appendingPathComponent("\(round).png")
            try Data(SixelEncoder().encode(source)).write(to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["-i", input.path, "-o", output.path]
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0)
            let decoded = try PictureDecoder().decode(file: output.path)
            #expect(decoded.width == source.width && decoded.height == source.height)
            // libsixel turns percentages into 8 bits with its own rounding: allow ±3 a channel.
            let worst = zip(source.pixels.map(Self.throughPercent), decoded.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 3, "round \(round): worst channel error \(worst)")
        }
    }

    @Test("byte level: DCS with P2 = 1 and the raster size, sixel alphabet only, long runs compressed, empty picture empty")
    func byteLevel() {
        let flat = Picture(width: 600, height: 6, red: 10, green: 200, blue: 30)
        let bytes = SixelEncoder().encode(flat)
        #expect(bytes.starts(with: Array("\u{1B}P0;1;0q\"1;1;600;6".utf8)))
        #expect(bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")])
        #expect(bytes.count < 60, "one run for a flat band: \(bytes.count) bytes")
        #expect(String(decoding: bytes, as: UTF8.self).contains("!600~"))
        let body = bytes.dropFirst(2).dropLast(2)
        #expect(body.allSatisfy { (0x20 ... 0x7E).contains($0) }, "nothing but printable ASCII inside the DCS")
        #expect(SixelEncoder().encode(Picture(width: 0, height: 5, red: 0, green: 0, blue: 0)).isEmpty)
    }
}
