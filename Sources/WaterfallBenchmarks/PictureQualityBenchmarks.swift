import Foundation
import Pixels
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// How faithful a card's half-block picture is, ours against chafa's, on every bundled photo at
/// two card widths: the peak signal-to-noise ratio of the pixels the terminal shows against the
/// photo itself, decoded at full size and cut to the card's shape, each photo pixel compared
/// with the shown pixel that covers it (`RasterQuality.peakSignalToNoiseRatio(shown:width:
/// height:against:)`), so what the card's resolution loses counts for everyone alike. Ours is
/// the app's own path, `CardPictureMaker.render` (decoding at a reduced JPEG DCT scale, cutting,
/// area averaging, fitting), in 256 colours (palette entries 16–255) and in 24-bit colour. chafa
/// is given the same cut photo at full size, losslessly (a PPM file), with the card's cells
/// (`--stretch`) in half blocks, at `--colors 240` (its default sRGB matching, and DIN99d),
/// `256` and `full`; its ANSI output is read back into pixels (``HalfBlockArt``), a reader
/// checked on our own output for every photo. Ours in 256 colours is also scored with the photo
/// decoded covering four times the card's pixels instead of eight, the sampling before
/// (``PictureSamplingBenchmarks``, whose card is checked to be the app's).
enum PictureQualityBenchmarks {
    /// The card widths measured, in cells (the image area's columns).
    static let widths = [30, 60]
    /// The PSNR a photo is counted at when a picture matches it exactly (infinite otherwise).
    static let ceiling = 60.0
    /// How close 24-bit colour must come to chafa's (`--colors full`), in decibels.
    static let truecolorTolerance = 0.5
    /// The share of photos on which 256 colours must score at least chafa's 240.
    static let requiredShare = 0.8

    /// The PSNRs of one photo at one width.
    struct Scores {
        /// The photo's file name.
        var name: String
        /// Its size in pixels.
        var size: PictureSize
        /// The card's image area in cells.
        var columns: Int
        var rows: Int
        /// Ours in 256 colours (entries 16–255) and in 24-bit colour.
        var ours256: Double
        var ours24: Double
        /// Ours in 256 colours with the photo decoded covering four times the card's pixels,
        /// the sampling before (`PictureSamplingBenchmarks`).
        var ours256FourTimes: Double
        /// chafa `--colors 240` with its default (sRGB) and with DIN99d matching, `256`, `full`.
        var chafa240: Double
        var chafa240Perceptual: Double
        var chafa256: Double
        var chafaFull: Double
    }

    /// Why a photo could not be scored.
    struct Failure: Error, CustomStringConvertible {
        /// The photo and what went wrong.
        let description: String
    }

