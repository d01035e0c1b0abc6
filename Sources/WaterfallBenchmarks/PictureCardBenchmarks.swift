import Pixels
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// One card's picture made from its file — decode, cut to the card's shape, scale, fit to half
/// blocks in 256 colours — by our pipeline (`CardPictureMaker.render` with no cache, so every
/// call reads and decodes the file) against chafa at the same settings (``Chafa``). chafa is
/// timed with many files in one process, so its start-up is not counted against it, and also
/// as one process per card minus the cost of starting any process (`/bin/true`).
enum PictureCardBenchmarks {
    /// The card's image area in cells (the picture is 30 × 28 pixels).
    static let columns = 30
    static let rows = 14
    /// About how many pictures chafa is given in one process to amortise its start-up.
    static let chafaBatch = 30

    /// Times both on the 640×427 JPEG (when present) and on the bundled photos, printing one table.
    static func run(_ photos: BenchmarkPhotos, chafa: Chafa?) {
        var tableRows: [BenchmarkRow] = []
        let environment = StartupBenchmarks.childEnvironment()
        let settings = Chafa.Settings(columns: columns, rows: rows)
        if let card = photos.cardPhoto {
            tableRows += cardPhotoRows(card, chafa: chafa, settings: settings, environment: environment)
        } else {
            print("\n(\(BenchmarkPhotos.cardPhotoName) is missing: run Scripts/make-benchmark-photo.py; timing the bundled photos only)")
        }
        let sample = photos.onePerSource
        if let ours = oursPerCard(sample) {
            let sides = sample.compactMap { try? PictureDecoder().decode(file: $0) }.flatMap { [$0.width, $0.height] }
            let chafaTime = chafa.flatMap { chafaPerCard($0, paths: sample, settings: settings, environment: environment) }
            tableRows.append(
                comparisonRow(
                    "one card, mean over \(sample.count) bundled photos (the first made from each source image; \(sides.min() ?? 0)–\(sides.max() ?? 0) pixels a side)",
                    ours: ours, chafa: chafaTime, goal: true
                ))
        }
        printTable(
            title: "Pictures: one card (\(columns) × \(rows) cells, half blocks, 256 colours), from file to cells",
            baselineName: "chafa, same settings (start-up amortised over ~\(chafaBatch) files)", rows: tableRows
        )
        if let chafa {
            print(
                "\n(\(chafa.version() ?? "chafa"): `chafa \(settings.arguments.joined(separator: " ")) FILE…`; "
                    + "`--stretch` makes the output exactly \(columns) × \(rows) cells, as the card, instead of fitting the photo inside.)")
        }
    }

    /// The rows for the 640×427 JPEG: against chafa in a batch, one process per card, and on one
    /// thread; then where our time goes.
    private static func cardPhotoRows(_ path: String, chafa: Chafa?, settings: Chafa.Settings, environment: [String]) -> [BenchmarkRow] {
        guard let ours = oursPerCard([path]) else { return [] }
        var rows = [
            comparisonRow(
                "one card from a 640×427 JPEG: decode + cut + scale + fit, no cache",
                ours: ours, chafa: chafa.flatMap { chafaPerCard($0, paths: [path], settings: settings, environment: environment) }, goal: true
            )
        ]
        if let chafa {
            let single = processNanoseconds(chafa.path, settings.arguments + [path], environment: environment)
            let floor = processNanoseconds("/bin/true", [], environment: environment)
            rows.append(
                comparisonRow(
                    "same, chafa as one process per card minus the process-start floor (chafa process \(formatNanoseconds(single)), `/bin/true` \(formatNanoseconds(floor)))",
                    ours: ours, chafa: single - floor, goal: false
                ))
            var oneThread = settings
            oneThread.threads = 1
            rows.append(
                comparisonRow(
                    "same, chafa on one thread (`--threads 1`; ours makes each picture on one worker thread)",
                    ours: ours, chafa: chafaPerCard(chafa, paths: [path], settings: oneThread, environment: environment), goal: false
                ))
        }
        rows += breakdownRows(path)
        return rows
    }

