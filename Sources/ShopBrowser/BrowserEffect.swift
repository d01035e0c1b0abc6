/// Something the browser asks its app loop to do. The model only changes its own state and
/// returns effects (the Elm / Bubble Tea shape); the loop carries them out against the pager and
/// the terminal, and tests assert them without either.
package enum BrowserEffect: Hashable, Sendable {
    /// Ask the pager for the next page (it refuses while loading, after a failure or at the end).
    case requestNextPage
    /// Load the failed page again.
    case retryPage
    /// Start again from page 1 with a fresh pager over the same source.
    case reload
    /// Clear the terminal and repaint every cell (Ctrl-L).
    case redrawAll
    /// Give the terminal back and stop the process until `fg` (Ctrl-Z).
    case suspend
    /// Leave the browser.
    case quit
    /// Make these renditions of photos, the most urgent (lowest number: nearest the viewport)
    /// first; forget any other still waiting. The complete wanted set, sent when it changes.
    case wantPictures([PictureKey: Int])
}
