/// The browser's event loop: reads input from a terminal backend, feeds it and the passing time to
/// a ``BrowserModel``, and presents a new frame when something changed. The UI never blocks: input
/// is polled with a short timeout, and pages load in the background meanwhile.
public final class BrowserApp {
    /// The state being shown.
    public let model: BrowserModel
    /// Where frames go and input comes from.
    public let backend: any TerminalBackend
    /// How long one wait for input lasts, in milliseconds (also the spinner's pace).
    public static let tickMilliseconds = 80
    /// The screen size and scroll offset of the last frame presented.
    private var presented: (size: Size, offset: Int)?

    /// An app showing `model` on `backend`.
    public init(model: BrowserModel, backend: any TerminalBackend) {
        self.model = model
        self.backend = backend
    }

    /// Runs until the user quits or a termination signal arrives, then stops loading. The caller
    /// shuts the backend down (so the terminal is restored on every path, errors included).
    public func run() {
        present()
        while !model.wantsToQuit {
            var changed = false
            if let event = backend.nextEvent(timeoutMilliseconds: Self.tickMilliseconds) {
                changed = handle(event)
            }
            if model.tick() { changed = true }
            if changed && !model.wantsToQuit {
                present()
            }
        }
        model.shutdown()
    }

    /// Presents the model's frame. When only the scroll offset moved since the last frame, tells
    /// the backend first that the waterfall's rows scrolled, so the terminal moves those lines
    /// itself and only the rows that changed are sent.
    private func present() {
        let offset = model.collectionView.scrollOffset
        if let presented, presented.size == model.screenSize, presented.offset != offset, !model.isScreenTooSmall {
            backend.scroll(rows: model.viewportScreenRows, by: offset - presented.offset)
        }
        backend.present(model.render())
        presented = (model.screenSize, offset)
    }

    /// Handles the events the app itself owns (redraw, suspend) and passes the rest to the model.
    private func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.ctrl("l")):
            backend.forceFullRedraw()
            return true
        case .key(.ctrl("z")):
            backend.suspend()
            return true
        case .resize(let cols, let rows):
            model.resize(to: Size(width: cols, height: rows))
            return true
        default:
            return model.handle(event)
        }
    }
}
