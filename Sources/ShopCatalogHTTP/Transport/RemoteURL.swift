import Foundation
import SafeText

/// An absolute `http` or `https` URL with a host: the only kind of address the remote catalog
/// code fetches. Relative references (a redirect's `Location`, a page's `next` link) are resolved
/// against one with ``resolving(_:)``, which again yields only `http(s)` URLs.
public struct RemoteURL: Sendable, Hashable, CustomStringConvertible {
    /// The longest URL accepted, in UTF-8 bytes: longer ones are refused before any request.
    public static let maximumLength = 8192

    /// The URL, parsed.
    public let url: URL

    /// Parses `text`: an absolute `http://` or `https://` URL with a host, without control
    /// characters or spaces, at most ``maximumLength`` bytes; nil for anything else.
    public init?(_ text: String) {
        guard text.utf8.count <= RemoteURL.maximumLength, TerminalSafeText.isSafe(text),
            !text.contains(where: \.isWhitespace), let url = URL(string: text)
        else { return nil }
        self.init(url: url)
    }

    /// Wraps `url` when it is absolute, `http` or `https`, with a host.
    init?(url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        self.url = url.absoluteURL
    }

    /// Whether `text` starts with `http://` or `https://` (in any case): what `--data` reads as
    /// a URL rather than a path.
    public static func looksRemote(_ text: String) -> Bool {
        let lowered = text.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// `https` rather than `http`.
    public var isSecure: Bool { url.scheme?.lowercased() == "https" }

    /// The host, lower-cased.
    public var host: String { (url.host ?? "").lowercased() }

    /// The port: the URL's, or the scheme's (443 for `https`, 80 for `http`).
    public var port: Int { url.port ?? (isSecure ? 443 : 80) }

    /// `scheme://host:port`, the unit the photo fetcher counts connections by.
    public var origin: String {
        "\(isSecure ? "https" : "http")://\(host):\(port)"
    }

    /// The URL as text.
    public var absoluteString: String { url.absoluteString }

    /// The last part of the path (`items.jsonl`), or the host when the path has none.
    public var lastPathComponent: String {
        let last = url.lastPathComponent
        return last.isEmpty || last == "/" ? host : last
    }

    /// `reference` (absolute, or relative to this URL as in RFC 3986) when it leads to another
    /// `http(s)` URL; nil otherwise (another scheme, no host, control characters, too long).
    public func resolving(_ reference: String) -> RemoteURL? {
        guard reference.utf8.count <= RemoteURL.maximumLength, TerminalSafeText.isSafe(reference),
            !reference.contains(where: \.isWhitespace),
            let resolved = URL(string: reference, relativeTo: url)
        else { return nil }
        return RemoteURL(url: resolved)
    }

    /// This URL with the query items `items` set (replacing any of the same names, keeping the
    /// others in order).
    public func settingQuery(_ items: [(name: String, value: String)]) -> RemoteURL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return self }
        var query = components.queryItems ?? []
        for item in items {
            if let index = query.firstIndex(where: { $0.name == item.name }) {
                query[index].value = item.value
            } else {
                query.append(URLQueryItem(name: item.name, value: item.value))
            }
        }
        components.queryItems = query
        guard let changed = components.url, let result = RemoteURL(url: changed) else { return self }
        return result
    }

    /// The URL for messages: sanitised for the terminal and cut to 160 characters.
    public var description: String {
        RemoteURL.forMessages(absoluteString)
    }

    /// Any URL-like text for messages: sanitised for the terminal and cut to 160 characters.
    public static func forMessages(_ text: String) -> String {
        let safe = TerminalSafeText.sanitize(text)
        return safe.count > 160 ? String(safe.prefix(159)) + "…" : safe
    }
}
