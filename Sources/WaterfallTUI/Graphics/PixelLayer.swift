/// The record of the pixels a terminal shows over its cells (sixel images, kitty placements),
/// kept next to ``Terminal/shown``, and the rules that keep them right frame after frame.
///
/// After every frame the layer compares the placements the new canvas asks for with those the
/// terminal shows. A shown placement stays only when the new canvas has exactly the same one
/// (same image, frame and visible part) and nothing disturbed it: no cell run was written over it
/// and the screen was not cleared. A scroll of a band of rows moves the shown placements with it
/// when the protocol's pixels move with the text (sixel), clipped to the band; otherwise
/// (kitty placements) the placements in the band are taken away and placed again. Everything
/// else shown is removed, and the cells it leaves are painted again from the canvas (so no stale
/// pixel survives in a cell the canvas does not rewrite); every new placement is sent.
///
/// While keys are arriving, sending expensive images can be deferred: placements of an image
/// the terminal already shows stay where they are until the next frame that sends, and
/// ``hasDeferred`` says a catch-up frame is due. Pure bookkeeping: no I/O.
public struct PixelLayer: Sendable {
    /// The placements the terminal shows now, in the order they were sent.
    public private(set) var shown: [PicturePlacement] = []
    /// Whether the last frame left placements unsent.
    public private(set) var hasDeferred = false
    /// Whether pixels move with the text when the terminal scrolls a band of rows.
    public let pixelsMoveWithScroll: Bool
    /// Whether pixels live in the cells (a written cell loses them; repaint what is removed).
    public let pixelsLiveInCells: Bool

    /// An empty layer for a protocol whose pixels do (or do not) move with a scrolled band and
    /// live in the cells (sixel) or float above them (kitty placements).
    public init(pixelsMoveWithScroll: Bool, pixelsLiveInCells: Bool) {
        self.pixelsMoveWithScroll = pixelsMoveWithScroll
        self.pixelsLiveInCells = pixelsLiveInCells
    }

    /// The terminal moved screen rows `band` up by `delta` rows (down when negative). O(shown).
    public mutating func scrolled(band: Range<Int>, by delta: Int) {
        guard delta != 0, !band.isEmpty else { return }
        let region = Rect(x: Int.min / 4, y: band.lowerBound, width: Int.max / 2, height: band.count)
        var kept: [PicturePlacement] = []
        var stale: [PicturePlacement] = []
        for placement in shown {
            guard !placement.visible.intersection(region).isEmpty else {
                kept.append(placement)
                continue
            }
            guard pixelsMoveWithScroll else {
                stale.append(placement)
                continue
            }
            // Rows of the picture above or below the band do not move; the part inside moves
            // and is cut by the band's edges.
            let moved = placement.visible.intersection(region).offsetBy(dx: 0, dy: -delta).intersection(region)
            if !moved.isEmpty {
                kept.append(PicturePlacement(image: placement.image, frame: placement.frame.offsetBy(dx: 0, dy: -delta), visible: moved))
            }
        }
        shown = kept
        staleAfterScroll += stale
    }

    /// Placements taken out of ``shown`` by a scroll whose pixels did not move: removed by the
    /// next frame.
    private var staleAfterScroll: [PicturePlacement] = []

    /// Forgets every placement without removing it (the terminal lost them: a suspension, or
    /// they were removed by other means).
    public mutating func forgetAll() {
        shown.removeAll()
        staleAfterScroll.removeAll()
        hasDeferred = false
    }

    /// Decides the frame that brings the terminal from ``shown`` to `canvas.placements`, after
    /// `written` runs of cells were sent (or, when `cleared`, the whole screen was cleared and
    /// sent). With `deferring`, placements for which `isCheap` is false are not sent yet (nor
    /// are older placements of the same image at the same frame taken away). O(placements ×
    /// (placements + runs)) plus the cells repainted.
    public mutating func frame(
        for canvas: Canvas, written: [CellRun], cleared: Bool, deferring: Bool = false,
        isCheap: (PicturePlacement) -> Bool = { _ in false }
    ) -> PixelFrame {
        var frame = PixelFrame()
        frame.screenCleared = cleared
        let wanted = canvas.placements
        var kept: [PicturePlacement] = []
        frame.remove = staleAfterScroll
        staleAfterScroll.removeAll()
        for placement in shown {
            let intact = !cleared && !written.contains { run in Self.intersects(run, placement.visible) }
            if intact, wanted.contains(placement) {
                kept.append(placement)
            } else if intact, deferring, wanted.contains(where: { $0.image == placement.image && $0.frame == placement.frame }) {
                kept.append(placement)
            } else {
                frame.remove.append(placement)
            }
        }
        hasDeferred = false
        // In canvas order: a placement drawn after another that overlaps it covers it, so a kept
        // one that a new one before it in the canvas overlaps is sent again, to stay on top.
        for placement in wanted {
            let isKept = kept.contains(placement)
            if isKept, !frame.show.contains(where: { !$0.visible.intersection(placement.visible).isEmpty }) {
                continue
            }
            if isKept {
                kept.removeAll { $0 == placement }
                frame.show.append(placement)
            } else if deferring, !isCheap(placement) {
                hasDeferred = true
            } else {
                frame.show.append(placement)
            }
        }
        if pixelsLiveInCells, !cleared {
            frame.repaint = Self.repaintRuns(
                of: frame.remove.map(\.visible), covered: (kept + frame.show).map(\.visible), canvas: canvas)
        }
        shown = kept + frame.show
        return frame
    }

    /// The bytes-free part of a removal of everything: what ``shown`` held, now forgotten.
    public mutating func removeAll() -> [PicturePlacement] {
        let removed = staleAfterScroll + shown
        forgetAll()
        return removed
    }

    /// Whether `run` writes a cell of `rect`.
    static func intersects(_ run: CellRun, _ rect: Rect) -> Bool {
        run.y >= rect.minY && run.y < rect.maxY && run.x < rect.maxX && run.x + run.count > rect.minX
    }

    /// Runs of `canvas` covering the cells of `areas` not inside any of `covered`, clipped to the
    /// canvas and widened so that no run cuts a wide glyph. O(cells of the areas × covered).
    static func repaintRuns(of areas: [Rect], covered: [Rect], canvas: Canvas) -> [CellRun] {
        var runs: [CellRun] = []
        var rows: [Int: [Range<Int>]] = [:]
        for area in areas {
            var pieces = [area.intersection(canvas.bounds)]
            for cover in covered {
                pieces = pieces.flatMap { $0.subtracting(cover) }
            }
            for piece in pieces where !piece.isEmpty {
                for row in piece.minY ..< piece.maxY {
                    rows[row, default: []].append(piece.minX ..< piece.maxX)
                }
            }
        }
        for row in rows.keys.sorted() {
            guard let spans = rows[row] else { continue }
            for span in merged(spans) {
                var start = span.lowerBound
                var end = span.upperBound
                if canvas[start, row].isContinuation, start > 0 { start -= 1 }
                if end < canvas.width, canvas[end, row].isContinuation { end += 1 }
                let base = row * canvas.width
                runs.append(CellRun(x: start, y: row, cells: canvas.cells[(base + start) ..< (base + end)]))
            }
        }
        return runs
    }

    /// `spans` sorted and with overlapping or touching ones joined.
    static func merged(_ spans: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, span.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound ..< max(last.upperBound, span.upperBound)
            } else {
                result.append(span)
            }
        }
        return result
    }
}
