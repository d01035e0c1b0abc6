import Foundation
import ShopBrowser
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// How faithful a card's half-block picture is, ours against chafa's at the same settings: the
/// peak signal-to-noise ratio of the pixels the terminal shows against the reference, the photo
/// decoded at full size, cut to the card's shape and area-averaged to the card's 30 × 28
/// pixels. Ours is `CardPictureMaker.render` (which decodes at a reduced JPEG DCT scale); chafa
/// is given the same cut photo, at full size, losslessly (a PPM file), and its ANSI output is
/// read back through xterm's palette (``HalfBlockArt``).
enum PictureQualityBenchmarks {
    /// The PSNRs of one photo.
    struct Scores {
        /// The photo's file name.
        var name: String
        /// Its size in pixels.
        var size: PictureSize
        /// Ours.
        var ours: Double
        /// chafa with `--colors 256` (entries 0–15 shown with xterm's default RGB).
        var chafa256: Double
        /// chafa with `--colors 240` (the palette ours uses).
        var chafa240: Double
    }

    /// Why a photo could not be scored.
    struct Failure: Error, CustomStringConvertible {
        /// The photo and what went wrong.
        let description: String
    }

    /// Scores the 640×427 photo and one bundled photo per source image (a row each), then every
    /// bundled photo (the mean), printing one table.
    static func run(_ photos: BenchmarkPhotos, chafa: Chafa?) {
        guard let chafa else {
            print("\n(picture quality against chafa skipped: chafa not found on PATH)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-picture-quality-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let allScores = try photos.all.map { try score($0, chafa: chafa, scratch: directory) }
            let byPath = Dictionary(zip(photos.all, allScores), uniquingKeysWith: { first, _ in first })
            let shownScores = try ([photos.cardPhoto].compactMap { $0 } + photos.onePerSource).map { path in
                try byPath[path] ?? score(path, chafa: chafa, scratch: directory)
            }
            printScores(shown: shownScores, all: allScores)
        } catch {
            print("\n(picture quality against chafa skipped: \(error))")
        }
    }

    /// The three PSNRs of the photo at `path`; chafa's input is written into `scratch`.
    static func score(_ path: String, chafa: Chafa, scratch: String) throws -> Scores {
        let columns = PictureCardBenchmarks.columns
        let rows = PictureCardBenchmarks.rows
        let name = URL(fileURLWithPath: path).lastPathComponent
        let full = try PictureDecoder(background: .black).decode(file: path)
        let cut = full.croppedToAspect(width: columns, height: 2 * rows)
        guard let reference = cut.scaled(toWidth: columns, height: 2 * rows) else {
            throw Failure(description: "\(name): cannot be scaled to \(columns)×\(2 * rows)")
        }
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, cacheBytes: 0)
        let raster = try maker.render(PictureKey(reference: .file(path: path), columns: columns, rows: rows)).get()
        try checkReader(on: raster, name: name)
        guard let ours = RasterQuality.peakSignalToNoiseRatio(of: raster, against: reference) else {
            throw Failure(description: "\(name): our raster is not \(columns)×\(2 * rows) pixels")
        }
        let input = "\(scratch)/\(name).ppm"
        try PortablePixmap.write(cut, to: input)
        var settings = Chafa.Settings(columns: columns, rows: rows)
        let chafa256 = try chafaScore(chafa, input: input, settings: settings, reference: reference, name: name)
        settings.colors = "240"
        let chafa240 = try chafaScore(chafa, input: input, settings: settings, reference: reference, name: name)
        return Scores(name: name, size: full.size, ours: ours, chafa256: chafa256, chafa240: chafa240)
    }

    /// The PSNR of chafa's picture of `input` against `reference`.
    private static func chafaScore(_ chafa: Chafa, input: String, settings: Chafa.Settings, reference: Picture, name: String) throws -> Double {
        let art: HalfBlockArt
        do {
            art = try HalfBlockArt(parsing: chafa.output(files: [input], settings: settings))
        } catch {
            throw Failure(description: "\(name): chafa --colors \(settings.colors): \(error)")
        }
        guard art.columns == settings.columns, art.rows == settings.rows,
              let score = RasterQuality.peakSignalToNoiseRatio(art.pixels, reference.pixels) else {
            throw Failure(description: "\(name): chafa drew \(art.columns)×\(art.rows) cells, not \(settings.columns)×\(settings.rows)")
        }
        return score
    }

    /// Checks that reading our own raster back from its ANSI text (as chafa's is read) gives
    /// exactly the pixels `RasterQuality` says it shows, so both are scored alike.
    private static func checkReader(on raster: SymbolRaster, name: String) throws {
        var canvas = Canvas(width: raster.columns, height: raster.rows)
        canvas.draw(raster, x: 0, y: 0)
        let text = AnsiRenderer.lines(of: canvas, colorMode: .ansi256).joined(separator: "\n")
        let art = try HalfBlockArt(parsing: text)
        guard art.pixels == RasterQuality.shownPixels(of: raster) else {
            throw Failure(description: "\(name): our raster read back from ANSI text differs from RasterQuality's pixels")
        }
    }

    /// Prints a row per shown photo, their mean, and the mean over every bundled photo.
    private static func printScores(shown shownScores: [Scores], all allScores: [Scores]) {
        var rows = shownScores.map { scores in
            row(
                "\(scores.name) (\(scores.size.width)×\(scores.size.height))",
                ours: scores.ours, chafa256: scores.chafa256, chafa240: scores.chafa240
            )
        }
        rows.append(meanRow("mean of the \(shownScores.count) photos above", shownScores))
        rows.append(meanRow("mean of all \(allScores.count) bundled photos", allScores))
        let wins = allScores.filter { $0.ours >= $0.chafa256 }.count
        let wins240 = allScores.filter { $0.ours >= $0.chafa240 }.count
        rows.append(BenchmarkRow(
            name: "bundled photos where ours is at least chafa's", ours: "\(wins) of \(allScores.count)",
            baseline: "—", ratio: "\(wins240) of \(allScores.count) against 240 colours", goal: ""
        ))
        print("""

        ### Pictures: quality, PSNR against the photo area-averaged to the card's 30 × 28 pixels (higher is better)

        | photo | Waterfall | chafa `--colors 256` | difference (and against chafa `--colors 240`) | goal |
        | --- | ---: | ---: | ---: | --- |
        """)
        for row in rows {
            print("| \(row.name) | \(row.ours) | \(row.baseline) | \(row.ratio) | \(row.goal) |")
        }
    }

    /// The row of the mean scores of `scores`.
    private static func meanRow(_ name: String, _ scores: [Scores]) -> BenchmarkRow {
        let count = Double(max(1, scores.count))
        return row(
            name, ours: scores.map(\.ours).reduce(0, +) / count,
            chafa256: scores.map(\.chafa256).reduce(0, +) / count, chafa240: scores.map(\.chafa240).reduce(0, +) / count
        )
    }

    /// One row: the scores, the differences, and whether ours is at least chafa's.
    private static func row(_ name: String, ours: Double, chafa256: Double, chafa240: Double) -> BenchmarkRow {
        BenchmarkRow(
            name: name, ours: decibels(ours), baseline: decibels(chafa256),
            ratio: "\(signedDecibels(ours - chafa256)) (\(signedDecibels(ours - chafa240)) against \(decibels(chafa240)))",
            goal: goalVerdict("at least chafa's", ours >= chafa256)
        )
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
