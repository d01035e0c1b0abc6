/// What bytes that are no picture look like, said without quoting them: a message names the
/// kind of content, never the content (a secret in a file named `.jpg` stays secret).
public enum NonImageContent: String, Sendable, Hashable, CaseIterable {
    /// A web page (markup starting with `<`, such as an HTML error page saved as a photo).
    case html
    /// An XML document (`<?xml`) that is not SVG.
    case xml
    /// JSON (starting with `{` or `[`, such as a server's error answer).
    case json
    /// Other text: at least 90 % printable ASCII, white space or UTF-8 in the first bytes.
    case text
    /// Bytes of no known format that are not text.
    case binary

    /// The words after "not an image: ", e.g. "an HTML page".
    var phrase: String {
        switch self {
        case .html: "an HTML page"
        case .xml: "an XML document"
        case .json: "JSON data"
        case .text: "text"
        case .binary: "binary data of no known picture format"
        }
    }
}
