/// What the full-screen view asks of the browser after a key or a gesture (``ViewerState/update(_:geometry:pointer:)``):
/// what only the browser can do, because it needs the items, the pager or the marks.
package enum ViewerRequest: Equatable, Sendable {
    /// Close the view: the waterfall shows again, the picture shown last focused.
    case close
    /// Step that many pictures (±1) in the waterfall's order.
    case step(Int)
    /// Show the first picture of the waterfall's order.
    case first
    /// Show the last picture.
    case last
    /// Start the slideshow, or stop it.
    case toggleSlideshow
    /// Mark the item shown, or unmark it.
    case toggleMark
    /// Open the picture's file with the program of ``FileActions``.
    case openFile
    /// Ask the terminal to copy the picture's path.
    case copyPath
    /// Say `text` on the status line (a zoom at its limit).
    case notice(String)
}