    /// Scores every bundled photo at each width, printing a summary table per width and a table
    /// of the sample photos.
    static func run(_ photos: BenchmarkPhotos, chafa: Chafa?) {
        guard let chafa else {
            print("\n(picture quality against chafa skipped: chafa not found on PATH)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-picture-quality-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var byWidth: [Int: [Scores]] = [:]
            for width in widths {
                byWidth[width] = try photos.all.map { try score($0, columns: width, chafa: chafa, scratch: directory) }
            }
            for width in widths {
                printSummary(byWidth[width] ?? [], columns: width, skipped: photos.skipped)
            }
            printSample(photos.onePerSource, byWidth: byWidth, all: photos.all)
            print(
                "\n(\(chafa.version() ?? "chafa"): `chafa \(Chafa.Settings(columns: 30, rows: 14, colors: "240").arguments.joined(separator: " ")) FILE` "
                    + "at each card's size, `--colors 256`, `--colors full`, and `--colors 240 --color-space din99d`; PSNRs of exact pictures counted as \(Int(ceiling)) dB.)"
            )
        } catch {
            print("\n(picture quality against chafa skipped: \(error))")
        }
    }

    /// The PSNRs of the photo at `path` on a card `columns` cells wide; chafa's input is written
    /// into `scratch`.
    static func score(_ path: String, columns: Int, chafa: Chafa, scratch: String) throws -> Scores {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let full = try PictureDecoder(background: .black).decode(file: path)
        let rows = CardMetrics.imageRows(imageWidth: full.width, imageHeight: full.height, innerWidth: columns)
        let reference = full.croppedToAspect(width: columns, height: 2 * rows)
        let key = PictureKey(reference: .file(path: path), columns: columns, rows: rows)
        var ours: [Double] = []
        for (symbolColors, output) in [(SymbolColorMode.ansi256, ColorMode.ansi256), (.truecolor, .truecolor)] {
            let raster = try CardPictureMaker(symbols: .halfBlocks, colorMode: symbolColors, cacheBytes: 0).render(key).get()
            let shown = try checkedPixels(of: raster, colorMode: output, name: name)
            ours.append(try capped(shown, columns: columns, rows: rows, reference: reference, name: name))
        }
        let card = try PictureSamplingBenchmarks.card(path, columns: columns)
        guard let current = PictureSamplingBenchmarks.make(card, sampling: .eightTimes),
            let before = PictureSamplingBenchmarks.make(card, sampling: .fourTimes)
        else {
            throw Failure(description: "\(name): cannot be drawn at \(columns)×\(rows) cells")
        }
        guard current.raster == (try CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, cacheBytes: 0).render(key).get()) else {
            throw Failure(description: "\(name): the sampling benchmark's card differs from CardPictureMaker.render's")
        }
        let fourTimes = try capped(
            try checkedPixels(of: before.raster, colorMode: .ansi256, name: name), columns: columns, rows: rows, reference: reference, name: name)
        let input = "\(scratch)/\(name).ppm"
        try PortablePixmap.write(reference, to: input)
        func chafaScore(_ colors: String, colorSpace: String? = nil) throws -> Double {
            let settings = Chafa.Settings(columns: columns, rows: rows, colors: colors, colorSpace: colorSpace)
            let art: HalfBlockArt
            do {
                art = try HalfBlockArt(parsing: chafa.output(files: [input], settings: settings))
            } catch {
                throw Failure(description: "\(name): chafa --colors \(colors): \(error)")
            }
            guard art.columns == columns, art.rows == rows else {
                throw Failure(description: "\(name): chafa drew \(art.columns)×\(art.rows) cells, not \(columns)×\(rows)")
            }
            return try capped(art.pixels, columns: columns, rows: rows, reference: reference, name: name)
        }
        return Scores(
            name: name, size: full.size, columns: columns, rows: rows, ours256: ours[0], ours24: ours[1], ours256FourTimes: fourTimes,
            chafa240: try chafaScore("240"), chafa240Perceptual: try chafaScore("240", colorSpace: "din99d"),
            chafa256: try chafaScore("256"), chafaFull: try chafaScore("full")
        )
    }

    /// The PSNR of `shown` (`columns × 2·rows` pixels) against `reference`, at most ``ceiling``.
    private static func capped(_ shown: [UInt8], columns: Int, rows: Int, reference: Picture, name: String) throws -> Double {
        guard let score = RasterQuality.peakSignalToNoiseRatio(shown: shown, width: columns, height: 2 * rows, against: reference) else {
            throw Failure(description: "\(name): \(columns)×\(2 * rows) pixels cannot be scored against \(reference.width)×\(reference.height)")
        }
        return min(ceiling, score)
    }

    /// The pixels our raster shows, read back from its ANSI text in `colorMode` (as chafa's
    /// is read) and checked to be exactly what `RasterQuality` says it shows, so both are
    /// scored alike.
    private static func checkedPixels(of raster: SymbolRaster, colorMode: ColorMode, name: String) throws -> [UInt8] {
        var canvas = Canvas(width: raster.columns, height: raster.rows)
        canvas.draw(raster, x: 0, y: 0)
        let art = try HalfBlockArt(parsing: AnsiRenderer.lines(of: canvas, colorMode: colorMode).joined(separator: "\n"))
        guard art.pixels == RasterQuality.shownPixels(of: raster) else {
            throw Failure(description: "\(name): our raster read back from ANSI text differs from RasterQuality's pixels")
        }
        return art.pixels
    }

