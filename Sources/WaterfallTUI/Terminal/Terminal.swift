/// A terminal screen as the app sees it: it presents whole canvases and sends the backend only
/// what changed, as ratatui's `Terminal::flush` does.
///
/// It owns the bookkeeping every backend shares: the record of what the terminal shows (the
/// last presented canvas, moved along with scroll hints), whether the next frame must be sent in
/// full (first frame, resize, suspension, Ctrl-L), and the scroll hints themselves. Backends only
/// carry out the resulting calls, so the test backend exercises exactly what the ncurses one
/// gets. Output that is not cells — pictures in real pixels through a ``PixelWriter`` — is the
/// second kind of state tracked here: ``pixels`` records what the terminal shows over the cells,
/// next to ``shown``, and each frame's pixel changes are written right after its cells (inside
/// one synchronized update where the terminal supports it). In 24-bit colour, backends draw
/// cells in palette colours and, when pictures are not pixels, the cells with `rgb` colours are
/// written again beside them (``TruecolorCells``); with pixels the cells stay in the palette (only
/// placeholders have `rgb` colours then, and a cell written again would erase sixel pixels).
///
/// Not thread-safe: use it from the UI thread.
public final class Terminal {
    /// The device frames go to and input comes from.
    public let backend: any TerminalBackend
    /// What the terminal shows: the last presented canvas, moved by later scroll hints; nil
    /// before the first frame.
    public private(set) var shown: Canvas?
    /// Whether the next ``present(_:deferringPictures:)`` clears and sends every cell.
    public private(set) var needsFullRedraw = true
    /// The protocol pictures in real pixels go through; nil: the canvas's placements are ignored.
    public let pixelWriter: (any PixelWriter)?
    /// What the terminal shows over its cells, when the pixel writer draws over cells.
    public private(set) var pixels: PixelLayer?
    /// Whether frames with pixels or 24-bit colours are bracketed as one synchronized update
    /// (DEC mode 2026).
    public let synchronizedOutput: Bool

    /// A terminal over `backend`; the first frame is sent in full. Canvases' placements are
    /// shown through `pixelWriter` when there is one; frames with pictures or 24-bit colours
    /// go out in synchronized updates when `synchronizedOutput` is on.
    public init(backend: any TerminalBackend, pixelWriter: (any PixelWriter)? = nil, synchronizedOutput: Bool = false) {
        self.backend = backend
        self.pixelWriter = pixelWriter
        self.synchronizedOutput = synchronizedOutput && (pixelWriter != nil || backend.colorMode == .truecolor)
        if let pixelWriter, pixelWriter.drawsOverCells {
            pixels = PixelLayer(pixelsMoveWithScroll: pixelWriter.pixelsMoveWithScroll, pixelsLiveInCells: pixelWriter.pixelsLiveInCells)
        }
    }

    /// Whether the last frame left pictures unsent (``present(_:deferringPictures:)``): a frame
    /// without deferring is due once keys stop arriving.
    public var hasDeferredPictures: Bool { pixels?.hasDeferred ?? false }

