import Foundation
import SeededRandom
import WaterfallLayout

/// Pinterest's gestalt Masonry multi-column layout (run under node by Scripts/gestalt-layout.sh
/// from a snapshot the caller fetched) against ours on the same cards: time per item and the
/// white space left above the spans.
enum GestaltComparison {
    /// Cards per case: gestalt lays every case out at once, and its cost grows faster than the count.
    static let cardCount = 3_000

    /// Runs the comparison when `GESTALT_GIT_DIR` names gestalt's git directory, printing one table.
    static func run() async {
        guard let gitDirectory = ProcessInfo.processInfo.environment["GESTALT_GIT_DIR"] else {
            print("\ngestalt comparison skipped: set GESTALT_GIT_DIR to the git directory of a snapshot of github.com/pinterest/gestalt")
            return
        }
        let photos: [SpanBenchmarks.PictureSize]
        do {
            photos = try await MemoryPageSource.bundled().pages.joined().map { (width: $0.imageWidth, height: $0.imageHeight) }
        } catch {
            print("\ngestalt comparison skipped: \(error)")
            return
        }
        var cases: [(name: String, columns: Int, cards: [ItemSize])] = []
        for columns in [4, 8] {
            let widths = SpanBenchmarks.makeLayout([], columns: columns).widthsForAppending
            let sets = [
                ("bundled photos' shapes", SpanBenchmarks.drawn(from: photos, count: cardCount, seed: 3)),
                ("random, 10 % panoramas", SpanBenchmarks.randomPhotoSizes(count: cardCount, seed: 4)),
            ]
            for (name, pictures) in sets { cases.append((name, columns, SpanBenchmarks.cards(pictures, widths: widths))) }
        }
        let results: [GestaltResult]
        do {
            results = try runGestalt(cases.map { ($0.columns, $0.cards) }, gitDirectory: gitDirectory)
        } catch {
            print("\ngestalt comparison skipped: \(error)")
            return
        }
        print("\n### Against gestalt's multi-column Masonry (\(cardCount) photo cards, all at once)\n")
        print(
            "| pictures | columns | gestalt: time per item | white space | Waterfall fillGaps(8): time per item | white space | greedy: white space | time ratio | goal |"
        )
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
        for (layoutCase, gestalt) in zip(cases, results) {
            let perItem = Double(layoutCase.cards.count)
            var filled = SpanBenchmarks.makeLayout([], columns: layoutCase.columns, placement: .fillGaps(lookahead: 8))
            let ours = Harness.nanoseconds(rounds: 5) {
                filled = SpanBenchmarks.makeLayout(layoutCase.cards, columns: layoutCase.columns, placement: .fillGaps(lookahead: 8))
            }
            let greedy = SpanBenchmarks.makeLayout(layoutCase.cards, columns: layoutCase.columns).whiteSpace(inSection: 0)
            let ourSpace = filled.whiteSpace(inSection: 0)
            let theirs = gestalt.whiteSpace(cards: layoutCase.cards, columns: layoutCase.columns)
            let speed = gestalt.nanoseconds / ours
            let met = speed >= 100 && ourSpace.emptyRows < theirs.emptyRows
            print(
                "| \(layoutCase.name) | \(layoutCase.columns) | \(formatNanoseconds(gestalt.nanoseconds / perItem)) | \(format3(theirs.share * 100)) % "
                    + "| \(formatNanoseconds(ours / perItem)) | \(format3(ourSpace.share * 100)) % | \(format3(greedy.share * 100)) % "
                    + "| \(format3(speed))× faster | \(goalVerdict("less white space, ≥ 100× faster", met)) |")
        }
    }

    /// What gestalt made of one case: its median time and every item's top and first column.
    struct GestaltResult {
        var nanoseconds: Double
        var tops: [Int]
        var columns: [Int]

        /// The white space of gestalt's placement of `cards` (as ``WhiteSpace``: per column, the
        /// rows above its lowest item's bottom that no item covers).
        func whiteSpace(cards: [ItemSize], columns count: Int) -> WhiteSpace {
            var bottoms = Array(repeating: 0, count: count)
            var covered = Array(repeating: 0, count: count)
            for (index, card) in cards.enumerated() {
                let span = card.span.columnCount(inSectionOf: count)
                for column in columns[index] ..< min(count, columns[index] + span) {
                    bottoms[column] = max(bottoms[column], tops[index] + card.height)
                    covered[column] += card.height
                }
            }
            return WhiteSpace(emptyRows: zip(bottoms, covered).reduce(0) { $0 + $1.0 - $1.1 }, laidOutRows: bottoms.reduce(0, +))
        }
    }

    /// Runs gestalt on `cases` (column count and cards each) through Scripts/gestalt-layout.sh.
    static func runGestalt(_ cases: [(columns: Int, cards: [ItemSize])], gitDirectory: String) throws -> [GestaltResult] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-gestalt-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let encoded = cases.map { layoutCase in
            let heights = layoutCase.cards.map { String($0.height) }.joined(separator: ",")
            let spans = layoutCase.cards.map { String($0.span.columnCount(inSectionOf: layoutCase.columns)) }.joined(separator: ",")
            return "{\"columns\":\(layoutCase.columns),\"heights\":[\(heights)],\"spans\":[\(spans)]}"
        }
        try Data("{\"rounds\":3,\"cases\":[\(encoded.joined(separator: ","))]}".utf8).write(to: scratch)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["Scripts/gestalt-layout.sh", gitDirectory, scratch.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let results = object["results"] as? [[String: Any]], results.count == cases.count
        else {
            throw GestaltError.badOutput(status: process.terminationStatus)
        }
        return try zip(cases, results).map { layoutCase, result in
            guard let nanoseconds = result["nanoseconds"] as? Double, let tops = result["tops"] as? [Int], let columns = result["columns"] as? [Int],
                tops.count == layoutCase.cards.count, columns.count == layoutCase.cards.count
            else { throw GestaltError.badOutput(status: 0) }
            return GestaltResult(nanoseconds: nanoseconds, tops: tops, columns: columns)
        }
    }

    /// Why gestalt's run gave nothing to compare.
    enum GestaltError: Error, CustomStringConvertible {
        /// Scripts/gestalt-layout.sh failed or printed something else than the expected JSON.
        case badOutput(status: Int32)

        var description: String {
            switch self {
            case .badOutput(let status): return "Scripts/gestalt-layout.sh failed (exit status \(status)) or printed no layout for every card"
            }
        }
    }
}
