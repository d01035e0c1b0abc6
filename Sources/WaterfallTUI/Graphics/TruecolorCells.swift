/// 24-bit colour for cells drawn through a backend that only knows the 256-colour palette
/// (curses without a `*-direct` terminal description): after each frame is flushed, the cells
/// with `rgb` colours are written again, beside curses, with `38;2;r;g;b` / `48;2;r;g;b`.
///
/// Curses keeps its own record of the screen in palette colours (each `rgb` colour as its
/// nearest palette entry), so it writes a 24-bit cell's stand-in whenever it writes that cell,
/// and it never knows the terminal shows something finer. What it may have written in a frame
/// lies, on each row, between the first and the last cell the frame changed there: the runs of
/// the diff, and any unchanged cells between them that curses chose to rewrite rather than move
/// the cursor over. So, for each row the frame wrote to, every cell of that span is written
/// again when it has an `rgb` colour now, or had one in the previous frame (then curses, seeing
/// its stand-in equal to the new cell, may have skipped it, and the terminal would keep the old
/// colour). Rows the terminal scrolled keep their colours (the terminal moves cells with their
/// attributes, and curses moves them with a scroll region; `idcok` is off so it never shifts
/// characters within a line). Cells elsewhere are untouched by curses, hence still right.
///
/// Pure: no state beyond the previous canvas, which ``Terminal`` keeps anyway (moved by scroll
/// hints like the screen).
public enum TruecolorCells {
    /// Whether `cell` has a 24-bit colour.
    @inline(__always)
    static func isTruecolor(_ cell: Cell) -> Bool {
        if case .rgb = cell.style.foreground { return true }
        if case .rgb = cell.style.background { return true }
        return false
    }

    /// The runs of `canvas` to write again after curses sent `written` (the frame's diff, or
    /// every cell when `previous` is nil: a cleared screen), widened so no run cuts a wide
    /// glyph. O(cells of the written rows' spans).
    public static func runs(for canvas: Canvas, previous: Canvas?, written: [CellRun]) -> [CellRun] {
        var spans: [Int: Range<Int>] = [:]
        for run in written where run.y >= 0 && run.y < canvas.height {
            let start = max(0, run.x)
            let end = min(canvas.width, run.x + run.count)
            guard start < end else { continue }
            let span = spans[run.y].map { min($0.lowerBound, start) ..< max($0.upperBound, end) } ?? start ..< end
            spans[run.y] = span
        }
        let previous = previous.flatMap { $0.size == canvas.size ? $0 : nil }
        var areas: [Rect] = []
        for row in spans.keys.sorted() {
            guard let span = spans[row] else { continue }
            var segmentStart: Int?
            for x in span.lowerBound ... span.upperBound {
                let wanted =
                    x < span.upperBound
                    && (isTruecolor(canvas[x, row]) || previous.map { isTruecolor($0[x, row]) } == true)
                if wanted, segmentStart == nil {
                    segmentStart = x
                } else if !wanted, let start = segmentStart {
                    areas.append(Rect(x: start, y: row, width: x - start, height: 1))
                    segmentStart = nil
                }
            }
        }
        return PixelLayer.repaintRuns(of: areas, covered: [], canvas: canvas)
    }

    /// The bytes that write `runs` in 24-bit colour inside a cursor save and restore (`ESC 7` …
    /// `ESC 8`, which also restores the attributes curses believes are in force); empty for no
    /// runs.
    public static func bytes(for runs: [CellRun]) -> [UInt8] {
        guard !runs.isEmpty else { return [] }
        return Array(("\u{1B}7" + AnsiRenderer.render(runs: runs, colorMode: .truecolor) + "\u{1B}8").utf8)
    }
}
