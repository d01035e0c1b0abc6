import SeededRandom
import Testing

@testable import WaterfallTUI

/// A backend that behaves as curses does with 24-bit colours it cannot send: it keeps its own
/// record of the screen in palette colours (each `rgb` colour as its stand-in), sends a cell
/// only when its stand-in differs from the record, and, on a row it writes to, may also rewrite
/// unchanged cells between the first and the last changed one (as curses does instead of moving
/// the cursor). The emulated terminal shows exactly what arrives: those stand-ins, and whatever
/// raw bytes (`ESC [ row ; column H`, SGR colours, `ESC 7`/`ESC 8`, glyphs) are written.
final class CursesLikeBackend: TerminalBackend {
    let size: Size
    let colorMode = ColorMode.truecolor
    /// What the terminal shows, colours as sent (exact for raw 24-bit writes).
    private(set) var screen: [Cell]
    /// Curses' record of the screen: palette stand-ins.
    private var record: [Cell]
    /// The window drawn into since the last flush.
    private var window: [Cell]
    private var rng: SplitMix64

    init(width: Int, height: Int, seed: UInt64) {
        size = Size(width: width, height: height)
        screen = Array(repeating: .blank, count: width * height)
        record = screen
        window = screen
        rng = SplitMix64(seed: seed)
    }

    /// A cell as curses records and sends it: its colours as palette entries.
    static func standIn(_ cell: Cell) -> Cell {
        var copy = cell
        copy.style = Style(
            foreground: cell.style.foreground.downgraded(to: .ansi256), background: cell.style.background.downgraded(to: .ansi256),
            attributes: cell.style.attributes
        )
        return copy
    }

    func draw(_ runs: [CellRun]) {
        for run in runs {
            for (offset, cell) in run.cells.enumerated() where run.x + offset < size.width {
                window[run.y * size.width + run.x + offset] = cell
            }
        }
    }

    func scroll(rows: Range<Int>, by delta: Int) {
        for grid in [\CursesLikeBackend.screen, \.record, \.window] {
            let old = self[keyPath: grid]
            for row in rows {
                let source = row + delta
                for x in 0 ..< size.width {
                    self[keyPath: grid][row * size.width + x] = rows.contains(source) ? old[source * size.width + x] : .blank
                }
            }
        }
    }

    func clear() {
        screen = Array(repeating: .blank, count: screen.count)
        record = screen
        window = screen
    }

    func flush() {
        for row in 0 ..< size.height {
            let base = row * size.width
            let changed = (0 ..< size.width).filter { Self.standIn(window[base + $0]) != record[base + $0] }
            guard let first = changed.first, let last = changed.last else { continue }
            for x in first ... last {
                let standIn = Self.standIn(window[base + x])
                if standIn != record[base + x] || Bool.random(using: &rng) {
                    screen[base + x] = standIn
                    record[base + x] = standIn
                }
            }
        }
    }

    func writeRaw(_ bytes: [UInt8]) {
        var cursor = (x: 0, y: 0)
        var style = Style.plain
        var saved = (cursor, style)
        var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                if cursor.x < size.width, cursor.y < size.height {
                    screen[cursor.y * size.width + cursor.x] = Cell(character: Character(scalar), style: style)
                }
                cursor.x += 1
                continue
            }
            switch scalars.next() {
            case "7": saved = (cursor, style)
            case "8": (cursor, style) = saved
            case "[":
                var parameters = ""
                while let next = scalars.next() {
                    if next == "H" {
                        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
                        cursor = (numbers[1] - 1, numbers[0] - 1)
                        break
                    }
                    if next == "m" {
                        style = Self.style(parameters)
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            default: Issue.record("unexpected escape sequence")
            }
        }
    }

    /// The style an SGR sequence `0;…` selects (colours only: the tests draw no attributes).
    static func style(_ parameters: String) -> Style {
        var codes = parameters.split(separator: ";").compactMap { Int($0) }.makeIterator()
        var style = Style.plain
        while let code = codes.next() {
            guard code == 38 || code == 48 else { continue }
            let color: Color
            if codes.next() == 2 {
                color = .rgb(UInt8(codes.next() ?? 0), UInt8(codes.next() ?? 0), UInt8(codes.next() ?? 0))
            } else {
                color = Color.indexed(UInt8(codes.next() ?? 0)).downgraded(to: .ansi256)
            }
            if code == 38 { style.foreground = color } else { style.background = color }
        }
        return style
    }

    func nextEvent(timeoutMilliseconds: Int) -> InputEvent? { nil }
    let wakeUp: @Sendable () -> Void = {}
    func suspend() {}
    func shutdown() {}
}

