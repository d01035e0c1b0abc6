import Pixels
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Pixel layer: pictures over the cells stay right frame after frame", .timeLimit(.minutes(2)))
struct PixelLayerTests {
    /// Cards in content coordinates (their image areas), a scroll offset and an overlay: the
    /// shape of the browser's screen, drawn into canvases with placements.
    struct World {
        var cards: [(image: PixelImage, area: Rect)]
        var offset = 0
        var overlay: Rect?
        let size: Size

        var viewport: Range<Int> { 1 ..< size.height - 1 }

        func render() -> Canvas {
            var canvas = Canvas(width: size.width, height: size.height)
            canvas.put("header", x: 0, y: 0)
            canvas.put("status", x: 0, y: size.height - 1)
            canvas.withRegion(Rect(x: 0, y: viewport.lowerBound, width: size.width, height: viewport.count)) { view in
                for card in cards {
                    let area = card.area.offsetBy(dx: 0, dy: -offset)
                    let letter = Character(Unicode.Scalar(UInt8(65 + Int(card.image.id % 26))))
                    view.fill(area, with: letter)
                    view.place(card.image, in: area)
                }
            }
            if let overlay {
                canvas.hidePlacements(under: overlay)
                canvas.fill(overlay, with: "#")
            }
            return canvas
        }
    }

    static func image(_ id: UInt32) -> PixelImage {
        PixelImage(id: id, picture: Picture(width: 1, height: 1, red: 0, green: 0, blue: 0))
    }

    static func randomWorld(_ rng: inout SplitMix64, size: Size) -> World {
        let cards = (0 ..< Int.random(in: 1 ... 8, using: &rng)).map { index in
            (
                image: image(UInt32(index + 1)),
                area: Rect(
                    x: Int.random(in: -3 ..< size.width, using: &rng), y: Int.random(in: -4 ..< 3 * size.height, using: &rng),
                    width: Int.random(in: 1 ... 12, using: &rng), height: Int.random(in: 1 ... 8, using: &rng))
            )
        }
        return World(cards: cards, size: size)
    }

    /// Every cell showing pixels shows a cell of an image the canvas places with that frame.
    static func showsNoWrongPicture(_ shown: [PixelScreenEmulator.Shown?], canvas: Canvas) -> Bool {
        for (index, pixel) in shown.enumerated() {
            guard let pixel else { continue }
            let x = index % canvas.width
            let y = index / canvas.width
            let right = canvas.placements.contains { placement in
                placement.image.id == pixel.id && placement.frame.x + pixel.dx == x && placement.frame.y + pixel.dy == y
                    && placement.visible.minY <= y && y < placement.visible.maxY
            }
            if !right { return false }
        }
        return true
    }

