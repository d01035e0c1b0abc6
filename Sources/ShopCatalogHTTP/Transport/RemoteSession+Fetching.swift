import AsyncHTTPClient
import NIOCore
import NIOHTTP1

extension RemoteSession {
    /// The statuses that redirect.
    static let redirectCodes: Set<Int> = [301, 302, 303, 307, 308]
    /// How much of an error page is read, for its excerpt.
    static let errorBodyBytes = 2048

    /// Fetches `request` from the network (never the cache): follows redirects by the rules,
    /// reads the body within the limits, and returns 200 (206 when only the first bytes were
    /// asked for) or 304 (when validators were sent). Throws a ``RemoteError`` for anything
    /// else, or `CancellationError` when the calling task is cancelled.
    public func fetch(_ request: FetchRequest) async throws -> FetchedAnswer {
        if configuration.offline { throw RemoteError.notCached(url: request.url) }
        let ticket = transfers.begin(request.kind)
        defer { transfers.end(ticket) }
        let deadline = request.deadline
        return try await withDeadline(
            deadline,
            expired: { [transfers] in
                RemoteError.deadlineExceeded(url: request.url, deadline: deadline, received: transfers.bytes(of: ticket))
            },
            { try await self.follow(request, ticket: ticket) }
        )
    }

    /// Sends `request`, following redirects.
    private func follow(_ request: FetchRequest, ticket: Int) async throws -> FetchedAnswer {
        var url = request.url
        var visited: Set<String> = [url.absoluteString]
        var redirects = 0
        while true {
            let response = try await send(request, to: url)
            let code = Int(response.status.code)
            guard RemoteSession.redirectCodes.contains(code) else {
                return try await answer(response, from: url, to: request, ticket: ticket)
            }
            let target = try RemoteSession.redirectTarget(from: url, location: response.headers.first(name: "location"), code: code)
            guard visited.insert(target.absoluteString).inserted else { throw RemoteError.redirectLoop(url: url) }
            redirects += 1
            guard redirects <= configuration.maximumRedirects else {
                throw RemoteError.tooManyRedirects(url: request.url, limit: configuration.maximumRedirects)
            }
            _ = try? await read(response.body, from: url, limit: RemoteSession.errorBodyBytes, stopAtLimit: true, request: request, ticket: ticket)
            url = target
        }
    }

    /// Where a `code` redirect from `url` with the `Location` header `location` leads: an
    /// `http(s)` URL (a relative location resolved against `url`), never from `https` to `http`.
    static func redirectTarget(from url: RemoteURL, location: String?, code: Int) throws(RemoteError) -> RemoteURL {
        guard let location, let target = url.resolving(location) else { throw RemoteError.unsupportedRedirect(url: url, code: code) }
        if url.isSecure, !target.isSecure { throw RemoteError.insecureRedirect(url: url) }
        return target
    }

    /// One request to `url`, without following redirects.
    private func send(_ request: FetchRequest, to url: RemoteURL) async throws -> HTTPClientResponse {
        var http = HTTPClientRequest(url: url.absoluteString)
        http.method = .GET
        http.headers.add(name: "User-Agent", value: configuration.userAgent)
        http.headers.add(name: "Accept", value: request.accept)
        if request.acceptsCompression { http.headers.add(name: "Accept-Encoding", value: "gzip, deflate") }
        if let first = request.firstBytes { http.headers.add(name: "Range", value: "bytes=0-\(max(0, first - 1))") }
        if let etag = request.validators?.etag { http.headers.add(name: "If-None-Match", value: etag) }
        if let date = request.validators?.lastModified { http.headers.add(name: "If-Modified-Since", value: date) }
        do {
            return try await client.execute(http, deadline: .now() + RemoteSession.timeAmount(request.deadline))
        } catch {
            let failure = TransportFailure.remoteError(
                for: error, url: url, received: 0, expected: nil, encoding: nil, readTimeout: configuration.readTimeout
            )
            guard case RemoteError.tls(_, .untrusted)? = failure as? RemoteError,
                let problem = await TLSDiagnosis.certificateProblem(host: url.host, port: url.port, timeout: configuration.connectTimeout)
            else { throw failure }
            throw RemoteError.tls(url: url, problem: problem)
        }
    }

