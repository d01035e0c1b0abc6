import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Raster quality (PSNR)", .timeLimit(.minutes(3)))
struct RasterQualityTests {
    @Test("identical pixels have infinite PSNR; more noise gives a lower PSNR")
    func noise() {
        var rng = SplitMix64(seed: 42)
        let picture = PictureFixtures.randomPicture(width: 40, height: 28, using: &rng)
        #expect(RasterQuality.peakSignalToNoiseRatio(picture.pixels, picture.pixels) == .infinity)
        var previous = Double.infinity
        for amplitude in [1, 4, 16, 64] {
            let noisy = picture.pixels.map { UInt8(max(0, min(255, Int($0) + Int.random(in: -amplitude ... amplitude, using: &rng)))) }
            let psnr = RasterQuality.peakSignalToNoiseRatio(noisy, picture.pixels) ?? .nan
            #expect(psnr < previous, "noise ±\(amplitude)")
            #expect(psnr > 0)
            previous = psnr
        }
        #expect(RasterQuality.peakSignalToNoiseRatio([1, 2, 3], [1, 2]) == nil)
        #expect(RasterQuality.peakSignalToNoiseRatio([], []) == nil)
        // One channel off by 255 in three: MSE = 255² / 3, PSNR = 10·log10(3).
        let psnr = RasterQuality.peakSignalToNoiseRatio([0, 0, 0], [255, 0, 0]) ?? 0
        #expect(abs(psnr - 4.771_212_5) < 1e-6)
    }

    @Test("a raster is scored against its own picture size only; lossless rasters score infinity")
    func rasters() throws {
        var rng = SplitMix64(seed: 42)
        let picture = PictureFixtures.randomPicture(width: 12, height: 10, using: &rng)
        let truecolor = try SymbolRaster(picture: picture, columns: 12, rows: 5, colorMode: .truecolor)
        #expect(RasterQuality.peakSignalToNoiseRatio(of: truecolor, against: picture) == .infinity)
        let palette = try SymbolRaster(picture: picture, columns: 12, rows: 5, colorMode: .ansi256)
        let score = try #require(RasterQuality.peakSignalToNoiseRatio(of: palette, against: picture))
        #expect(score.isFinite && score > 10)
        let other = Picture(width: 6, height: 10, red: 0, green: 0, blue: 0)
        #expect(RasterQuality.peakSignalToNoiseRatio(of: palette, against: other) == nil)
    }

    @Test("shown pixels mix the cell's colours by each glyph's coverage")
    func shownPixels() throws {
        let (red, blue) = (RGB(paletteIndex: 1), RGB(paletteIndex: 4))
        let shade = SRGB.mix(RGB(paletteIndex: 7), RGB(paletteIndex: 0), coverage: 0.25)
        let rows = [[red, blue, shade, shade], [blue, red, shade, shade]]
        let picture = try #require(Picture(width: 4, height: 2, pixels: rows.flatMap { $0.flatMap { [$0.red, $0.green, $0.blue] } }))
        let raster = try SymbolRaster(picture: picture, columns: 2, rows: 1, symbols: .quadrants, colorMode: .ansi8)
        #expect(
            raster.cells == [
                Cell(character: "▚", style: Style(foreground: .red, background: .blue)),
                Cell(character: "░", style: Style(foreground: .white, background: .black)),
            ])
        #expect(RasterQuality.shownPixels(of: raster) == picture.pixels)
        #expect(RasterQuality.peakSignalToNoiseRatio(of: raster, against: picture) == .infinity)
    }

    @Test("against a larger reference, each reference pixel meets the shown pixel holding its centre (brute force)")
    func fullResolution() throws {
        var rng = SplitMix64(seed: 11)
        for _ in 0 ..< 60 {
            let width = Int.random(in: 1 ... 9, using: &rng)
            let height = Int.random(in: 1 ... 9, using: &rng)
            let reference = PictureFixtures.randomPicture(
                width: width * Int.random(in: 1 ... 5, using: &rng) + Int.random(in: 0 ... 4, using: &rng),
                height: height * Int.random(in: 1 ... 5, using: &rng) + Int.random(in: 0 ... 4, using: &rng), using: &rng
            )
            let shown = PictureFixtures.randomPicture(width: width, height: height, using: &rng)
            // The shown picture enlarged by brute force: the pixel whose span holds the centre.
            var enlarged: [UInt8] = []
            for y in 0 ..< reference.height {
                for x in 0 ..< reference.width {
                    // Shown pixel s spans [s·W/w, (s + 1)·W/w); centre x + ½ lies before its end when
                    // 2(s + 1)·W > (2x + 1)·w.
                    let sx = (0 ..< width).first { 2 * ($0 + 1) * reference.width > (2 * x + 1) * width } ?? width - 1
                    let sy = (0 ..< height).first { 2 * ($0 + 1) * reference.height > (2 * y + 1) * height } ?? height - 1
                    let pixel = PictureFixtures.pixel(shown, sx, sy)
                    enlarged += [pixel.red, pixel.green, pixel.blue]
                }
            }
            let expected = RasterQuality.peakSignalToNoiseRatio(enlarged, reference.pixels)
            let score = RasterQuality.peakSignalToNoiseRatio(shown: shown.pixels, width: width, height: height, against: reference)
            #expect(score == expected)
        }
        let flat = Picture(width: 7, height: 5, red: 9, green: 8, blue: 7)
        #expect(RasterQuality.peakSignalToNoiseRatio(shown: [9, 8, 7], width: 1, height: 1, against: flat) == .infinity)
        #expect(RasterQuality.peakSignalToNoiseRatio(shown: [9, 8], width: 1, height: 1, against: flat) == nil)
    }
}
