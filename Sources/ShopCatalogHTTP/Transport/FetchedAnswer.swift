import Foundation

/// A server's answer to a ``FetchRequest``: 200 (or 206 for the first bytes) with its body,
/// or 304 when the cached copy is still good.
public struct FetchedAnswer: Sendable {
    /// The URL that answered, after any redirects.
    public let url: RemoteURL
    /// 200, 206 or 304.
    public let status: Int
    /// The headers kept (see ``AnswerHeaders``).
    public let headers: AnswerHeaders
    /// The body, inflated; empty for 304. With ``FetchRequest/firstBytes``, only its start.
    public let body: [UInt8]
}

/// The few headers of an answer that the catalog code and the disk cache use, by lower-case
/// name: `content-type`, `etag`, `last-modified`, `cache-control`, `link`, `x-wp-totalpages`,
/// `x-wp-total`, `content-encoding`. Values from the network are kept only when they are short
/// printable ASCII.
public struct AnswerHeaders: Sendable, Equatable {
    /// The names kept.
    static let kept: Set<String> = [
        "content-type", "etag", "last-modified", "cache-control", "link", "x-wp-totalpages", "x-wp-total", "content-encoding",
    ]
    /// The longest value kept, in bytes.
    static let maximumValueLength = 2048

    /// Values by lower-case name.
    public private(set) var values: [String: String]

    /// Keeps the usable ones of `pairs` (the first value of each kept name).
    init(_ pairs: some Sequence<(name: String, value: String)>) {
        var values: [String: String] = [:]
        for (name, value) in pairs {
            let lowered = name.lowercased()
            guard AnswerHeaders.kept.contains(lowered), values[lowered] == nil,
                value.utf8.count <= AnswerHeaders.maximumValueLength,
                value.utf8.allSatisfy({ (0x20 ... 0x7E).contains($0) })
            else { continue }
            values[lowered] = value
        }
        self.values = values
    }

    /// These headers with those of `newer` (a 304's) replacing the same names.
    func merging(_ newer: AnswerHeaders) -> AnswerHeaders {
        var merged = self
        merged.values.merge(newer.values) { _, new in new }
        return merged
    }

    /// The value of `name` (lower-case), if kept.
    public subscript(name: String) -> String? { values[name] }

    /// The `max-age` of `Cache-Control` in seconds, 0 for `no-cache`, nil when not given.
    public var maxAge: Int? {
        guard let control = values["cache-control"]?.lowercased() else { return nil }
        var maxAge: Int?
        for directive in control.split(separator: ",") {
            let trimmed = directive.trimmingCharacters(in: .whitespaces)
            if trimmed == "no-cache" { return 0 }
            if trimmed.hasPrefix("max-age="), let seconds = Int(trimmed.dropFirst("max-age=".count)) {
                maxAge = max(0, seconds)
            }
        }
        return maxAge
    }

    /// Whether `Cache-Control` forbids storing the answer (`no-store`).
    public var forbidsStoring: Bool {
        values["cache-control"]?.lowercased().contains("no-store") ?? false
    }
}