    /// The answer `response` gives, or the ``RemoteError`` for its status.
    private func answer(
        _ response: HTTPClientResponse, from url: RemoteURL, to request: FetchRequest, ticket: Int
    ) async throws -> FetchedAnswer {
        let code = Int(response.status.code)
        let headers = AnswerHeaders(response.headers.map { (name: $0.name, value: $0.value) })
        switch code {
        case 304 where request.validators != nil:
            return FetchedAnswer(url: url, status: 304, headers: headers, body: [])
        case _ where code == 200 || code == 206 && request.firstBytes != nil:
            let wanted = request.firstBytes ?? request.maximumBytes
            if request.firstBytes == nil, let announced = response.headers.first(name: "content-length").flatMap(Int64.init),
                announced > Int64(request.maximumBytes)
            {
                throw RemoteError.announcedTooLarge(url: url, announced: announced, limit: request.maximumBytes)
            }
            let body = try await read(
                response.body, from: url, limit: min(wanted, request.maximumBytes), stopAtLimit: request.firstBytes != nil,
                request: request, ticket: ticket, expected: response.headers.first(name: "content-length").flatMap(Int64.init),
                encoding: headers["content-encoding"]
            )
            return FetchedAnswer(url: url, status: code, headers: headers, body: body)
        default:
            let start = try? await read(
                response.body, from: url, limit: RemoteSession.errorBodyBytes, stopAtLimit: true, request: request, ticket: ticket
            )
            throw RemoteError.status(
                url: url, code: code, reason: PrintableExcerpt.of(Array(response.status.reasonPhrase.utf8), maximumLength: 40) ?? "",
                retryAfter: response.headers.first(name: "retry-after").map(RemoteSession.retryAfter),
                excerpt: start.flatMap { PrintableExcerpt.of($0) }
            )
        }
    }

    /// Reads `body` up to `limit` bytes: past it, stops (when `stopAtLimit`) or throws
    /// ``RemoteError/tooLarge(url:limit:)`` (``RemoteError/inflatedTooLarge(url:encoding:limit:)``
    /// for a compressed answer). Stops early too when the request's ``FetchRequest/enough`` says so.
    private func read(
        _ body: HTTPClientResponse.Body, from url: RemoteURL, limit: Int, stopAtLimit: Bool,
        request: FetchRequest, ticket: Int, expected: Int64? = nil, encoding: String? = nil
    ) async throws -> [UInt8] {
        var bytes: [UInt8] = []
        let compressed = encoding.map { $0.lowercased() }.flatMap { $0 == "identity" ? nil : $0 }
        do {
            for try await chunk in body {
                transfers.received(chunk.readableBytes, by: ticket)
                if bytes.count + chunk.readableBytes > limit {
                    guard stopAtLimit else {
                        if let compressed { throw RemoteError.inflatedTooLarge(url: url, encoding: compressed, limit: limit) }
                        throw RemoteError.tooLarge(url: url, limit: limit)
                    }
                    bytes += chunk.readableBytesView.prefix(limit - bytes.count)
                    break
                }
                bytes += chunk.readableBytesView
                if let enough = request.enough, enough(bytes) { break }
            }
        } catch {
            throw TransportFailure.remoteError(
                for: error, url: url, received: bytes.count, expected: compressed == nil ? expected : nil,
                encoding: compressed, readTimeout: configuration.readTimeout
            )
        }
        return bytes
    }

    /// A `Retry-After` value for a message: `30 s` for seconds, else the date as sent (short, printable).
    static func retryAfter(_ value: String) -> String {
        if !value.isEmpty, value.count <= 9, value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber) { return "\(value) s" }
        return PrintableExcerpt.of(Array(value.utf8), maximumLength: 40) ?? "?"
    }
}