    @Test(
        "random scrolls, relayouts, new photos, overlays and redraws: the pixels always match the canvas",
        arguments: [PixelScreenEmulator.Behaviour.inCells, .floating])
    func randomSessions(behaviour: PixelScreenEmulator.Behaviour) {
        var rng = SplitMix64(seed: behaviour == .inCells ? 11 : 12)
        for _ in 0 ..< 60 {
            let size = Size(width: Int.random(in: 20 ... 40, using: &rng), height: Int.random(in: 8 ... 16, using: &rng))
            var world = Self.randomWorld(&rng, size: size)
            let emulator = PixelScreenEmulator(width: size.width, height: size.height, behaviour: behaviour)
            let terminal = Terminal(backend: emulator, pixelWriter: emulator)
            var nextID: UInt32 = 100
            terminal.present(world.render())
            for _ in 0 ..< 40 {
                var deferring = false
                switch Int.random(in: 0 ..< 10, using: &rng) {
                case 0 ..< 4:
                    let delta = Int.random(in: -3 ... 3, using: &rng)
                    world.offset += delta
                    terminal.scroll(rows: world.viewport, by: delta)
                    deferring = Bool.random(using: &rng)
                case 4:
                    let index = Int.random(in: 0 ..< world.cards.count, using: &rng)
                    world.cards[index].area = world.cards[index].area.offsetBy(
                        dx: Int.random(in: -2 ... 2, using: &rng), dy: Int.random(in: -3 ... 3, using: &rng))
                case 5:
                    let index = Int.random(in: 0 ..< world.cards.count, using: &rng)
                    world.cards[index].image = Self.image(nextID)
                    nextID += 1
                case 6:
                    world.overlay =
                        world.overlay == nil
                        ? Rect(
                            x: Int.random(in: 0 ..< size.width / 2, using: &rng), y: Int.random(in: 0 ..< size.height / 2, using: &rng),
                            width: Int.random(in: 1 ... size.width / 2, using: &rng), height: Int.random(in: 1 ... size.height / 2, using: &rng))
                        : nil
                case 7:
                    terminal.forceFullRedraw()
                default:
                    deferring = true
                }
                let canvas = world.render()
                terminal.present(canvas, deferringPictures: deferring)
                #expect(emulator.cells == canvas, "the cells are right, repaints included")
                if terminal.hasDeferredPictures {
                    #expect(Self.showsNoWrongPicture(emulator.shownPixels, canvas: canvas), "no picture in a wrong place while deferring")
                } else {
                    let shown = emulator.shownPixels
                    let expected = emulator.expectedPixels(for: canvas.placements)
                    let wrong = shown.indices.first { shown[$0] != expected[$0] }
                    #expect(
                        wrong == nil,
                        "pixels exactly as placed; first wrong cell \(wrong.map { "(\($0 % size.width), \($0 / size.width)): \(String(describing: shown[$0])) instead of \(String(describing: expected[$0]))" } ?? "")"
                    )
                }
            }
            let canvas = world.render()
            terminal.present(canvas)
            #expect(!terminal.hasDeferredPictures)
            #expect(emulator.shownPixels == emulator.expectedPixels(for: canvas.placements), "caught up after the keys stop")
        }
    }

    @Test("an unchanged frame sends nothing; a one-row scroll re-sends only pictures cut by the viewport's edges (sixel)")
    func scrollResendsOnlyCutPictures() {
        let size = Size(width: 40, height: 20)
        var world = World(
            cards: [
                (Self.image(1), Rect(x: 0, y: 2, width: 10, height: 5)),
                (Self.image(2), Rect(x: 12, y: 0, width: 10, height: 6)),
                (Self.image(3), Rect(x: 24, y: 14, width: 10, height: 6)),
            ], size: size)
        let emulator = PixelScreenEmulator(width: size.width, height: size.height, behaviour: .inCells)
        let terminal = Terminal(backend: emulator, pixelWriter: emulator)
        terminal.present(world.render())
        #expect(emulator.sentCount == 3)
        terminal.present(world.render())
        #expect(emulator.sentCount == 3, "nothing changed, nothing sent")
        world.offset = 1
        terminal.scroll(rows: world.viewport, by: 1)
        terminal.present(world.render())
        // Cards 1 and 2 moved with the text (card 2 losing its top row at the viewport's top edge,
        // which is what it should show now); card 3 gains a row at the bottom edge: only it is
        // sent again.
        #expect(emulator.sentCount == 4)
        #expect(emulator.shownPixels == emulator.expectedPixels(for: world.render().placements))
    }

    @Test("suspending and quitting take every picture off the screen")
    func suspendAndShutdownRemoveEverything() {
        for behaviour in [PixelScreenEmulator.Behaviour.inCells, .floating] {
            let size = Size(width: 30, height: 10)
            let world = World(cards: [(Self.image(1), Rect(x: 2, y: 1, width: 8, height: 4))], size: size)
            let emulator = PixelScreenEmulator(width: size.width, height: size.height, behaviour: behaviour)
            let terminal = Terminal(backend: emulator, pixelWriter: emulator)
            terminal.present(world.render())
            #expect(emulator.shownPixels.contains { $0 != nil })
            terminal.suspend()
            #expect(!emulator.shownPixels.contains { $0 != nil }, "nothing left while suspended")
            terminal.present(world.render())
            #expect(emulator.shownPixels == emulator.expectedPixels(for: world.render().placements), "back after resuming")
            terminal.shutdown()
            #expect(!emulator.shownPixels.contains { $0 != nil }, "nothing left after quitting")
        }
    }

    @Test("repaint runs never cut a wide glyph and cover exactly the uncovered cells")
    func repaintRunsKeepWideGlyphs() {
        var canvas = Canvas(width: 10, height: 2)
        canvas.put("中文字体", x: 1, y: 0)
        let runs = PixelLayer.repaintRuns(of: [Rect(x: 2, y: 0, width: 4, height: 2)], covered: [Rect(x: 0, y: 1, width: 10, height: 1)], canvas: canvas)
        #expect(runs.count == 1)
        #expect(runs.first?.x == 1)
        #expect(runs.first?.count == 6, "widened to whole glyphs: 中文字 from column 1 to 6")
        #expect(runs.first?.y == 0)
    }
}
