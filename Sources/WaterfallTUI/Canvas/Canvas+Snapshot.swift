extension Canvas {
    /// The canvas as plain text, one string per row (continuation cells omitted, so each row
    /// is `width` cells wide on a terminal). With `trimmingTrailingSpaces`, spaces at row
    /// ends are dropped. O(width × height).
    public func lines(trimmingTrailingSpaces: Bool = false) -> [String] {
        (0 ..< height).map { row in
            var line = ""
            line.reserveCapacity(width)
            for cell in cells[(row * width) ..< ((row + 1) * width)] where !cell.isContinuation {
                cell.glyph.append(to: &line)
            }
            if trimmingTrailingSpaces {
                while line.last == " " {
                    line.removeLast()
                }
            }
            return line
        }
    }

    /// `lines()` joined with newlines.
    public var text: String {
        lines().joined(separator: "\n")
    }

    /// The canvas as text with SGR colour/attribute sequences for `colorMode`, one string
    /// per row, each ending with the style reset (see `AnsiRenderer`).
    public func ansiLines(colorMode: ColorMode) -> [String] {
        AnsiRenderer.lines(of: self, colorMode: colorMode)
    }
}
