import Pixels
import Testing
import WaterfallTUI

/// The code samples of `WaterfallTUI.docc/GettingStarted.md`, verbatim, run and checked against
/// what the article says they give. `DocumentationSamplesSyncTests` fails when a sample of the
/// catalog is missing here, so the article cannot show code that does not compile or run.
@Suite("Documentation examples (GettingStarted.md)", .timeLimit(.minutes(3)))
struct DocumentationExamplesTests {
    /// Step 1 of the article, verbatim: a card drawn on a canvas, and its lines.
    func stepOne() -> (canvas: Canvas, lines: [String], priceWidth: Int) {
        var canvas = Canvas(width: 22, height: 5)
        canvas.drawBox(Rect(x: 0, y: 0, width: 22, height: 5), border: .rounded)
        canvas.put("Desk lamp 台灯", x: 2, y: 1, style: Style(attributes: .bold))
        let priceWidth = canvas.put("¥129.00", x: 2, y: 2, style: Style(foreground: .green))
        canvas.put("★4.6", x: 3 + priceWidth, y: 2, style: Style(foreground: .yellow))
        canvas.put("Nordic\u{1B}]2;pwned\u{07} Living", x: 2, y: 3, maxWidth: 18)
        let lines = canvas.lines()
        return (canvas, lines, priceWidth)
    }

