import Pixels

@testable import WaterfallTUI

/// A terminal emulated with a layer of pixels, for the pixel layer's tests: cells as the test
/// backend keeps them, and per cell which image (and which cell of it) the pixels over it show.
///
/// Two behaviours, as observed in real terminals: `.inCells` (sixel in xterm) — pixels belong
/// to cells: writing a cell or clearing the screen erases them, a band scroll moves them with
/// the text; `.floating` (kitty placements) — placements lie above the text until deleted:
/// writes, clears and scrolls leave them alone.
final class PixelScreenEmulator: TerminalBackend, PixelWriter {
    enum Behaviour { case inCells, floating }

    /// Which image cell a screen cell shows: image id and the cell's offset inside the image.
    struct Shown: Equatable, CustomStringConvertible {
        let id: UInt32
        let dx: Int
        let dy: Int
        var description: String { "#\(id)+\(dx),\(dy)" }
    }

    let behaviour: Behaviour
    let size: Size
    let colorMode = ColorMode.ansi256
    private(set) var cells: Canvas
    /// `.inCells`: the pixels of each cell.
    private var pixelCells: [Shown?]
    /// `.floating`: the placements shown, oldest first.
    private var floating: [PicturePlacement] = []
    /// Images "transmitted" so far (cheap to show again).
    private var transmitted: Set<UInt32> = []
    /// How many placements were sent in all.
    private(set) var sentCount = 0

    init(width: Int, height: Int, behaviour: Behaviour) {
        self.size = Size(width: width, height: height)
        self.behaviour = behaviour
        self.cells = Canvas(width: width, height: height)
        self.pixelCells = Array(repeating: nil, count: width * height)
    }

    // MARK: TerminalBackend

    func draw(_ runs: [CellRun]) {
        cells.apply(runs)
        guard behaviour == .inCells else { return }
        for run in runs {
            for x in run.x ..< run.x + run.count where x >= 0 && x < size.width {
                pixelCells[run.y * size.width + x] = nil
            }
        }
    }

    func scroll(rows: Range<Int>, by delta: Int) {
        cells.scroll(rows: rows, by: delta)
        guard behaviour == .inCells else { return }
        var moved = pixelCells
        for row in rows {
            let source = row + delta
            for x in 0 ..< size.width {
                moved[row * size.width + x] = rows.contains(source) ? pixelCells[source * size.width + x] : nil
            }
        }
        pixelCells = moved
    }

    func clear() {
        cells.clear()
        if behaviour == .inCells {
            pixelCells = Array(repeating: nil, count: size.width * size.height)
        }
    }

    func flush() {}
    func writeRaw(_ bytes: [UInt8]) {}
    func nextEvent(timeoutMilliseconds: Int) -> InputEvent? { .terminate }
    var wakeUp: @Sendable () -> Void { {} }
    func suspend() {}
    func shutdown() {}

    // MARK: PixelWriter

    var drawsOverCells: Bool { true }
    var pixelsMoveWithScroll: Bool { behaviour == .inCells }
    var pixelsLiveInCells: Bool { behaviour == .inCells }

    func isCheap(_ placement: PicturePlacement) -> Bool {
        behaviour == .floating && transmitted.contains(placement.image.id)
    }

    func bytes(for frame: PixelFrame, screen: Size, colorMode: ColorMode) -> [UInt8] {
        switch behaviour {
        case .inCells:
            draw(frame.repaint)
            for placement in frame.show {
                forEachCell(of: placement) { x, y, shown in pixelCells[y * size.width + x] = shown }
            }
        case .floating:
            for placement in frame.remove {
                if let index = floating.firstIndex(of: placement) { floating.remove(at: index) }
            }
            // Placing the same placement again moves it to the top (kitty replaces a placement
            // with the same image and placement id).
            floating.removeAll { frame.show.contains($0) }
            floating += frame.show
        }
        for placement in frame.show {
            transmitted.insert(placement.image.id)
        }
        sentCount += frame.show.count
        return []
    }

    func bytesReleasingImages() -> [UInt8] {
        transmitted.removeAll()
        return []
    }

    // MARK: Reading

    /// What the pixels over each cell show, row by row.
    var shownPixels: [Shown?] {
        guard behaviour == .floating else { return pixelCells }
        var result = [Shown?](repeating: nil, count: size.width * size.height)
        for placement in floating {
            forEachCell(of: placement) { x, y, shown in result[y * size.width + x] = shown }
        }
        return result
    }

    /// What the pixels over each cell should show for `placements`.
    func expectedPixels(for placements: [PicturePlacement]) -> [Shown?] {
        var result = [Shown?](repeating: nil, count: size.width * size.height)
        for placement in placements {
            forEachCell(of: placement) { x, y, shown in result[y * size.width + x] = shown }
        }
        return result
    }

    private func forEachCell(of placement: PicturePlacement, _ body: (Int, Int, Shown) -> Void) {
        let visible = placement.visible.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        guard !visible.isEmpty else { return }
        for y in visible.minY ..< visible.maxY {
            for x in visible.minX ..< visible.maxX {
                body(x, y, Shown(id: placement.image.id, dx: x - placement.frame.x, dy: y - placement.frame.y))
            }
        }
    }
}
