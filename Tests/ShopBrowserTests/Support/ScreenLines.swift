import Testing
import WaterfallTUI

/// Exact screen lines: the one way the browser's tests compare what a frame shows with the text
/// expected, line by line (trailing spaces aside), as ratatui's tests compare buffers.
enum ScreenLines {
    /// Expects `canvas`'s row `row` to read exactly `expected` (both without trailing spaces);
    /// a negative row counts from the bottom (-1: the status line).
    static func expect(
        _ canvas: Canvas, row: Int, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = canvas.lines(trimmingTrailingSpaces: true)
        let index = row < 0 ? lines.count + row : row
        guard lines.indices.contains(index) else {
            Issue.record("no row \(row) in a frame of \(lines.count) rows", sourceLocation: sourceLocation)
            return
        }
        #expect(lines[index] == trimmed(expected), "row \(row)", sourceLocation: sourceLocation)
    }

    /// Expects the rows of `canvas` from `first` on to read exactly `expected`.
    static func expect(
        _ canvas: Canvas, from first: Int, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (offset, line) in expected.enumerated() {
            expect(canvas, row: first + offset, line, sourceLocation: sourceLocation)
        }
    }

    /// `text` without its trailing spaces.
    static func trimmed(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
