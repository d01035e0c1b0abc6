/// What a key does in every mode, before the mode's own keymap is asked (and without clearing
/// the status line's notice).
package enum ScreenAction: Hashable, Sendable {
    /// Draw the whole screen again.
    case redraw
    /// Suspend the browser (the shell's `fg` brings it back).
    case suspend
}
