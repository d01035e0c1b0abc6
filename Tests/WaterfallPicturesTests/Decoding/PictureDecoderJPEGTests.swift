import CImageTestEncoders
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("PictureDecoder: JPEG", .timeLimit(.minutes(3)))
struct PictureDecoderJPEGTests {
    let decoder = PictureDecoder()

    /// The largest difference between a sample of `picture` and the RGB `expected` samples.
    func largestError(_ picture: Picture, _ expected: [UInt8]) -> Int {
        zip(picture.pixels, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test(
        "baseline and progressive colour JPEGs decode to their pixels, rows top to bottom",
        arguments: [false, true])
    func colour(progressive: Bool) throws {
        var rng = SplitMix64(seed: 42)
        let samples = TestImages.blocks(width: 37, height: 21, channels: 3, using: &rng)
        let jpeg = try TestImages.jpeg(samples, width: 37, height: 21, progressive: progressive)
        #expect(TestImages.frameHeaderOffset(jpeg).map { jpeg[$0 + 1] } == (progressive ? 0xC2 : 0xC0))
        let picture = try decoder.decode(jpeg)
        #expect(picture.size == PictureSize(width: 37, height: 21))
        #expect(largestError(picture, samples) <= 3)
    }

    @Test("a subsampled (4:2:0) JPEG keeps its colours on average")
    func subsampled() throws {
        var rng = SplitMix64(seed: 42)
        let samples = TestImages.blocks(width: 32, height: 32, channels: 3, using: &rng)
        let jpeg = try TestImages.jpeg(samples, width: 32, height: 32, quality: 95, subsampled: true)
        let picture = try decoder.decode(jpeg)
        #expect(picture.size == PictureSize(width: 32, height: 32))
        let meanError =
            Double(zip(picture.pixels, samples).map { abs(Int($0) - Int($1)) }.reduce(0, +))
            / Double(samples.count)
        #expect(meanError < 12)
    }

    @Test("a greyscale JPEG becomes grey RGB", arguments: [false, true])
    func greyscale(progressive: Bool) throws {
        var rng = SplitMix64(seed: 7)
        let levels = TestImages.blocks(width: 24, height: 16, channels: 1, using: &rng)
        let jpeg = try TestImages.jpeg(levels, width: 24, height: 16, kind: ITE_JPEG_GREY, progressive: progressive)
        let picture = try decoder.decode(jpeg)
        #expect(picture.size == PictureSize(width: 24, height: 16))
        let expected = levels.flatMap { [$0, $0, $0] }
        #expect(largestError(picture, expected) <= 1)
    }

    /// RGB from inked CMYK (255 = full ink) by the naive rule the decoder documents.
    func rgb(inkedCyan c: Int, magenta m: Int, yellow y: Int, black k: Int) -> [UInt8] {
        [c, m, y].map { UInt8((Double((255 - $0) * (255 - k)) / 255).rounded()) }
    }

    @Test(
        "CMYK JPEGs: Adobe-inverted CMYK, YCCK and plain CMYK all give the same colours",
        arguments: [ITE_JPEG_CMYK_ADOBE, ITE_JPEG_YCCK_ADOBE, ITE_JPEG_CMYK_PLAIN])
    func cmyk(kind: ite_jpeg_kind) throws {
        var rng = SplitMix64(seed: 11)
        let inks = TestImages.blocks(width: 16, height: 16, channels: 4, using: &rng)
        // Adobe files store 255 − ink; files without the Adobe marker store the ink.
        let stored = kind == ITE_JPEG_CMYK_PLAIN ? inks : inks.map { 255 - $0 }
        let jpeg = try TestImages.jpeg(stored, width: 16, height: 16, kind: kind)
        let picture = try decoder.decode(jpeg)
        #expect(picture.size == PictureSize(width: 16, height: 16))
        var expected: [UInt8] = []
        for pixel in stride(from: 0, to: inks.count, by: 4) {
            expected += rgb(
                inkedCyan: Int(inks[pixel]), magenta: Int(inks[pixel + 1]),
                yellow: Int(inks[pixel + 2]), black: Int(inks[pixel + 3]))
        }
        #expect(largestError(picture, expected) <= 4)
    }

    @Test("a JPEG with two colour components is an unsupported format")
    func twoComponents() throws {
        let jpeg = try TestImages.jpeg(
            [UInt8](repeating: 90, count: 8 * 8 * 2), width: 8, height: 8,
            kind: ITE_JPEG_TWO_COMPONENTS)
        #expect(throws: PictureError.unsupportedFormat("JPEG with 2 colour components")) {
            try decoder.decode(jpeg).size
        }
    }

    /// The decoded size at scale n/8, as libjpeg rounds it: ⌈side · n / 8⌉.
    func scaledSide(_ side: Int, _ numerator: Int) -> Int {
        (side * numerator + 7) / 8
    }

    @Test("the DCT scale is the smallest n/8 whose size covers the target in both dimensions")
    func dctScale() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0 ..< 40 {
            let width = Int.random(in: 1 ... 400, using: &rng)
            let height = Int.random(in: 1 ... 400, using: &rng)
            let level = UInt8.random(in: 0 ... 255, using: &rng)
            let jpeg = try TestImages.jpeg(
                [UInt8](repeating: level, count: width * height), width: width,
                height: height, kind: ITE_JPEG_GREY, progressive: Bool.random(using: &rng))
            for _ in 0 ..< 5 {
                let target = PictureSize(
                    width: Int.random(in: 1 ... width + 20, using: &rng),
                    height: Int.random(in: 1 ... height + 20, using: &rng))
                let picture = try decoder.decode(jpeg, target: .covering(target))
                // Brute force over the eight scales: the covering ones, and the smallest of them.
                let covering = (1 ... 8).filter {
                    scaledSide(width, $0) >= target.width && scaledSide(height, $0) >= target.height
                }
                let numerator = covering.first ?? 8
                #expect(
                    picture.size
                        == PictureSize(
                            width: scaledSide(width, numerator),
                            height: scaledSide(height, numerator)),
                    "source \(width) x \(height), target \(target)")
                if !covering.isEmpty {
                    #expect(picture.width >= target.width && picture.height >= target.height)
                }
                let centre = try #require(picture.pixel(x: picture.width / 2, y: picture.height / 2))
                #expect(abs(Int(centre.red) - Int(level)) <= 1)
            }
        }
    }

    @Test("fitting: the smallest scale whose size covers the image fitted into the box")
    func dctScaleFitting() throws {
        var rng = SplitMix64(seed: 24)
        for _ in 0 ..< 30 {
            let width = Int.random(in: 1 ... 400, using: &rng)
            let height = Int.random(in: 1 ... 400, using: &rng)
            let jpeg = try TestImages.jpeg(
                [UInt8](repeating: 60, count: width * height), width: width, height: height,
                kind: ITE_JPEG_GREY)
            for _ in 0 ..< 5 {
                let box = PictureSize(
                    width: Int.random(in: 1 ... 120, using: &rng),
                    height: Int.random(in: 1 ... 120, using: &rng))
                let needed = PictureSize(width: width, height: height).fitted(into: box)
                let picture = try decoder.decode(jpeg, target: .fitting(box))
                let covering = (1 ... 8).filter {
                    scaledSide(width, $0) >= needed.width && scaledSide(height, $0) >= needed.height
                }
                let numerator = covering.first ?? 8
                #expect(
                    picture.size
                        == PictureSize(
                            width: scaledSide(width, numerator),
                            height: scaledSide(height, numerator)),
                    "source \(width) x \(height), box \(box), needed \(needed)")
            }
        }
        // A portrait photo for a landscape card box: 1/8 suffices where covering the box needs 2/8.
        let portrait = try TestImages.jpeg(
            [UInt8](repeating: 60, count: 427 * 640), width: 427, height: 640,
            kind: ITE_JPEG_GREY)
        let box = PictureSize(width: 60, height: 56)
        #expect(try decoder.decode(portrait, target: .fitting(box)).size == PictureSize(width: 54, height: 80))
        #expect(try decoder.decode(portrait, target: .covering(box)).size == PictureSize(width: 107, height: 160))
    }

    @Test("no target decodes at full size, and a target larger than the image too")
    func fullSize() throws {
        let samples = [UInt8](repeating: 200, count: 50 * 30 * 3)
        let jpeg = try TestImages.jpeg(samples, width: 50, height: 30)
        #expect(try decoder.decode(jpeg).size == PictureSize(width: 50, height: 30))
        #expect(
            try decoder.decode(jpeg, target: .covering(PictureSize(width: 500, height: 1))).size
                == PictureSize(width: 50, height: 30))
        #expect(
            try decoder.decode(jpeg, target: .covering(PictureSize(width: 0, height: 0))).size
                == PictureSize(width: 7, height: 4))
    }

    @Test("decoding from several tasks at once gives the same pictures as one at a time")
    func concurrent() async throws {
        var rng = SplitMix64(seed: 3)
        var files: [[UInt8]] = []
        for index in 0 ..< 8 {
            let samples = TestImages.blocks(width: 40 + index, height: 30, channels: 3, using: &rng)
            files.append(try TestImages.jpeg(samples, width: 40 + index, height: 30, progressive: index % 2 == 0))
        }
        let serial = try files.map { try decoder.decode($0, target: .fitting(PictureSize(width: 10, height: 8))) }
        let shared = decoder
        let parallel = try await withThrowingTaskGroup(of: (Int, Picture).self) { group in
            for (index, file) in files.enumerated() {
                group.addTask { (index, try shared.decode(file, target: .fitting(PictureSize(width: 10, height: 8)))) }
            }
            var results = [Picture?](repeating: nil, count: files.count)
            for try await (index, picture) in group { results[index] = picture }
            return results
        }
        #expect(parallel == serial.map { $0 })
    }
}
