import Foundation
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import WaterfallPictures

/// Photos decoded in sandboxed helper processes (`DecoderSandbox`, two helpers from the release
/// `waterfall`, as the browser starts them) against in process, in the same run: one card made
/// from its file (read, decode, scale, cut, fit; no cache) for the 640×427 JPEG and as a mean over
/// every bundled photo, and the start to the first frame with every on-screen photo drawn, the
/// helpers started inside the timed start (they load while the catalog does).
enum PictureSandboxBenchmarks {
    /// The card's image area in cells, as in ``PictureCardBenchmarks``.
    static let columns = PictureCardBenchmarks.columns
    static let rows = PictureCardBenchmarks.rows

    /// Runs every part, printing one table; says what it skips and why.
    @MainActor
    static func run() async {
        guard let command = helperCommand() else { return }
        let photos: BenchmarkPhotos
        do {
            photos = try BenchmarkPhotos.locate()
        } catch {
            print("\n(sandbox benchmarks skipped: \(error))")
            return
        }
        let sandbox = DecoderSandbox(command: command)
        defer { sandbox.shutdown() }
        sandbox.prestart()
        var tableRows: [BenchmarkRow] = []
        if let card = photos.cardPhoto, let row = cardRow("one card from a 640×427 JPEG", paths: [card], sandbox: sandbox) {
            tableRows.append(row)
        }
        if let row = cardRow("one card, mean over all \(photos.all.count) bundled photos", paths: photos.all, sandbox: sandbox) {
            tableRows.append(row)
        }
        if let notice = sandbox.notice {
            print("\n(sandbox benchmarks: \(notice))")
            return
        }
        if DecoderZygote.current == nil { print("\n(no decoder zygote: this process had more than one thread at start)") }
        let launches: [DecoderZygote?] = DecoderZygote.current.map { [$0, nil] } ?? [nil]
        for zygote in launches {
            do {
                if let row = try await startRow(command, zygote: zygote) { tableRows.append(row) }
            } catch {
                print("\n(sandboxed start-up skipped: \(error))")
            }
        }
        tableRows += binaryRows(command.path)
        printTable(
            title: "Pictures: decoded in sandboxed helper processes (2 helpers) against in process",
            baselineName: "in process, same run", rows: tableRows
        )
    }

    /// `waterfall decode-worker`, the release binary beside this one; nil (after saying why) when
    /// it is missing.
    static func helperCommand() -> HelperCommand? {
        guard let executable = CatalogLocator.runningExecutablePath() else {
            print("\n(sandbox benchmarks skipped: cannot find this executable's path)")
            return nil
        }
        let waterfall = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("waterfall").path
        guard access(waterfall, X_OK) == 0 else {
            print("\n(sandbox benchmarks skipped: \(waterfall) not found; run `swift build -c release` first)")
            return nil
        }
        return HelperCommand(path: waterfall)
    }

