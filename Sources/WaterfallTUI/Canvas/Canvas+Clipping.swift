extension Canvas {
    /// Runs `body` with drawing restricted to `rect` (in local coordinates, intersected with
    /// the current clip), then restores the previous clip.
    @discardableResult
    public mutating func withClip<Result>(_ rect: Rect, _ body: (inout Canvas) throws -> Result) rethrows -> Result {
        let savedClip = clip
        defer { clip = savedClip }
        clip = clip.intersection(rect.offsetBy(dx: origin.x, dy: origin.y))
        return try body(&self)
    }

    /// Runs `body` drawing into the sub-area `rect` (in local coordinates): inside `body`,
    /// (0, 0) is the top-left cell of `rect` and nothing outside `rect` (or the current clip)
    /// is touched. `rect` may lie partly or wholly off the canvas, e.g. a card scrolled half
    /// out of the viewport at a negative row. Origin and clip are restored afterwards.
    @discardableResult
    public mutating func withRegion<Result>(_ rect: Rect, _ body: (inout Canvas) throws -> Result) rethrows -> Result {
        let savedClip = clip
        let savedOrigin = origin
        defer {
            clip = savedClip
            origin = savedOrigin
        }
        let global = rect.offsetBy(dx: origin.x, dy: origin.y)
        clip = clip.intersection(global)
        origin = global.origin
        return try body(&self)
    }

    /// The current clip in local coordinates (relative to `origin`).
    public var localClip: Rect {
        clip.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Draws one glyph of `glyphWidth` cells at canvas position (`x`, `y`), honouring the clip:
    /// a wide glyph with only one half inside the clip leaves a space in that half.
    mutating func drawGlyph(_ glyph: Glyph, glyphWidth: Int, x: Int, y: Int, style: Style) {
        guard y >= clip.minY, y < clip.maxY else { return }
        let leftVisible = x >= clip.minX && x < clip.maxX
        if glyphWidth == 1 {
            if leftVisible {
                store(Cell(glyph: glyph, width: 1, style: style), x: x, y: y)
            }
            return
        }
        let rightVisible = x + 1 >= clip.minX && x + 1 < clip.maxX
        if leftVisible, rightVisible {
            storeWide(Cell(glyph: glyph, width: 2, style: style), x: x, y: y)
        } else if leftVisible {
            store(.blank(style), x: x, y: y)
        } else if rightVisible {
            store(.blank(style), x: x + 1, y: y)
        }
    }
}