    /// The summary of one width: means, shares and goals.
    private static func printSummary(_ scores: [Scores], columns: Int, skipped: Int) {
        guard !scores.isEmpty else { return }
        let count = Double(scores.count)
        func mean(_ value: (Scores) -> Double) -> Double { scores.map(value).reduce(0, +) / count }
        let wins240 = scores.filter { $0.ours256 >= $0.chafa240 }.count
        let winsFourTimes = scores.filter { $0.ours256FourTimes >= $0.chafa240 }.count
        let close24 = scores.filter { $0.ours24 >= $0.chafaFull - truecolorTolerance }.count
        let worst = scores.min { $0.ours256 - $0.chafa240 < $1.ours256 - $1.chafa240 }
        let rowsRange = "\(scores.map(\.rows).min() ?? 0)–\(scores.map(\.rows).max() ?? 0)"
        func comparison(_ name: String, _ ours: Double, _ theirs: Double, goal: String = "") -> BenchmarkRow {
            BenchmarkRow(name: name, ours: decibels(ours), baseline: decibels(theirs), ratio: signedDecibels(ours - theirs), goal: goal)
        }
        let share = Double(wins240) / count
        var rows = [
            comparison(
                "mean, 256 colours against chafa `--colors 240`", mean(\.ours256), mean(\.chafa240),
                goal: goalVerdict("at least chafa's", mean(\.ours256) >= mean(\.chafa240))),
            BenchmarkRow(
                name: "photos where 256 colours score at least chafa `--colors 240`", ours: "\(wins240) of \(scores.count)",
                baseline: "—", ratio: String(format: "%.0f %%", 100 * share), goal: goalVerdict("≥ 80 %", share >= requiredShare)),
            BenchmarkRow(
                name: "the same, photos decoded covering 4 × the card's pixels (before)", ours: "\(winsFourTimes) of \(scores.count)",
                baseline: "—", ratio: String(format: "%.0f %%", 100 * Double(winsFourTimes) / count), goal: ""),
            comparison("mean, 256 colours decoded covering 8 × the card's pixels against 4 × (before)", mean(\.ours256), mean(\.ours256FourTimes)),
            comparison("mean, 256 colours against chafa `--colors 240 --color-space din99d`", mean(\.ours256), mean(\.chafa240Perceptual)),
            comparison("mean, 256 colours against chafa `--colors 256`", mean(\.ours256), mean(\.chafa256)),
            comparison(
                "mean, 24-bit colour against chafa `--colors full`", mean(\.ours24), mean(\.chafaFull),
                goal: goalVerdict("within \(truecolorTolerance) dB", mean(\.ours24) >= mean(\.chafaFull) - truecolorTolerance)),
            BenchmarkRow(
                name: "photos where 24-bit colour is within \(truecolorTolerance) dB of chafa `--colors full` (or better)",
                ours: "\(close24) of \(scores.count)", baseline: "—", ratio: String(format: "%.0f %%", 100 * Double(close24) / count), goal: ""),
            comparison("mean, 24-bit colour against our 256 colours", mean(\.ours24), mean(\.ours256)),
        ]
        if let worst {
            rows.append(comparison("the photo furthest below chafa `--colors 240`: \(worst.name)", worst.ours256, worst.chafa240))
        }
        printTable(
            title:
                "Pictures: quality at \(columns) columns (\(rowsRange) rows), PSNR against the photo at full size cut to the card, \(scores.count) bundled photos"
                + (skipped > 0 ? " (\(skipped) other files skipped)" : ""),
            baselineName: "chafa", rows: rows
        )
    }

    /// One row per sample photo and width.
    private static func printSample(_ sample: [String], byWidth: [Int: [Scores]], all: [String]) {
        print(
            """

            ### Pictures: quality of the sample photos (PSNR against the photo at full size cut to the card; higher is better)

            | photo | card | ours, 256 colours | chafa `--colors 240` | chafa `240`, DIN99d | chafa `256` | ours, 24-bit | chafa `full` |
            | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
            """)
        for path in sample {
            guard let index = all.firstIndex(of: path) else { continue }
            for width in widths {
                guard let scores = byWidth[width]?[index] else { continue }
                print(
                    "| \(scores.name) (\(scores.size.width)×\(scores.size.height)) | \(scores.columns)×\(scores.rows) | "
                        + [scores.ours256, scores.chafa240, scores.chafa240Perceptual, scores.chafa256, scores.ours24, scores.chafaFull]
                        .map(decibels).joined(separator: " | ") + " |")
            }
        }
    }

    /// `value` in decibels with two decimals.
    static func decibels(_ value: Double) -> String {
        String(format: "%.2f dB", value)
    }

    /// A difference in decibels with its sign.
    static func signedDecibels(_ value: Double) -> String {
        String(format: "%+.2f dB", value)
    }
}
