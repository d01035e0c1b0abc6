/// Why a fetch over HTTP failed, named so the user can tell a slow server from a hostile one.
/// Every message names the URL (sanitised, shortened) and never quotes more of an answer than
/// a short printable excerpt.
public enum RemoteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered with a status the request cannot use (404, 429, 500…).
    case status(url: RemoteURL, code: Int, reason: String, retryAfter: String?, excerpt: String?)
    /// The answer's `Content-Length` is beyond the byte limit; nothing was read.
    case announcedTooLarge(url: RemoteURL, announced: Int64, limit: Int)
    /// More bytes arrived than the limit allows.
    case tooLarge(url: RemoteURL, limit: Int)
    /// A compressed answer inflated beyond the limit (a compression bomb, or simply too big).
    case inflatedTooLarge(url: RemoteURL, encoding: String, limit: Int)
    /// A compressed answer could not be inflated.
    case badCompression(url: RemoteURL, encoding: String)
    /// No complete answer within the deadline.
    case deadlineExceeded(url: RemoteURL, deadline: Duration, received: Int)
    /// The server stayed silent longer than the read timeout.
    case stalled(url: RemoteURL, idle: Duration, received: Int)
    /// More redirects than allowed.
    case tooManyRedirects(url: RemoteURL, limit: Int)
    /// A redirect leads back to an address already visited.
    case redirectLoop(url: RemoteURL)
    /// A redirect from `https` to plain `http`.
    case insecureRedirect(url: RemoteURL)
    /// A redirect to something other than an `http(s)` URL (`file:`, `ftp:`…, or garbage).
    case unsupportedRedirect(url: RemoteURL, code: Int)
    /// The connection could not be made or broke; `reason` is short and printable.
    case connection(url: RemoteURL, reason: String)
    /// The TLS handshake of an `https` URL failed, for `problem` (a certificate that is not
    /// trusted, expired or for another host; a server that does not speak TLS…).
    case tls(url: RemoteURL, problem: TLSProblem)
    /// The connection closed before the announced length arrived.
    case truncated(url: RemoteURL, received: Int, expected: Int64)
    /// A photo's bytes are not JPEG, PNG, WebP or GIF.
    case notAPicture(url: RemoteURL, contentType: String?, excerpt: String?)
    /// A photo's first bytes hold no size the header reader can read.
    case sizeUnknown(url: RemoteURL, reason: String)
    /// `--offline` and nothing cached for this URL.
    case notCached(url: RemoteURL)

    /// The URL the failure is about.
    public var url: RemoteURL {
        switch self {
        case .status(let url, _, _, _, _), .announcedTooLarge(let url, _, _), .tooLarge(let url, _),
            .inflatedTooLarge(let url, _, _), .badCompression(let url, _), .deadlineExceeded(let url, _, _),
            .stalled(let url, _, _), .tooManyRedirects(let url, _), .redirectLoop(let url), .insecureRedirect(let url),
            .unsupportedRedirect(let url, _), .connection(let url, _), .tls(let url, _), .truncated(let url, _, _),
            .notAPicture(let url, _, _), .sizeUnknown(let url, _), .notCached(let url):
            return url
        }
    }

    /// `URL: what went wrong`, on one line.
    public var description: String {
        "\(url): " + problem
    }

    /// What went wrong, without the URL.
    public var problem: String {
        switch self {
        case .status(_, let code, let reason, let retryAfter, let excerpt):
            var text = "the server answered \(code)" + (reason.isEmpty ? "" : " \(reason)")
            if let retryAfter { text += " (retry after \(retryAfter))" }
            if let excerpt, !excerpt.isEmpty { text += ": \"\(excerpt)\"" }
            return text
        case .announcedTooLarge(_, let announced, let limit):
            return "the answer announces \(announced) bytes, more than the \(limit)-byte limit; nothing was read"
        case .tooLarge(_, let limit):
            return "the answer is larger than the \(limit)-byte limit"
        case .inflatedTooLarge(_, let encoding, let limit):
            return "the \(encoding)-compressed answer inflates to more than the \(limit)-byte limit (a compression bomb?)"
        case .badCompression(_, let encoding):
            return "the \(encoding)-compressed answer is damaged and cannot be inflated"
        case .deadlineExceeded(_, let deadline, let received):
            return "no complete answer within \(RemoteError.seconds(deadline)) (\(received) bytes received)"
        case .stalled(_, let idle, let received):
            return "the server sent nothing for \(RemoteError.seconds(idle)) (\(received) bytes received)"
        case .tooManyRedirects(_, let limit):
            return "more than \(limit) redirects"
        case .redirectLoop:
            return "the redirects lead in a circle"
        case .insecureRedirect:
            return "refused a redirect from https to plain http"
        case .unsupportedRedirect(_, let code):
            return "refused a \(code) redirect that does not lead to an http(s) URL (only http and https are followed; never file:)"
        case .connection(_, let reason):
            return reason
        case .tls(_, let problem):
            return problem.description
        case .truncated(_, let received, let expected):
            return "the connection closed after \(received) of \(expected) bytes"
        case .notAPicture(_, let contentType, let excerpt):
            var text = "the answer is not a JPEG, PNG, WebP or GIF picture"
            if let contentType { text += " (Content-Type \(contentType))" }
            if let excerpt, !excerpt.isEmpty { text += ": \"\(excerpt)\"" }
            return text
        case .sizeUnknown(_, let reason):
            return "cannot read the picture's size: \(reason)"
        case .notCached:
            return "not in the disk cache, and --offline forbids fetching it"
        }
    }

    /// `2 s`, `1.5 s`, `250 ms`.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        return "\(milliseconds / 1000).\(milliseconds % 1000 / 100) s"
    }
}