    /// Our time for decoding, cutting and scaling, and fitting, each alone.
    private static func breakdownRows(_ path: String) -> [BenchmarkRow] {
        let decoder = PictureDecoder(background: .black)
        let target = PictureTarget.covering(
            RenditionSizes.decodeRequest(for: RenditionSizes.symbolSourcePixels(columns: columns, rows: rows, symbols: .halfBlocks)))
        guard let decoded = try? decoder.decode(file: path, target: target),
            let scaled = decoded.croppedToAspect(width: columns, height: 2 * rows).scaled(toWidth: columns, height: 2 * rows)
        else {
            return []
        }
        let decode = Harness.nanoseconds(rounds: 9, iterations: 40) { Harness.blackHole(try? decoder.decode(file: path, target: target)) }
        let cut = Harness.nanoseconds(rounds: 9, iterations: 200) {
            Harness.blackHole(decoded.croppedToAspect(width: columns, height: 2 * rows).scaled(toWidth: columns, height: 2 * rows))
        }
        let fit = Harness.nanoseconds(rounds: 9, iterations: 200) {
            Harness.blackHole(try? SymbolRaster(picture: scaled, columns: columns, rows: rows, symbols: .halfBlocks, colorMode: .ansi256))
        }
        return [
            BenchmarkRow(
                name: "of which reading and decoding the file at the JPEG DCT scale (\(decoded.width)×\(decoded.height) pixels)",
                ours: formatNanoseconds(decode), baseline: "—", ratio: "—", goal: ""),
            BenchmarkRow(
                name: "of which cutting to the card's shape and area-averaging to \(columns)×\(2 * rows) pixels",
                ours: formatNanoseconds(cut), baseline: "—", ratio: "—", goal: ""),
            BenchmarkRow(
                name: "of which fitting \(columns * rows) cells (sRGB, 240 palette colours)",
                ours: formatNanoseconds(fit), baseline: "—", ratio: "—", goal: ""),
        ]
    }

    /// A row of ours against chafa's time per card (or without chafa), with the goal "faster than
    /// chafa" when `goal` is set.
    private static func comparisonRow(_ name: String, ours: Double, chafa: Double?, goal: Bool) -> BenchmarkRow {
        guard let chafa else {
            return BenchmarkRow(name: name, ours: formatNanoseconds(ours), baseline: "—", ratio: "—", goal: goal ? "faster than chafa: not compared" : "")
        }
        return BenchmarkRow(
            name: name, ours: formatNanoseconds(ours), baseline: formatNanoseconds(chafa),
            ratio: speedup(baseline: chafa, ours: ours), goal: goal ? goalVerdict("faster than chafa", ours < chafa) : ""
        )
    }

    /// Our median time per card over `paths` (each rendered in turn by a maker with no cache), or
    /// nil (after saying why) when one cannot be drawn.
    static func oursPerCard(_ paths: [String]) -> Double? {
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, cacheBytes: 0)
        let keys = paths.map { PictureKey(reference: .file(path: $0), columns: columns, rows: rows) }
        for key in keys {
            if case .failure(let failure) = maker.render(key) {
                print("\n(picture card benchmark skipped: \(failure))")
                return nil
            }
        }
        let round = Harness.nanoseconds(rounds: 9, iterations: max(1, 40 / max(1, keys.count))) {
            for key in keys { Harness.blackHole(maker.render(key)) }
        }
        return round / Double(max(1, keys.count))
    }

    /// chafa's time per card with its start-up amortised: the run on about ``chafaBatch`` files
    /// (`paths` repeated) minus the run on the first file alone, over the extra files. Nil (after
    /// saying why) when chafa fails on them.
    static func chafaPerCard(_ chafa: Chafa, paths: [String], settings: Chafa.Settings, environment: [String]) -> Double? {
        guard let first = paths.first else { return nil }
        let batch = Array(Array(repeating: paths, count: max(1, chafaBatch / paths.count)).joined())
        guard batch.count > 1 else { return nil }
        guard StartupBenchmarks.spawnAndWait(chafa.path, settings.arguments + batch, environment: environment) == 0 else {
            print("\n(chafa failed on \(paths.count) photo(s): `\(chafa.path) \(settings.arguments.joined(separator: " ")) \(first) …`)")
            return nil
        }
        let many = processNanoseconds(chafa.path, settings.arguments + batch, environment: environment)
        let one = processNanoseconds(chafa.path, settings.arguments + [first], environment: environment)
        return (many - one) / Double(batch.count - 1)
    }

    /// The median wall-clock time of running `path` with `arguments`, output to /dev/null.
    static func processNanoseconds(_ path: String, _ arguments: [String], environment: [String]) -> Double {
        Harness.nanoseconds(rounds: 9) { Harness.blackHole(StartupBenchmarks.spawnAndWait(path, arguments, environment: environment)) }
    }
}
