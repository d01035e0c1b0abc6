/// What a key does while the detail panel is open (``BrowserMode/detail(index:)``).
package enum DetailAction: Hashable, Sendable {
    /// Close the panel.
    case close
    /// Open the picture with the program of ``FileActions``; for a shop item, close the panel.
    case openFile
    /// Copy the picture's path to the clipboard.
    case copyPath
}