@Suite("24-bit colour cells beside a palette-only backend", .timeLimit(.minutes(2)))
struct TruecolorCellsTests {
    /// A random cell: a 24-bit half block (a photo), a palette-coloured letter, or a blank;
    /// 24-bit colours come from a few that share stand-ins, so curses often sees no change.
    static func randomCell(using rng: inout SplitMix64) -> Cell {
        switch Int.random(in: 0 ..< 3, using: &rng) {
        case 0:
            let level = UInt8.random(in: 100 ... 103, using: &rng)
            return Cell(character: "▀", style: Style(foreground: .rgb(level, 50, 40), background: .rgb(40, level, 50)))
        case 1:
            // The palette stand-in of a 24-bit colour above: curses cannot tell them apart.
            return Cell(
                character: "▀",
                style: Style(foreground: Color.rgb(101, 50, 40).downgraded(to: .ansi256), background: Color.rgb(40, 101, 50).downgraded(to: .ansi256)))
        default:
            return Cell(character: Character(Unicode.Scalar(UInt8.random(in: 97 ... 122, using: &rng))), style: Style(foreground: .indexed(244)))
        }
    }

    @Test("after every frame — random changes, scrolls, clears — the terminal shows every cell exactly", arguments: [1, 2, 3] as [UInt64])
    func framesStayExact(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let (width, height) = (24, 10)
        let backend = CursesLikeBackend(width: width, height: height, seed: seed)
        let terminal = Terminal(backend: backend)
        var canvas = Canvas(width: width, height: height)
        for frame in 0 ..< 150 {
            switch Int.random(in: 0 ..< 10, using: &rng) {
            case 0:
                terminal.forceFullRedraw()
            case 1, 2:
                let top = Int.random(in: 0 ..< 3, using: &rng)
                let band = top ..< height - Int.random(in: 0 ..< 3, using: &rng)
                let delta = Int.random(in: -2 ... 2, using: &rng)
                if delta != 0 {
                    terminal.scroll(rows: band, by: delta)
                    canvas.scroll(rows: band, by: delta)
                }
            default:
                break
            }
            for _ in 0 ..< Int.random(in: 0 ... 30, using: &rng) {
                let x = Int.random(in: 0 ..< width, using: &rng)
                let y = Int.random(in: 0 ..< height, using: &rng)
                let run = (0 ..< Int.random(in: 1 ... 6, using: &rng)).map { _ in Self.randomCell(using: &rng) }
                canvas.blit(run[...], x: x, y: y)
            }
            terminal.present(canvas)
            let wrong = (0 ..< width * height).filter { position in
                let cell = canvas.cells[position]
                return backend.screen[position] != (TruecolorCells.isTruecolor(cell) ? cell : CursesLikeBackend.standIn(cell))
            }
            #expect(wrong.isEmpty, "frame \(frame): cells \(wrong.prefix(5).map { ($0 % width, $0 / width) }) differ")
            if !wrong.isEmpty { return }
        }
    }

    @Test("only the written rows' spans are written again, and nothing without 24-bit colours")
    func onlyWhatCursesMayHaveTouched() {
        var canvas = Canvas(width: 10, height: 3)
        let photo = Cell(character: "▀", style: Style(foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6)))
        for y in 0 ..< 3 { canvas.blit(Array(repeating: photo, count: 10)[...], x: 0, y: y) }
        canvas.put("ab", x: 3, y: 1, style: Style(foreground: .indexed(244)))
        let written = [CellRun(x: 2, y: 1, cells: canvas.cells[12 ..< 13]), CellRun(x: 6, y: 1, cells: canvas.cells[16 ..< 17])]
        let runs = TruecolorCells.runs(for: canvas, previous: canvas, written: written)
        // Row 1 from column 2 to 6: cell 2 (photo), cells 3 and 4 are letters (not rewritten),
        // 5 and 6 photos. Rows 0 and 2 were not written.
        #expect(runs.map { [$0.x, $0.y, $0.count] } == [[2, 1, 1], [5, 1, 2]])
        #expect(TruecolorCells.runs(for: Canvas(width: 10, height: 3), previous: nil, written: Canvas(width: 10, height: 3).fullRuns()).isEmpty)
        let bytes = String(decoding: TruecolorCells.bytes(for: runs), as: UTF8.self)
        #expect(bytes.hasPrefix("\u{1B}7") && bytes.hasSuffix("\u{1B}8") && bytes.contains("38;2;1;2;3;48;2;4;5;6m▀"))
    }

    @Test("with pictures in pixels, 24-bit cells are not written again and sixel repaints use palette colours")
    func pixelsKeepCellsInThePalette() {
        let backend = TestBackend(cols: 12, rows: 4, colorMode: .truecolor)
        let terminal = Terminal(backend: backend, pixelWriter: SixelWriter(cellSize: Size(width: 4, height: 6)))
        var canvas = Canvas(width: 12, height: 4)
        canvas.blit(Array(repeating: Cell(character: "▀", style: Style(foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6))), count: 6)[...], x: 0, y: 1)
        terminal.present(canvas)
        #expect(!String(decoding: backend.rawOutput, as: UTF8.self).contains("38;2"))
        let plain = TestBackend(cols: 12, rows: 4, colorMode: .truecolor)
        Terminal(backend: plain).present(canvas)
        #expect(String(decoding: plain.rawOutput, as: UTF8.self).contains("38;2;1;2;3;48;2;4;5;6m▀▀▀▀▀▀"))
    }
}
