/// The help overlay's and the skipped list's own state — the first line shown — and its update:
/// the scroll keys move the lines when they do not fit the box, and close it when they do, as
/// any other key does. A component: it knows nothing of the browser but the box's
/// ``HelpOverlay/Layout``.
package struct OverlayScroll: Equatable, Sendable {
    /// What a key did to the overlay.
    package enum Outcome: Equatable, Sendable {
        /// The lines scrolled (or stayed at an end); the overlay stays open.
        case scrolled
        /// The overlay closes.
        case close
        /// The key that retries what failed was pressed (the skipped list retries; the help
        /// closes).
        case retryFailed
    }

    /// The first content line shown.
    package private(set) var firstLine = 0

    /// An overlay at its top.
    package init() {}

    /// Applies `action` to an overlay of `layout`: a line or a page (keeping a line of the last)
    /// up or down, the top or the bottom, within the lines there are. O(1).
    mutating func update(_ action: OverlayAction, layout: HelpOverlay.Layout) -> Outcome {
        let page = max(1, layout.visibleLines - 1)
        let scrolled: Int? =
            switch action {
            case .lineDown: firstLine + 1
            case .lineUp: firstLine - 1
            case .pageDown: firstLine + page
            case .pageUp: firstLine - page
            case .top: 0
            case .bottom: layout.maximumScroll
            case .retryFailed, .close: nil
            }
        if action == .retryFailed { return .retryFailed }
        guard let scrolled, layout.maximumScroll > 0 else { return .close }
        firstLine = min(max(0, scrolled), layout.maximumScroll)
        return .scrolled
    }
}
