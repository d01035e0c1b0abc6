import Foundation
import Pixels
import WaterfallPictures

/// The `formats` group: one card (decode + cut + scale + fit, as `PictureCardBenchmarks`) made
/// from the same photo — the 640×427 JPEG — as JPEG, PNG, lossy and lossless WebP, GIF, HEIC and
/// AVIF, against our JPEG and against chafa on the same file. The other files are written once
/// into a temporary directory by ImageMagick's `convert`, libheif's `heif-enc` and libavif's
/// `avifenc`.
enum PictureFormatBenchmarks {
    /// One encoding of the photo: a name, a file extension, the program that writes it and its
    /// arguments before the input and output paths.
    struct Encoding {
        var name: String
        var fileExtension: String
        var program = "convert"
        var options: [String]
        /// Whether the program wants `-o` before the output path (`heif-enc`).
        var outputFlag = false

        /// The command that writes `input` as this encoding to `output`.
        func arguments(input: String, output: String) -> [String] {
            [program] + (program == "convert" ? [input] + options : options + [input]) + (outputFlag ? ["-o", output] : [output])
        }
    }

    static let encodings = [
        Encoding(name: "PNG (RGB, 8-bit)", fileExtension: "png", options: []),
        Encoding(name: "WebP, lossy (quality 80)", fileExtension: "webp", options: ["-quality", "80"]),
        Encoding(name: "WebP, lossless", fileExtension: "webp", options: ["-define", "webp:lossless=true"]),
        Encoding(name: "GIF (256 colours)", fileExtension: "gif", options: []),
        Encoding(name: "HEIC (heif-enc, x265, quality 50, 4:2:0)", fileExtension: "heic", program: "heif-enc", options: ["-q", "50"], outputFlag: true),
        Encoding(
            name: "AVIF (avifenc, aom, quantizer 20 to 30, 4:2:0)", fileExtension: "avif", program: "avifenc",
            options: ["-y", "420", "--min", "20", "--max", "30"]),
    ]

    /// Times the card from each file, printing two tables; says what it skips and why.
    static func run() {
        let photo: String
        do {
            guard let card = try BenchmarkPhotos.locate().cardPhoto else {
                print("\n(picture format benchmarks skipped: \(BenchmarkPhotos.cardPhotoName) is missing; run Scripts/make-benchmark-photo.py)")
                return
            }
            photo = card
        } catch {
            print("\n(picture format benchmarks skipped: \(error))")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-formats-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            print("\n(picture format benchmarks skipped: \(error))")
            return
        }
        var files = [(name: "JPEG (the photo itself, baseline 4:2:0)", path: photo)]
        for (index, encoding) in encodings.enumerated() {
            let path = directory.appendingPathComponent("photo-\(index).\(encoding.fileExtension)").path
            let arguments = encoding.arguments(input: photo, output: path)
            guard StartupBenchmarks.spawnAndWait("/usr/bin/env", arguments, environment: StartupBenchmarks.childEnvironment()) == 0,
                (try? PictureDecoder().decode(file: path).size) == PictureSize(width: 640, height: 427)
            else {
                print("\n(\(encoding.name) skipped: `\(encoding.program)` (installed by .ci/setup) could not write it, or it did not decode to 640 × 427)")
                continue
            }
            files.append((encoding.name, path))
        }
        measure(files)
    }

    /// Our time per card from each file, against our JPEG and against chafa.
    private static func measure(_ files: [(name: String, path: String)]) {
        let chafa = Chafa.locate()
        let environment = StartupBenchmarks.childEnvironment()
        let settings = Chafa.Settings(columns: PictureCardBenchmarks.columns, rows: PictureCardBenchmarks.rows)
        var ours: [(name: String, bytes: Int, time: Double)] = []
        var againstChafa: [BenchmarkRow] = []
        for (name, path) in files {
            guard let time = PictureCardBenchmarks.oursPerCard([path]) else { continue }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            ours.append((name, bytes, time))
            let chafaTime = chafa.flatMap { PictureCardBenchmarks.chafaPerCard($0, paths: [path], settings: settings, environment: environment) }
            againstChafa.append(
                BenchmarkRow(
                    name: "\(name), \(bytes / 1024) KiB", ours: formatNanoseconds(time),
                    baseline: chafaTime.map(formatNanoseconds) ?? "—",
                    ratio: chafaTime.map { speedup(baseline: $0, ours: time) } ?? "—",
                    goal: chafaTime.map { goalVerdict("faster than chafa", time < $0) } ?? "faster than chafa: not compared"
                ))
        }
        guard let jpeg = ours.first else { return }
        let cells = "\(PictureCardBenchmarks.columns) × \(PictureCardBenchmarks.rows) cells"
        printTable(
            title: "Pictures by format: one card (\(cells), half blocks, 256 colours) from the 640×427 photo, from file to cells",
            baselineName: "the same photo as JPEG (ours)",
            rows: ours.dropFirst().map { row in
                BenchmarkRow(
                    name: "\(row.name), \(row.bytes / 1024) KiB", ours: formatNanoseconds(row.time),
                    baseline: formatNanoseconds(jpeg.time), ratio: speedup(baseline: jpeg.time, ours: row.time), goal: "")
            }
        )
        printTable(
            title: "Pictures by format: the same cards against chafa on the same files",
            baselineName: "chafa, same settings and file (start-up amortised over ~\(PictureCardBenchmarks.chafaBatch) files)",
            rows: againstChafa
        )
        if chafa == nil {
            print("\n(chafa not found on PATH: the comparisons with chafa are skipped; `apt-get install chafa` to run them)")
        }
    }
}
