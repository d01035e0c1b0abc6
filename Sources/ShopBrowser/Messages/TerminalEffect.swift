/// What the browser asks of its terminal; carried out by the ``BrowserRuntime`` on its
/// `Terminal` (ignored, but recorded, when it runs without one).
package enum TerminalEffect: Hashable, Sendable {
    /// Clear the terminal and repaint every cell (Ctrl-L).
    case redrawAll
    /// Give the terminal back and stop the process until `fg` (Ctrl-Z).
    case suspend
    /// Set the system clipboard to the text (OSC 52).
    case copyToClipboard(String)
    /// Give the terminal to this program (its argument vector) until it ends, then repaint.
    case runProgram([String])
}
