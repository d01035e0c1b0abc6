/// What bytes that are no picture look like, said without quoting them: a message names the
/// kind of content, never the content (a secret in a file named `.jpg` stays secret).
public enum NonImageContent: String, Sendable, Hashable, CaseIterable {
    /// A web page: markup starting with `<!DOCTYPE html>`, a comment or an HTML element (such
    /// as an HTML error page saved as a photo).
    case html
    /// An XML document that is not SVG: `<?xml`, `<?xpacket` (an XMP sidecar), a namespaced or
    /// other non-HTML first element (`<x:xmpmeta>`), another `<!DOCTYPE`.
    case xml
    /// JSON (starting with `{` or `[`, such as a server's error answer).
    case json
    /// Other text: at least 90 % printable ASCII, white space or UTF-8 in the first bytes.
    case text
    /// An MP4 video (ISO base media, an `ftyp` box whose brand is not a picture's: `isom`,
    /// `mp42`, `avc1`, `M4V `, `3gp4`…).
    case mp4Video
    /// A QuickTime movie (`.mov`: an `ftyp` box of brand `qt  `, or an older file starting with
    /// a `moov`, `mdat` or `wide` atom).
    case quickTimeVideo
    /// A Matroska video (`.mkv`: EBML, `1A 45 DF A3`).
    case matroskaVideo
    /// A WebM video (Matroska of document type `webm`).
    case webmVideo
    /// An AVI video (`RIFF….AVI `).
    case aviVideo
    /// A PDF document (`%PDF-`).
    case pdf
    /// Bytes of no known format that are not text.
    case binary

    /// Whether the content is a video container.
    public var isVideo: Bool {
        switch self {
        case .mp4Video, .quickTimeVideo, .matroskaVideo, .webmVideo, .aviVideo: true
        case .html, .xml, .json, .text, .pdf, .binary: false
        }
    }

    /// The words after "not an image: ", e.g. "an HTML page".
    var phrase: String {
        switch self {
        case .html: "an HTML page"
        case .xml: "an XML document"
        case .json: "JSON data"
        case .text: "text"
        case .mp4Video: "an MP4 video"
        case .quickTimeVideo: "a QuickTime video"
        case .matroskaVideo: "a Matroska video"
        case .webmVideo: "a WebM video"
        case .aviVideo: "an AVI video"
        case .pdf: "a PDF document"
        case .binary: "binary data of no known picture format"
        }
    }
}
