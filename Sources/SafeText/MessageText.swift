/// The text of a message for the user — an error, a warning, a line of a report — that is safe
/// to write to a terminal, whatever the values it names.
///
/// A message is written as a string interpolation: the literal segments are the program's own
/// words, and every interpolated value (a file name, a field name, a count, another error's
/// description) goes through ``TerminalSafeText/sanitize(_:)`` as it is appended, so a file
/// named `a\u{1B}]2;x\u{07}.json` shows as `a␛]2;x␇.json` and sets no title. Interpolating
/// another `MessageText` keeps it as it is (it is already safe). This is the one place where
/// message text is sanitised: whatever writes to standard output, standard error or the screen
/// takes a `MessageText`, never a `String` assembled elsewhere.
///
/// Line breaks: a literal segment may hold `\n` (a message of several lines, such as a list of
/// places searched); every other control in a literal, and every control in a value (a `\n`
/// included), becomes its visible stand-in, so a value can never start a new line of its own.
///
/// ```swift
/// let message: MessageText = "\(path): line \(line): expected an object"
/// ```
public struct MessageText: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The safe text: no scalar that ``TerminalSafeText`` replaces, except `\n` between lines.
    public let text: String

    /// The message of a literal (the program's own words, which may span lines).
    public init(stringLiteral literal: String) {
        text = Self.keepingLineBreaks(literal)
    }

    /// The message built by an interpolation: literal segments kept, values sanitised.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// `value`'s description as one sanitised line (a `\n` in it becomes `␊`).
    public init(_ value: some CustomStringConvertible) {
        text = TerminalSafeText.sanitize(value.description)
    }

    /// Text from elsewhere that is meant to span lines (a library's usage text, which quotes
    /// the command line): sanitised, but each `\n` kept as a line break.
    public init(lines text: String) {
        self.text = Self.keepingLineBreaks(text)
    }

    /// The text; safe to write as is.
    public var description: String { text }

    /// Whether the message has no text.
    public var isEmpty: Bool { text.isEmpty }

    /// The message's lines (one for a message without `\n`).
    public var lines: [MessageText] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { MessageText(safe: String($0)) }
    }

    /// `parts` joined with `separator` between them.
    public static func joined(_ parts: [MessageText], separator: MessageText) -> MessageText {
        MessageText(safe: parts.map(\.text).joined(separator: separator.text))
    }

    /// `left` followed by `right`.
    public static func + (left: MessageText, right: MessageText) -> MessageText {
        MessageText(safe: left.text + right.text)
    }

    /// Wraps text already known to be safe (built from other messages).
    private init(safe text: String) {
        self.text = text
    }

    /// `text` sanitised line by line: every unsafe scalar replaced except `\n`.
    private static func keepingLineBreaks(_ text: String) -> String {
        guard !TerminalSafeText.isSafe(text) else { return text }
        return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalSafeText.sanitize(String($0)) }
            .joined(separator: "\n")
    }

    /// Builds a ``MessageText``: literals are kept (controls other than `\n` replaced), values
    /// are sanitised as they are appended.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        /// Reserves room for the literal text.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// Appends a literal segment, the program's own words.
        public mutating func appendLiteral(_ literal: String) {
            text += MessageText.keepingLineBreaks(literal)
        }

        /// Appends another message as it is: it is already safe.
        public mutating func appendInterpolation(_ message: MessageText) {
            text += message.text
        }

        /// Appends `value` as `String(describing:)` writes it, sanitised (a `\n` in it becomes
        /// `␊`).
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text += TerminalSafeText.sanitize(String(describing: value))
        }
    }
}