    /// The time per card over `paths` with the sandbox against in process, rounds of each
    /// interleaved so that the machine's load falls on both alike; nil (after saying why) when a
    /// card cannot be drawn.
    static func cardRow(_ name: String, paths: [String], sandbox: DecoderSandbox) -> BenchmarkRow? {
        let keys = paths.map { PictureKey(reference: .file(path: $0), columns: columns, rows: rows) }
        let inProcess = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, cacheBytes: 0)
        let sandboxed = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, cacheBytes: 0, decoding: .sandboxed(sandbox))
        for key in keys {
            let expected = try? inProcess.render(key).get()
            guard let expected, (try? sandboxed.render(key).get()) == expected else {
                print("\n(sandbox card benchmark skipped: \(key.reference) is not drawn alike in both)")
                return nil
            }
        }
        let iterations = max(1, 40 / keys.count)
        var local: [Double] = []
        var helper: [Double] = []
        for _ in 0 ..< 9 {
            local.append(Harness.nanoseconds(rounds: 3, iterations: iterations) { for key in keys { Harness.blackHole(inProcess.render(key)) } })
            helper.append(Harness.nanoseconds(rounds: 3, iterations: iterations) { for key in keys { Harness.blackHole(sandboxed.render(key)) } })
        }
        let ours = median(helper) / Double(keys.count)
        let baseline = median(local) / Double(keys.count)
        return BenchmarkRow(
            name: "\(name) (\(columns) × \(rows) cells, half blocks, 256 colours; file to cells, no cache)",
            ours: formatNanoseconds(ours), baseline: formatNanoseconds(baseline),
            ratio: "\(format3(ours / baseline))×", goal: goalVerdict("≤ 1.15×", ours <= 1.15 * baseline)
        )
    }

    /// Start to the first frame with every on-screen photo drawn (``PictureStartupBenchmarks``),
    /// with a new sandbox started inside each timed start — its helpers forked by `zygote` when
    /// given, else started from `command` — against in process; nil (after saying why) when the
    /// helpers could not be started.
    @MainActor
    static func startRow(_ command: HelperCommand, zygote: DecoderZygote?) async throws -> BenchmarkRow? {
        var sandboxes: [DecoderSandbox] = []
        defer { for sandbox in sandboxes { sandbox.shutdown() } }
        var local: [Double] = []
        var helper: [Double] = []
        var shown = 0
        for round in 0 ... PictureStartupBenchmarks.rounds {
            let inProcess = try await PictureStartupBenchmarks.firstFrame(photos: true)
            let sandboxed = try await PictureStartupBenchmarks.firstFrame(photos: true) {
                let sandbox = DecoderSandbox(command: command, zygote: zygote)
                sandbox.prestart()
                sandboxes.append(sandbox)
                return .sandboxed(sandbox)
            }
            if let notice = sandboxes.compactMap(\.notice).first {
                print("\n(sandboxed start-up skipped: \(notice))")
                return nil
            }
            for sandbox in sandboxes { sandbox.shutdown() }
            sandboxes.removeAll()
            guard round > 0 else { continue }
            local.append(inProcess.nanoseconds)
            helper.append(sandboxed.nanoseconds)
            shown = sandboxed.screen.drawn
        }
        let started = zygote == nil ? "started from the executable" : "forked by the zygote"
        let ours = median(helper)
        let baseline = median(local)
        return BenchmarkRow(
            name:
                "start to first frame with every on-screen photo drawn (bundled catalog, \(PictureStartupBenchmarks.width) × \(PictureStartupBenchmarks.height), \(shown) photos on screen; helpers \(started) within the start)",
            ours: formatNanoseconds(ours), baseline: formatNanoseconds(baseline),
            ratio: "\(format3(ours / baseline))×", goal: goalVerdict("the same or better (≤ 1.05×)", ours <= 1.05 * baseline)
        )
    }

    /// The release binary's `waterfall dump` (every wanted photo made before it prints) with its
    /// default sandbox against `--decode-in-process`, plain and in 256 colours, as processes.
    static func binaryRows(_ waterfall: String) -> [BenchmarkRow] {
        let plain = StartupBenchmarks.childEnvironment().filter { !$0.hasPrefix("TERM=") && !$0.hasPrefix("NO_COLOR=") }
        let base = ["dump", "--width", "\(PictureStartupBenchmarks.width)", "--height", "\(PictureStartupBenchmarks.height)"]
        var rows: [BenchmarkRow] = []
        for (arguments, environment) in [(base, plain), (base + ["--ansi"], plain + ["TERM=xterm-256color"])] {
            let command = "`waterfall \(arguments.joined(separator: " "))`"
            guard StartupBenchmarks.spawnAndWait(waterfall, arguments, environment: environment) == 0 else {
                print("\n(\(command) failed; its row is skipped)")
                continue
            }
            var local: [Double] = []
            var helper: [Double] = []
            for _ in 0 ..< 5 {
                helper.append(PictureCardBenchmarks.processNanoseconds(waterfall, arguments, environment: environment))
                local.append(PictureCardBenchmarks.processNanoseconds(waterfall, arguments + ["--decode-in-process"], environment: environment))
            }
            let ours = median(helper)
            let baseline = median(local)
            rows.append(
                BenchmarkRow(
                    name: "binary: \(command), start to exit, against the same with `--decode-in-process`",
                    ours: formatNanoseconds(ours), baseline: formatNanoseconds(baseline),
                    ratio: "\(format3(ours / baseline))×", goal: goalVerdict("the same or better (≤ 1.05×)", ours <= 1.05 * baseline)
                ))
        }
        return rows
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
