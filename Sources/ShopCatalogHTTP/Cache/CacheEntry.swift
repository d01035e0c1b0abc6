/// One cached answer: the URL asked for, the URL that answered, when it was stored, the headers
/// that matter for reuse (validators, `Cache-Control`, `Content-Type`, paging links), and the body.
///
/// On disk it is a short text header followed by the body:
///
/// ```
/// WATERFALL-CACHE 1
/// url http://127.0.0.1:8080/items?page=1
/// source http://127.0.0.1:8080/items?page=1
/// stored 1767000000
/// header etag: "3f2a…"
/// length 5120
/// check 9c1e…(FNV-1a of the body, 16 hex digits)
///
/// <body>
/// ```
///
/// Anything that does not parse, a length that does not match or a wrong checksum makes the file
/// damaged: ``decode(_:)`` returns nil and the cache drops it.
public struct CacheEntry: Sendable, Equatable {
    /// The URL the entry is stored under (the request's).
    public var url: String
    /// The URL that gave the answer, after redirects.
    public var source: String
    /// When the answer was stored or last revalidated, in seconds since 1970.
    public var storedAt: Int64
    /// The answer's kept headers (see ``AnswerHeaders``).
    public var headers: AnswerHeaders
    /// The body.
    public var body: [UInt8]

    static let magic = "WATERFALL-CACHE 1"

    /// Creates an entry.
    public init(url: String, source: String, storedAt: Int64, headers: AnswerHeaders, body: [UInt8]) {
        self.url = url
        self.source = source
        self.storedAt = storedAt
        self.headers = headers
        self.body = body
    }

    /// The validators to revalidate the entry with, if it has any.
    public var validators: CacheValidators? {
        CacheValidators(etag: headers["etag"], lastModified: headers["last-modified"])
    }

    /// Whether the entry may be used without asking the server at `now` (seconds since 1970):
    /// its `max-age` has not passed.
    public func isFresh(at now: Int64) -> Bool {
        guard let maxAge = headers.maxAge, maxAge > 0 else { return false }
        return now >= storedAt && now - storedAt < Int64(maxAge)
    }

    /// The file's bytes. O(body).
    func encoded() -> [UInt8] {
        var text = CacheEntry.magic + "\n"
        text += "url \(url)\nsource \(source)\nstored \(storedAt)\n"
        for name in headers.values.keys.sorted() {
            text += "header \(name): \(headers.values[name] ?? "")\n"
        }
        text += "length \(body.count)\ncheck \(StableHash.hex(StableHash.fnv1a(body)))\n\n"
        return Array(text.utf8) + body
    }

    /// The entry a file holds, or nil when it is damaged in any way. O(file).
    static func decode(_ bytes: [UInt8]) -> CacheEntry? {
        guard let end = headerEnd(bytes),
            let header = String(validating: bytes[..<end], as: UTF8.self)
        else { return nil }
        var lines = header.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst() == Substring(magic) else { return nil }
        var fields: [String: String] = [:]
        var headerPairs: [(name: String, value: String)] = []
        for line in lines where !line.isEmpty {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let key = String(line[..<space])
            let value = String(line[line.index(after: space)...])
            if key == "header" {
                guard let colon = value.range(of: ": ") else { return nil }
                headerPairs.append((String(value[..<colon.lowerBound]), String(value[colon.upperBound...])))
            } else {
                fields[key] = value
            }
        }
        let body = Array(bytes[(end + 2)...])
        guard let url = fields["url"], let source = fields["source"],
            let stored = fields["stored"].flatMap({ Int64($0) }),
            fields["length"] == String(body.count),
            fields["check"] == StableHash.hex(StableHash.fnv1a(body))
        else { return nil }
        let headers = AnswerHeaders(headerPairs)
        guard headers.values.count == headerPairs.count else { return nil }
        return CacheEntry(url: url, source: source, storedAt: stored, headers: headers, body: body)
    }

    /// The index of the blank line's first newline ("\n\n") ending the header, within 64 KiB.
    private static func headerEnd(_ bytes: [UInt8]) -> Int? {
        let limit = min(bytes.count - 1, 65_536)
        guard limit > 0 else { return nil }
        for index in 0 ..< limit where bytes[index] == 0x0A && bytes[index + 1] == 0x0A {
            return index
        }
        return nil
    }
}
