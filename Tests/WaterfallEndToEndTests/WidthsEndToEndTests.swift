import Foundation
import TestSupport
import Testing
import WaterfallTUI

extension TerminalEndToEnd {
    /// Titles whose widths terminals disagree on — Devanagari and Tamil with spacing marks and
    /// viramas, skin-tone modifiers alone and after a base, VS16, ZWJ sequences, flags, conjoining
    /// jamo, a scalar glibc cannot measure — browsed in tmux 3.3: the screen tmux holds is the
    /// frame Waterfall drew (`dump` of the same size), no line is wider than the pane, and every
    /// card border is in its column. With widths narrower than tmux's, `नमस्ते` pushed the right
    /// border of its card one cell right and the line overflowed.
    @Suite("Widths in a real terminal (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct WidthsEndToEndTests {
        static let titles = [
            "नमस्ते दुनिया नमस्कार", "👍🏽👍🏽 thumbs up", "🏽 a lone modifier", "❤️ heart ❤️ love",
            "👨‍👩‍👧 family 👩🏽‍💻 work", "🇨🇳🇯🇵 flags", "தமிழ் புத்தகம்", "Cafe\u{301} e\u{301}\u{302}",
            "\u{1FAE8} new emoji", "\u{1100}\u{1161}\u{11A8} 한글 jamo", "a\u{200D}b joined", "中文标题 混合 text नमस्ते",
        ]

        /// A JSON Lines catalog of one item per title, each shop name another title.
        static func catalog(in scratch: TemporaryDirectory) throws -> String {
            let lines = try titles.enumerated().map { index, title in
                let item: [String: Any] = [
                    "id": "w\(index)", "title": title, "shop": titles[(index + 5) % titles.count],
                    "price": ["amount": 1000 + index], "width": 300, "height": 200 + 40 * (index % 4),
                ]
                return String(decoding: try JSONSerialization.data(withJSONObject: item), as: UTF8.self)
            }
            return try scratch.write("widths.jsonl", lines.joined(separator: "\n") + "\n")
        }

        /// The display columns at which `line` holds a card border character.
        static func borderColumns(_ line: Substring) -> [Int] {
            var columns: [Int] = []
            var column = 0
            for cluster in DisplayCluster.clusters(of: String(line)) {
                if "│╭╮╰╯".contains(cluster.character) { columns.append(column) }
                column += cluster.width
            }
            return columns
        }

        @Test func whatTmuxShowsIsTheFrameWaterfallDrew() async throws {
            let scratch = try TemporaryDirectory()
            let file = try Self.catalog(in: scratch)
            let (width, height) = (100, 30)
            let options = ["--data", file, "--latency", "0", "--images", "off", "--columns", "3"]
            let binary = try EndToEnd.waterfallBinary()
            let session = try await TmuxSession(width: width, height: height, command: [binary] + options)
            defer { session.kill() }
            try await session.waitFor("12 items", "╰")
            let dump = try await EndToEnd.run(binary, ["dump", "--width", "\(width)", "--height", "\(height)"] + options)
            let frame = dump.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let rows = 1 ..< height - 1
            // The terminal may still be drawing the frame when the status line is in: wait until
            // it matches (or time out and show where it does not).
            func matches(_ screen: String) -> Bool {
                let shown = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return shown.count >= height && rows.allSatisfy { shown[$0].replacing(/\ +$/, with: "") == frame[$0].replacing(/\ +$/, with: "") }
            }
            let settled = try? await session.waitUntil("the frame the dump drew", timeout: .seconds(10), matches)
            var screen = settled ?? ""
            if settled == nil { screen = try await session.capture() }
            let shown = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(shown.count >= height, "\(screen)")
            var edges = Set<Int>()
            for row in rows where frame[row].contains("╭") {
                edges.formUnion(Self.borderColumns(frame[row]))
            }
            #expect(edges.count == 6, "three cards, two edges each: \(edges.sorted())")
            for row in rows {
                let captured = shown[row].replacing(/\ +$/, with: "")
                let drawn = frame[row].replacing(/\ +$/, with: "")
                #expect(captured == drawn, "row \(row):\n tmux: \(captured)\n dump: \(drawn)")
                #expect(DisplayWidth.of(String(captured)) <= width, "row \(row) overflows: \(captured)")
                #expect(
                    Set(Self.borderColumns(captured)).isSubset(of: edges), "row \(row): borders at \(Self.borderColumns(captured)), edges \(edges.sorted())")
            }
        }

        /// `dump` at many widths: no line is wider than asked (9 frames of 162 overflowed when
        /// Devanagari and lone modifiers were measured narrower than glibc measures them).
        @Test func dumpLinesNeverOverflowTheWidth() async throws {
            let scratch = try TemporaryDirectory()
            let file = try Self.catalog(in: scratch)
            let binary = try EndToEnd.waterfallBinary()
            for width in stride(from: 30, through: 130, by: 10) {
                let dump = try await EndToEnd.run(binary, ["dump", "--data", file, "--width", "\(width)", "--height", "40", "--images", "off"])
                #expect(dump.status == 0)
                for line in dump.stdout.split(separator: "\n") {
                    #expect(DisplayWidth.of(String(line)) <= width, "width \(width): \(line)")
                }
            }
        }
    }
}
