extension Canvas {
    /// Unchanged cells up to this many between two changed ones are sent again rather than
    /// starting a new run: cheaper than another cursor movement.
    public static let runMergeGap = 4

    /// The runs of cells that differ from `previous`, row by row, left to right; empty when
    /// nothing changed. A canvas of another size yields every row in full. Only what the runs
    /// hold needs to be sent to a terminal showing `previous`. O(width × height), one
    /// allocation for the result array.
    public func diff(from previous: Canvas) -> [CellRun] {
        guard previous.width == width, previous.height == height else {
            return fullRuns()
        }
        var runs: [CellRun] = []
        cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                for row in 0 ..< height {
                    let rowStart = row * width
                    var column = 0
                    while column < width {
                        if new[rowStart + column] == old[rowStart + column] {
                            column += 1
                            continue
                        }
                        var start = column
                        var end = column + 1
                        var probe = end
                        while probe < width, probe - end < Canvas.runMergeGap {
                            if new[rowStart + probe] != old[rowStart + probe] {
                                end = probe + 1
                            }
                            probe += 1
                        }
                        if new[rowStart + start].isContinuation, start > 0 {
                            start -= 1
                        }
                        if new[rowStart + end - 1].width == 2, end < width {
                            end += 1
                        }
                        runs.append(CellRun(x: start, y: row, cells: cells[(rowStart + start) ..< (rowStart + end)]))
                        column = end
                    }
                }
            }
        }
        return runs
    }

    /// One run per row covering the whole canvas (what a full redraw sends).
    public func fullRuns() -> [CellRun] {
        guard width > 0 else { return [] }
        return (0 ..< height).map { row in
            CellRun(x: 0, y: row, cells: cells[(row * width) ..< ((row + 1) * width)])
        }
    }

    /// Writes `runs` (typically from `diff(from:)`) into this canvas: applying the diff
    /// between `previous` and `next` to `previous` yields `next`. Runs or parts of runs outside
    /// the canvas are ignored. O(total run length).
    public mutating func apply(_ runs: [CellRun]) {
        for run in runs where run.y >= 0 && run.y < height && run.x >= 0 && run.x < width {
            let visible = run.cells.prefix(width - run.x)
            replaceCells(x: run.x, y: run.y, with: visible)
        }
    }
}
