/// What a key does in the full-screen view (``BrowserMode/viewing(_:)``).
package enum ViewerAction: Hashable, Sendable {
    /// Go back to the waterfall, focused on the picture shown.
    case close
    /// The next picture in the waterfall's order (the next page when past the last).
    case next
    /// The previous picture.
    case previous
    /// → and ←: pan when zoomed, else the next / previous picture.
    case rightOrNext
    /// See ``rightOrNext``.
    case leftOrPrevious
    /// ↓ and ↑: pan when zoomed.
    case panDown
    /// See ``panDown``.
    case panUp
    /// `l` and `h`: pan when zoomed.
    case panRight
    /// See ``panRight``.
    case panLeft
    /// The first picture.
    case first
    /// The last loaded picture.
    case last
    /// Zoom in about the centre.
    case zoomIn
    /// Zoom out about the centre, down to fit.
    case zoomOut
    /// Zoom in keeping the point under the pointer where it is (the mouse wheel).
    case zoomInAtPointer
    /// Zoom out keeping the point under the pointer where it is.
    case zoomOutAtPointer
    /// Fit, 1:1 pixels, fill, in turn.
    case cycleZoom
    /// Back to fit, in the middle.
    case resetZoom
    /// Show or hide the details beside the picture.
    case toggleDetails
    /// Start or stop the slideshow.
    case toggleSlideshow
    /// Mark or unmark the item shown (printed by `--print-marked`).
    case toggleMark
    /// Open the picture with the program of ``FileActions``.
    case openFile
    /// Copy the picture's path to the clipboard.
    case copyPath
}
