import ShopCatalog
import WaterfallTUI
import WaterfallViews

extension BrowserModel {
    /// Applies one input event to the step in progress, which then asks for a redraw (unless it
    /// quits). Whether the
    /// screen changed is the terminal's diff to find (it sends nothing for an unchanged frame):
    /// drawing and diffing an unchanged 200 × 60 frame costs well under a frame's time
    /// (docs/benchmarks.md, section Frames), so no hand-kept list of what a frame depends on can
    /// miss a change.
    func handle(_ event: InputEvent) {
        switch event {
        case .terminate:
            step.quit = true
        case .resize(let cols, let rows):
            resize(to: Size(width: cols, height: rows))
        case .mouse(let mouse):
            handleMouse(mouse)
        case .key(let key):
            handle(key)
        }
        step.needsRedraw = !step.quit
    }

    /// Looks `key` up in ``Keymaps/screen``, then (clearing the notice) in the keymap of the
    /// mode (``KeyMode``), and performs the action it finds. O(1) for a bound key.
    private func handle(_ key: Key) {
        let kind = options.kind
        if let action = keymaps.screen.action(for: key, kind: kind) {
            perform(action)
            return
        }
        notice = nil
        switch mode {
        case .browsing:
            if let action = keymaps.browsing.action(for: key, kind: kind) { perform(action) }
        case .help, .skipped:
            if let action = keymaps.overlay.action(for: key, kind: kind), let layout = overlayLayout { perform(action, layout: layout) }
        case .viewing:
            restartSlideshowTime()
            if let action = keymaps.viewer.action(for: key, kind: kind) { perform(action) }
        case .searching(let query):
            if let action = keymaps.searching.action(for: key, kind: kind) { performSearch(action, key: key, query: query) }
        case .filtering(let query):
            if let action = keymaps.filtering.action(for: key, kind: kind) { performFilter(action, key: key, query: query) }
        case .confirmingReload:
            confirmReload(keymaps.confirming.action(for: key, kind: kind) ?? .cancel)
        }
    }

    /// The answer to whether to reload every loaded page.
    private func confirmReload(_ action: ConfirmAction) {
        mode = .browsing
        if action == .confirm { reload() } else { notice = "kept what is loaded" }
    }

    /// Carries out a key of every mode.
    private func perform(_ action: ScreenAction) {
        switch action {
        case .redraw: step.request(.redrawAll)
        case .suspend: step.request(.suspend)
        }
    }

    /// The layout of the overlay that lists lines (the help, the skipped list) when one is open.
    private var overlayLayout: HelpOverlay.Layout? {
        switch mode {
        case .help: HelpOverlay(theme: theme, options: options, keymaps: keymaps, decoding: decoding).layout(for: screenSize)
        case .skipped: skippedList.layout(for: screenSize)
        default: nil
        }
    }

    /// Carries out a key of the help overlay or the skipped list (with `layout`): the scroll
    /// keys move its content when it does not fit the screen; when it fits, they close it, as
    /// any other key does.
    private func perform(_ action: OverlayAction, layout: HelpOverlay.Layout) {
        let page = max(1, layout.visibleLines - 1)
        let scrolled: Int? =
            switch action {
            case .lineDown: helpScroll + 1
            case .lineUp: helpScroll - 1
            case .pageDown: helpScroll + page
            case .pageUp: helpScroll - page
            case .top: 0
            case .bottom: layout.maximumScroll
            case .retryFailed, .close: nil
            }
        if action == .retryFailed, mode == .skipped {
            mode = .browsing
            retryFailed()
            return
        }
        guard let scrolled, layout.maximumScroll > 0 else {
            mode = .browsing
            return
        }
        helpScroll = min(max(0, scrolled), layout.maximumScroll)
    }

    /// Looks the mouse's gesture up in the keymap of the mode (``KeyMode``) and performs the
    /// action it finds at the pointer: in the waterfall the wheel scrolls, a click focuses a card
    /// and a double click shows it full screen; in the full-screen view the wheel zooms about the
    /// pointer; over the help and the skipped list the wheel scrolls and a click closes them; a
    /// click leaves a prompt. O(1).
    private func handleMouse(_ mouse: MouseEvent) {
        let kind = options.kind
        switch mode {
        case .browsing:
            if let action = keymaps.browsing.action(for: mouse.kind, kind: kind) { perform(action, at: mouse) }
        case .viewing:
            restartSlideshowTime()
            if let action = keymaps.viewer.action(for: mouse.kind, kind: kind) { perform(action, at: mouse) }
        case .help, .skipped:
            if let action = keymaps.overlay.action(for: mouse.kind, kind: kind), let layout = overlayLayout { perform(action, layout: layout) }
        case .searching(let query):
            if let action = keymaps.searching.action(for: mouse.kind, kind: kind) { performSearch(action, key: nil, query: query) }
        case .filtering(let query):
            if let action = keymaps.filtering.action(for: mouse.kind, kind: kind) { performFilter(action, key: nil, query: query) }
        case .confirmingReload:
            if let action = keymaps.confirming.action(for: mouse.kind, kind: kind) { confirmReload(action) }
        }
    }
}
