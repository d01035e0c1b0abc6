/// A part of the help overlay: the rows of one keymap, under a heading.
package struct HelpSection: Sendable, Equatable {
    /// The line above the rows; nil for the first section.
    package var heading: String?
    /// The rows, in table order.
    package var rows: [KeyHelpRow]
}
