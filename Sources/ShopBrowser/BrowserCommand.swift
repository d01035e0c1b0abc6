/// A scripted step for the browser: what `waterfall dump` (and tests) do instead of keys.
package enum BrowserCommand: Equatable, Sendable {
    /// Scroll so that content row `offset` is at the top (as far as the content allows).
    case scroll(to: Int)
    /// Focus the card at flat index `index` (in the order shown), scrolling it into view; nil
    /// clears the focus. An index past the last shown card is ignored.
    case focus(Int?)
    /// Show `text` on the status line as a warning until the next key (e.g. why pictures are
    /// drawn in symbols rather than pixels).
    case announce(String)
    /// Where photos are decoded now (the decoder sandbox's status; the model knows nothing of it
    /// until told, and then the help says it): while no helper can be
    /// started the status line says so, a return to helpers is announced, and while photos are
    /// decoded inside the program the header and the help say so.
    case decoding(DecodingStatus)
}