    @Test func stepOneDrawsTheCardWithWideCharactersAndTheEscapeMadeVisible() {
        let (canvas, lines, priceWidth) = stepOne()
        #expect(
            lines == [
                "╭────────────────────╮",
                "│ Desk lamp 台灯     │",
                "│ ¥129.00 ★4.6       │",
                "│ Nordic␛]2;pwned␇ L │",
                "╰────────────────────╯",
            ])
        #expect(priceWidth == 7)
        #expect(canvas[12, 1].character == "台" && canvas[12, 1].width == 2)
        #expect(canvas[13, 1].isContinuation)
        #expect(canvas[2, 1].style.isBold)
        #expect(canvas[2, 2].style.foreground == .green)
        #expect(canvas[10, 2].style.foreground == .yellow)
        #expect(canvas.cells.allSatisfy { $0.character != "\u{1B}" && $0.character != "\u{07}" })
    }

    @Test func stepTwoMeasuresWrapsAndTruncatesByDisplayWidth() {
        let title = "Stoneware mug 陶瓷马克杯 with saucer"
        let width = DisplayWidth.of(title)
        let wrapped = TextLayout.wrap(title, width: 12, maxLines: 3)
        let short = TextLayout.truncate(title, toWidth: 16)

        #expect(title.count == 31)
        #expect(width == 36)
        #expect(wrapped == ["Stoneware", "mug 陶瓷马克", "杯 with sau…"])
        #expect(short == "Stoneware mug  …")
        #expect(DisplayWidth.of(short) == 16)
    }

    @Test func stepThreeDrawsOnlyTheVisiblePartOfACardHalfScrolledOut() {
        var screen = Canvas(width: 16, height: 4)
        screen.withRegion(Rect(x: 2, y: -2, width: 12, height: 5)) { card in
            card.drawBox(Rect(x: 0, y: 0, width: 12, height: 5))
            card.put("Wool rug", x: 1, y: 1)
            card.put("€450.00", x: 1, y: 2)
            card.put("Loom", x: 1, y: 3)
        }
        screen.put("3 items", x: 0, y: 3)
        let visible = screen.lines(trimmingTrailingSpaces: true)

        #expect(
            visible == [
                "  │€450.00   │",
                "  │Loom      │",
                "  └──────────┘",
                "3 items",
            ])
    }

    @Test func stepFourSendsTheWholeFirstFrameThenOnlyWhatChanged() {
        var (canvas, _, _) = stepOne()
        let backend = TestBackend(cols: 22, rows: 5)
        let terminal = Terminal(backend: backend)
        terminal.present(canvas)
        let firstFrame = backend.lastChangedCells
        canvas.put("¥99.00 ", x: 2, y: 2, style: Style(foreground: .green))
        terminal.present(canvas)
        let secondFrame = backend.lastChangedCells
        let onScreen = backend.screen.lines()

        #expect(firstFrame == 22 * 5)
        #expect(secondFrame == 6)
        #expect(onScreen == canvas.lines())
        #expect(backend.screen == canvas)
        #expect(backend.clearCount == 1)
        #expect(backend.presentCount == 2)
    }

    /// Step 5's canvas: four lines of a list, from `first`.
    func listPage(from first: Int) -> Canvas {
        var canvas = Canvas(width: 10, height: 4)
        for row in 0 ..< 4 {
            canvas.put("item \(first + row)", x: 0, y: row)
        }
        return canvas
    }

    @Test func stepFiveScrollsTheListOnTheTerminalAndSendsOneNewLine() {
        let listBackend = TestBackend(cols: 10, rows: 4)
        let list = Terminal(backend: listBackend)
        list.present(listPage(from: 1))
        list.scroll(rows: 0 ..< 4, by: 1)
        list.present(listPage(from: 2))
        let scrolls = listBackend.scrollCount
        let cellsSent = listBackend.lastChangedCells

        #expect(scrolls == 1)
        #expect(cellsSent == 6)
        #expect(listBackend.screen.lines(trimmingTrailingSpaces: true) == ["item 2", "item 3", "item 4", "item 5"])
    }

    @Test func stepSixReadsScriptedEventsUntilTerminate() {
        let keys = TestBackend(
            cols: 80, rows: 24,
            events: [
                .key(.character("j")), .key(.ctrl("l")), .mouse(MouseEvent(kind: .wheelDown, x: 5, y: 9)), .resize(cols: 100, rows: 30),
            ])
        let input = Terminal(backend: keys)
        var seen: [String] = []
        reading: while let event = input.nextEvent(timeoutMilliseconds: 100) {
            switch event {
            case .key(.character(let character)): seen.append("typed \(character)")
            case .key(let key): seen.append("key \(key)")
            case .mouse(let mouse): seen.append("mouse \(mouse.kind) at \(mouse.x),\(mouse.y)")
            case .resize(let cols, let rows): seen.append("resized to \(cols)×\(rows)")
            case .terminate: break reading
            }
        }
        let fromByte = Key.fromCharacter("\u{04}")
        var clicks = DoubleClickDetector()
        let first = clicks.press(x: 10, y: 3, milliseconds: 1_000)
        let second = clicks.press(x: 11, y: 3, milliseconds: 1_250)

        #expect(seen == ["typed j", "key ctrl(\"l\")", "mouse wheelDown at 5,9", "resized to 100×30"])
        #expect(input.needsFullRedraw)
        #expect(fromByte == .ctrl("d"))
        #expect(first == .leftClick)
        #expect(second == .leftDoubleClick)
    }

    /// Step 7 of the article, verbatim: a 2 × 2-pixel picture as two half-block cells, handed to
    /// `record` (never called when the picture cannot be made).
    func stepSeven(record: (Canvas) -> Void) throws {
        let size = SymbolRaster.pictureSize(columns: 2, rows: 1, symbols: .halfBlocks)
        guard
            let sunset = Picture(
                width: size.width, height: size.height,
                pixels: [
                    255, 160, 0, 20, 40, 120,
                    200, 40, 40, 20, 40, 120,
                ])
        else { return }
        let raster = try SymbolRaster(picture: sunset, columns: 2, rows: 1, colorMode: .truecolor)
        var art = Canvas(width: 2, height: 1)
        art.draw(raster, x: 0, y: 0)
        record(art)
    }

    @Test func stepSevenDrawsEachCellsTwoPixelsAsForegroundAndBackground() throws {
        var drawn: Canvas?
        try stepSeven { drawn = $0 }
        let art = try #require(drawn)
        #expect(art[0, 0] == Cell(character: "▀", style: Style(foreground: .rgb(255, 160, 0), background: .rgb(200, 40, 40))))
        #expect(art[1, 0] == Cell(character: " ", style: Style(background: .rgb(20, 40, 120))))
    }

    @Test func stepEightSendsThePhotoOnceAsCompressedRGBAndPlacesIt() throws {
        let pixelBackend = TestBackend(cols: 20, rows: 6, colorMode: .truecolor)
        let pixelTerminal = Terminal(backend: pixelBackend, pixelWriter: KittyPlacementWriter(cellSize: Size(width: 10, height: 20)))
        var identifiers = PixelImageIdentifiers()
        let photo = PixelImage(id: identifiers.next(), picture: Picture(width: 40, height: 40, red: 90, green: 140, blue: 200))
        var page = Canvas(width: 20, height: 6)
        page.put("Blue vase", x: 0, y: 0)
        page.place(photo, in: Rect(x: 0, y: 1, width: 4, height: 2))
        pixelTerminal.present(page)
        let sent = String(decoding: pixelBackend.rawOutput, as: UTF8.self)
        pixelTerminal.present(page)
        let sentAgain = pixelBackend.rawOutput.count - sent.utf8.count

        #expect(photo.id == 1)
        #expect(sent.contains("\u{1B}_Ga=t,f=24,o=z,s=40,v=40,t=d,i=1,q=2,m=0;"))
        #expect(sent.contains("\u{1B}[2;1H\u{1B}_Ga=p,i=1,p=1,x=0,y=0,w=40,h=40,c=4,r=2,C=1,q=2\u{1B}\\"))
        #expect(sentAgain == 0)
    }

    @Test func stepNineChoosesDirectKittyPlacementsForKitty026() {
        let replies = ProbeReplies.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[?62;c".utf8))
        let capabilities = GraphicsDetection.decide(
            environment: TerminalEnvironment(["TERM": "xterm-kitty"]), replies: replies,
            kernelCellSize: Size(width: 10, height: 20), tmuxPassthrough: false
        )
        #expect(capabilities.pixelProtocol == .kittyDirect)
        #expect(capabilities.cellSize == Size(width: 10, height: 20))
        #expect(capabilities.terminalName == "kitty(0.26.5)")
    }
}
