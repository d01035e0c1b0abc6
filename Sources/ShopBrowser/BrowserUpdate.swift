import ShopCatalog

/// What one step of the browser model produced: whether the screen must be drawn again, and the
/// effects for the ``BrowserRuntime`` to carry out, grouped by who carries them out.
package struct BrowserUpdate: Equatable, Sendable {
    /// Whether the frame changed.
    package var needsRedraw: Bool
    /// For the pager, in the order they were asked for, each at most once.
    package var pager: [PagerEffect]
    /// For the picture workers: the complete set of photo renditions now wanted, each with its
    /// priority (lower is more urgent: rows from the viewport); nil when the set did not change.
    package var pictures: [PictureKey: Int]?
    /// For the picture workers: photos whose decoded pixels and failure to decode must be
    /// dropped, because their file changed or `r` asks for them again (they are decoded again
    /// when next wanted).
    package var forgottenPhotos: [ImageReference]
    /// For the terminal, in order, each at most once.
    package var terminal: [TerminalEffect]
    /// Leave the browser.
    package var quit: Bool
    /// Send a ``BrowserMessage/tick`` after this long (the spinner, while a page loads); nil
    /// when no timer is wanted.
    package var tickAfter: Duration?

    /// An update with the given redraw need and effects.
    package init(
        needsRedraw: Bool = false, pager: [PagerEffect] = [], pictures: [PictureKey: Int]? = nil, forgottenPhotos: [ImageReference] = [],
        terminal: [TerminalEffect] = [], quit: Bool = false, tickAfter: Duration? = nil
    ) {
        self.forgottenPhotos = forgottenPhotos
        self.needsRedraw = needsRedraw
        self.pager = pager
        self.pictures = pictures
        self.terminal = terminal
        self.quit = quit
        self.tickAfter = tickAfter
    }

    /// Adds `effect` for the pager unless it is already there.
    mutating func request(_ effect: PagerEffect) {
        if !pager.contains(effect) { pager.append(effect) }
    }

    /// Adds `effect` for the terminal unless it is already there.
    mutating func request(_ effect: TerminalEffect) {
        if !terminal.contains(effect) { terminal.append(effect) }
    }
}
