import WaterfallTUI

/// A short message for the status line (a search result, a column change, skipped bad items),
/// shown until the next key. Written as a string literal for an ordinary notice.
package struct StatusNotice: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The message.
    package var text: String
    /// Whether it warns (drawn in the warning style) rather than informs.
    package var isWarning: Bool

    /// A notice with `text`.
    package init(_ text: String, isWarning: Bool = false) {
        self.text = text
        self.isWarning = isWarning
    }

    /// An ordinary notice from a literal.
    package init(stringLiteral value: String) {
        self.init(value)
    }
}
