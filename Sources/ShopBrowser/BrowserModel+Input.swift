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
        case .prompting(let prompt):
            if let action = promptKeymap(prompt).action(for: key, kind: kind) { perform(action, key: key) }
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

    /// Carries out a key of the help overlay or the skipped list (with `layout`) through its
    /// ``OverlayScroll``: the scroll keys move its content when it does not fit the screen; when
    /// it fits, they close it, as any other key does; in the skipped list the retry key closes it
    /// and retries what failed.
    private func perform(_ action: OverlayAction, layout: HelpOverlay.Layout) {
        switch overlay.update(action, layout: layout) {
        case .scrolled: break
        case .close: mode = .browsing
        case .retryFailed:
            let retries = mode == .skipped
            mode = .browsing
            if retries { retryFailed() }
        }
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
        case .prompting(let prompt):
            if let action = promptKeymap(prompt).action(for: mouse.kind, kind: kind) { perform(action, key: nil) }
        case .confirmingReload:
            if let action = keymaps.confirming.action(for: mouse.kind, kind: kind) { confirmReload(action) }
        }
    }
}
