/// Why the browser wants the pager's next page now (``BrowserModel/loadingIntent``): derived
/// each step from what is shown and under way, never kept. The pager says whether a page is
/// already loading; this says only what asks for one.
package enum LoadingIntent: Equatable, Sendable {
    /// The waterfall's footer is in view (the user scrolled to the end of what is loaded).
    case footerInView
    /// Every page is read at once (a folder of pictures is scanned whole).
    case everyPage
    /// A reload gathers as many pages as were loaded before.
    case reload
    /// A search reads on for a match past the loaded items.
    case searchAhead
    /// The full-screen view stepped past the last loaded picture and waits to step on.
    case viewerStep
    /// The full-screen view shows the last loaded picture: the next page is read ahead, so that
    /// a step finds it and the position stops saying `+` once the catalog has no more.
    case viewerAtEnd
}