    /// Begins a synchronized update.
    static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
    /// Ends a synchronized update.
    static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)

    /// The screen size in cells.
    public var size: Size { backend.size }

    /// The colours the terminal can show.
    public var colorMode: ColorMode { backend.colorMode }

    /// Shows `canvas`: after a full-redraw request or a change of size, clears and sends every
    /// cell; otherwise sends only the runs that differ from ``shown``. Then flushes once.
    /// O(width × height) for the diff, plus what is sent.
    ///
    /// Pictures: the canvas's placements are then brought on screen through the pixel writer
    /// (see ``PixelLayer``); with `deferringPictures` (keys are arriving), images the terminal
    /// does not hold yet wait for a later frame (``hasDeferredPictures``).
    public func present(_ canvas: Canvas, deferringPictures: Bool = false) {
        let synchronized = synchronizedOutput
        if synchronized { backend.writeRaw(Self.beginSynchronizedUpdate) }
        let cleared = needsFullRedraw || shown?.size != canvas.size
        let written: [CellRun]
        if !cleared, let shown {
            written = canvas.diff(from: shown)
            if !written.isEmpty { backend.draw(written) }
        } else {
            written = canvas.fullRuns()
            backend.clear()
            backend.draw(written)
        }
        needsFullRedraw = false
        let previous = cleared ? nil : shown
        shown = canvas
        backend.flush()
        var rewritten = written
        if colorMode == .truecolor, pixelWriter == nil {
            let runs = TruecolorCells.runs(for: canvas, previous: previous, written: written)
            if !runs.isEmpty { backend.writeRaw(TruecolorCells.bytes(for: runs)) }
            rewritten += runs
        }
        presentPictures(of: canvas, written: rewritten, cleared: cleared, deferring: deferringPictures)
        if synchronized { backend.writeRaw(Self.endSynchronizedUpdate) }
    }

    /// Hands the pixel writer `placements` a coming frame may show, so that it sends or encodes
    /// their images ahead (kitty transmits them, sixel encodes them) and showing one then costs
    /// little. Nothing without a pixel writer. O(bytes of images not yet prepared).
    public func prepare(_ placements: [PicturePlacement]) {
        guard let pixelWriter, !placements.isEmpty else { return }
        let bytes = pixelWriter.bytesPreparing(placements, screen: size)
        if !bytes.isEmpty { backend.writeRaw(bytes) }
    }

    /// Writes the pixel changes of the frame just flushed.
    private func presentPictures(of canvas: Canvas, written: [CellRun], cleared: Bool, deferring: Bool) {
        guard let pixelWriter else { return }
        var frame = PixelFrame()
        if var layer = pixels {
            frame = layer.frame(for: canvas, written: written, cleared: cleared, deferring: deferring, isCheap: pixelWriter.isCheap)
            pixels = layer
        } else {
            frame.show = canvas.placements
        }
        let bytes = pixelWriter.bytes(for: frame, screen: size, colorMode: colorMode == .truecolor ? .ansi256 : colorMode)
        if !bytes.isEmpty { backend.writeRaw(bytes) }
    }

    /// Takes every picture off the screen (before the terminal is given back) and, when
    /// `releasing`, frees the images the terminal holds.
    private func removePictures(releasing: Bool) {
        guard let pixelWriter else { return }
        var frame = PixelFrame()
        if var layer = pixels {
            frame.remove = layer.removeAll()
            pixels = layer
            if pixelWriter.pixelsLiveInCells, let shown {
                frame.repaint = PixelLayer.repaintRuns(of: frame.remove.map(\.visible), covered: [], canvas: shown)
            }
        }
        var bytes = pixelWriter.bytes(for: frame, screen: size, colorMode: colorMode == .truecolor ? .ansi256 : colorMode)
        if releasing { bytes += pixelWriter.bytesReleasingImages() }
        if !bytes.isEmpty { backend.writeRaw(bytes) }
    }

    /// Tells the terminal that, since the last frame, the content of screen rows `rows` moved up
    /// by `delta` rows (down when negative), as a list scrolls under a fixed header. When the
    /// move is worth it (the band is on screen and taller than the move, and nothing forces a
    /// full redraw), the backend scrolls those lines itself and ``shown`` moves the same way, so
    /// the next ``present(_:deferringPictures:)`` sends only the rows that really changed.
    /// Whatever the hint, the next ``present(_:deferringPictures:)`` shows exactly its canvas.
    public func scroll(rows: Range<Int>, by delta: Int) {
        guard delta != 0, !needsFullRedraw, var moved = shown, moved.size == backend.size else { return }
        let band = rows.clamped(to: 0 ..< moved.height)
        guard !band.isEmpty, abs(delta) < band.count else { return }
        backend.scroll(rows: band, by: delta)
        moved.scroll(rows: band, by: delta)
        shown = moved
        pixels?.scrolled(band: band, by: delta)
    }

    /// Makes the next ``present(_:deferringPictures:)`` clear the screen and send every cell (Ctrl-L).
    public func forceFullRedraw() {
        needsFullRedraw = true
    }

    /// The backend's next input event; a `.resize` (also reported after a suspension) makes the
    /// next frame a full one.
    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        let event = backend.nextEvent(timeoutMilliseconds: timeoutMilliseconds)
        if case .resize = event {
            needsFullRedraw = true
        }
        return event
    }

    /// Ends a wait in ``nextEvent(timeoutMilliseconds:)`` early; callable from any thread.
    public var wakeUp: @Sendable () -> Void { backend.wakeUp }

    /// Gives the terminal back and stops the process (Ctrl-Z); on return the next frame is a
    /// full one.
    public func suspend() {
        removePictures(releasing: false)
        backend.suspend()
        needsFullRedraw = true
    }

    /// Gives the terminal to another program while `body` runs (see
    /// ``TerminalBackend/runOutside(_:)``), the pictures taken off first; the next frame is a
    /// full one.
    public func runOutside(_ body: () -> Void) {
        removePictures(releasing: false)
        backend.runOutside(body)
        needsFullRedraw = true
    }

    /// Sets the system clipboard to `text` with OSC 52 (see ``ClipboardSequence``), wrapped for
    /// tmux's passthrough as well when `throughTmux`.
    public func copyToClipboard(_ text: String, throughTmux: Bool) {
        backend.writeRaw(ClipboardSequence.bytes(for: text, throughTmux: throughTmux))
    }

    /// Takes the pictures off the screen, frees the images the terminal holds, and restores the
    /// terminal for good.
    public func shutdown() {
        removePictures(releasing: true)
        backend.shutdown()
    }
}
