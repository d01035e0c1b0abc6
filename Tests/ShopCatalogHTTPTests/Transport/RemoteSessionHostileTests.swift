import Foundation
import HTTPTestSupport
import Hummingbird
import ShopCatalog
import Synchronization
import TestSupport
import Testing

@testable import ShopCatalogHTTP

/// Hostile and broken servers, over loopback: each fetch ends with its own named error, within
/// its deadline, and the session keeps working for the next request. What ended a fetch is
/// judged by the error it ends with, never by how long it took: a deadline or timeout that must
/// not be what ends it is ``beyondTheTimeLimit``, which a fetch waiting for it would overrun the
/// suite's time limit to reach.
@Suite("RemoteSession against hostile servers", .timeLimit(.minutes(2)))
struct RemoteSessionHostileTests {
    /// Ten minutes: five times the suite's time limit.
    static let beyondTheTimeLimit: Duration = .seconds(600)

    /// A page request for `url` with `bytes` and `deadline` limits.
    private func request(_ url: RemoteURL, bytes: Int = 1 << 20, deadline: Duration = beyondTheTimeLimit) -> FetchRequest {
        FetchRequest(url: url, kind: .page, accept: "application/json", acceptsCompression: true, maximumBytes: bytes, deadline: deadline)
    }

    /// A session whose timeouts are all ``beyondTheTimeLimit``.
    private static var unhurried: RemoteSession.Configuration {
        RemoteSession.Configuration(connectTimeout: beyondTheTimeLimit, readTimeout: beyondTheTimeLimit)
    }

    /// The error fetching `path` from a server answering with `handler` throws, and how long it took.
    private func failure(
        of path: String, bytes: Int = 1 << 20, deadline: Duration = beyondTheTimeLimit,
        configuration: RemoteSession.Configuration = unhurried,
        _ handler: @escaping @Sendable (Request) async throws -> Response
    ) async throws -> (error: RemoteError, elapsed: Duration) {
        try await withTestServer(handler) { server in
            try await withSession(configuration) { session in
                let started = ContinuousClock.now
                do {
                    _ = try await session.fetch(request(server.url(path), bytes: bytes, deadline: deadline))
                } catch let error as RemoteError {
                    return (error, ContinuousClock.now - started)
                }
                Issue.record("fetching \(path) succeeded")
                throw TestServerError.didNotStart
            }
        }
    }

    @Test func aBodyThatNeverEndsStopsAtTheByteLimit() async throws {
        let (error, _) = try await failure(of: "/endless", bytes: 1 << 20) { _ in HostileAnswers.endless() }
        guard case .tooLarge(_, let limit) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(limit == 1 << 20)
        #expect(error.description.hasSuffix("/endless: the answer is larger than the 1048576-byte limit"))
    }

    @Test func tenAnnouncedGigabytesAreRefusedBeforeReading() async throws {
        let (error, _) = try await failure(of: "/huge.jpg") { _ in HostileAnswers.tenGigabytes() }
        #expect(error == .announcedTooLarge(url: error.url, announced: 10 << 30, limit: 1 << 20))
    }

    @Test func oneByteASecondEndsAtTheDeadline() async throws {
        let (error, elapsed) = try await failure(of: "/slow", deadline: .milliseconds(1500)) { _ in HostileAnswers.trickle() }
        guard case .deadlineExceeded(_, let deadline, _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(deadline == .milliseconds(1500))
        // Not before the deadline (a loaded machine only makes it later); that it ends there is
        // the error: the read timeout is beyond the suite's time limit, and the body never ends.
        #expect(elapsed >= .milliseconds(1400), "\(elapsed)")
        #expect(error.problem.hasPrefix("no complete answer within 1.5 s ("))
    }

    @Test func aServerThatFallsSilentEndsAtTheReadTimeout() async throws {
        let configuration = RemoteSession.Configuration(connectTimeout: Self.beyondTheTimeLimit, readTimeout: .milliseconds(500))
        let (error, _) = try await failure(of: "/silent", configuration: configuration) { _ in HostileAnswers.silence() }
        #expect(error == .stalled(url: error.url, idle: .milliseconds(500), received: 0))
    }

    @Test func aGzipBombIsStoppedAtTheInflatedLimit() async throws {
        let bomb = try HostileAnswers.compressed(zeros: 64 << 20, encoding: "gzip")
        let (error, _) = try await failure(of: "/bomb", bytes: 4 << 20) { _ in bomb }
        #expect(error == .inflatedTooLarge(url: error.url, encoding: "gzip", limit: 4 << 20))
    }

    @Test func aCompressedAnswerWithinTheLimitIsInflated() async throws {
        let answer = try HostileAnswers.compressed(zeros: 100_000, encoding: "deflate")
        try await withTestServer({ _ in answer }) { server in
            try await withSession { session in
                let fetched = try await session.fetch(request(server.url("/zeros")))
                #expect(fetched.body == [UInt8](repeating: 0, count: 100_000))
            }
        }
    }

    @Test func aRedirectLoopIsNamed() async throws {
        let (error, _) = try await failure(of: "/a") { request in
            Answer.status(.found, headers: [("Location", request.uri.path == "/a" ? "/b" : "/a")])
        }
        #expect(error == .redirectLoop(url: error.url))
        #expect(error.url.absoluteString.hasSuffix("/b"))
    }

    @Test func atMostFiveRedirectsAreFollowed() async throws {
        let log = RequestLog()
        let (error, _) = try await failure(of: "/hop/0") { request in
            log.record(request)
            let hop = Int(request.uri.path.dropFirst("/hop/".count)) ?? 0
            return Answer.status(.temporaryRedirect, headers: [("Location", "/hop/\(hop + 1)")])
        }
        #expect(error == .tooManyRedirects(url: error.url, limit: 5))
        #expect(log.all == (0 ... 5).map { "/hop/\($0)" })
    }

    @Test func aRedirectToAFileURLIsRefused() async throws {
        let (error, _) = try await failure(of: "/photo.jpg") { _ in
            Answer.status(.movedPermanently, headers: [("Location", "file:///etc/passwd")])
        }
        #expect(error == .unsupportedRedirect(url: error.url, code: 301))
        #expect(!error.description.contains("passwd"))
    }

    @Test func aRedirectFromHTTPSToHTTPIsRefused() throws {
        let secure = try #require(RemoteURL("https://shop.example/items?page=2"))
        #expect(throws: RemoteError.insecureRedirect(url: secure)) {
            try RemoteSession.redirectTarget(from: secure, location: "http://shop.example/items?page=2", code: 302)
        }
        #expect(try RemoteSession.redirectTarget(from: secure, location: "/next", code: 302).absoluteString == "https://shop.example/next")
        let plain = try #require(RemoteURL("http://shop.example/"))
        #expect(try RemoteSession.redirectTarget(from: plain, location: "https://shop.example/", code: 308).isSecure)
        #expect(throws: RemoteError.unsupportedRedirect(url: plain, code: 302)) {
            try RemoteSession.redirectTarget(from: plain, location: nil, code: 302)
        }
    }

    @Test(arguments: [
        (HTTPResponse.Status.notFound, nil as String?, "404 Not Found"),
        (.internalServerError, nil, "500 Internal Server Error"),
        (.tooManyRequests, "30", "429 Too Many Requests (retry after 30 s)"),
        (.serviceUnavailable, "Wed, 21 Oct 2026 07:28:00 GMT", "503 Service Unavailable (retry after Wed, 21 Oct 2026 07:28:00 GMT)"),
    ])
    func anErrorStatusIsReportedWithItsReasonAndRetryAfter(status: HTTPResponse.Status, retryAfter: String?, expected: String) async throws {
        let headers = retryAfter.map { [("Retry-After", $0)] } ?? []
        let (error, _) = try await failure(of: "/items?page=2") { _ in
            Answer.status(
                status, headers: headers,
                body: "<html><head><title>Oops</title></head><body>\u{1B}[31mred " + String(repeating: "filler ", count: 200) + "</body></html>")
        }
        #expect(
            error.problem.hasPrefix("the server answered \(expected): \"<html><head><title>Oops</title></head><body>␛[31mred filler…\""), "\(error.problem)")
        #expect(error.problem.count < 200)
    }

    @Test func aConnectionBrokenMidBodyIsReportedAsCut() async throws {
        let (error, _) = try await failure(of: "/cut") { _ in HostileAnswers.cutOff(announced: 100_000, sent: 1000) }
        #expect(error == .truncated(url: error.url, received: 1000, expected: 100_000))
        #expect(error.problem == "the connection closed after 1000 of 100000 bytes")
    }

    @Test(arguments: ["http", "https"])
    func nobodyListeningIsRefusedAtOnce(scheme: String) async throws {
        // A port held by a socket that does not listen: connections to it are refused, and no
        // other test's server can take it meanwhile.
        let closed = try LoopbackPort(listening: false)
        let url = try #require(RemoteURL("\(scheme)://127.0.0.1:\(closed.port)/items"))
        // The connect timeout and the deadline are beyond the suite's time limit: the refusal is
        // reported as it comes, or the test overruns it.
        try await withSession(Self.unhurried) { session in
            do {
                _ = try await session.fetch(request(url))
                Issue.record("a closed port answered")
            } catch let error as RemoteError {
                #expect(error.description == "\(url): cannot connect: connection refused", "\(error)")
            }
        }
        withExtendedLifetime(closed) {}
    }

    @Test func aLongJSONErrorBodyIsQuotedAsOneShortLine() async throws {
        let body = "{\n  \"error\": {\n    \"code\": 500,\n    \"message\": \"" + String(repeating: "internal failure, ", count: 500) + "\"\n  }\n}\n"
        let (error, _) = try await failure(of: "/items?page=2") { _ in Answer.status(.internalServerError, body: body) }
        guard case .status(_, 500, _, _, let excerpt?) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(excerpt == #"{ "error": { "code": 500, "message": "internal failure, int…"#)
        #expect(excerpt.count <= PrintableExcerpt.maximumLength)
        #expect(!error.description.contains("\n"))
        #expect(error.problem == "the server answered 500 Internal Server Error: \"\(excerpt)\"")
    }

    @Test func theSessionKeepsWorkingAfterEachFailure() async throws {
        try await withTestServer({ request in
            request.uri.path == "/endless" ? HostileAnswers.endless() : Answer.ok("[1]")
        }) { server in
            try await withSession { session in
                for _ in 0 ..< 3 {
                    await #expect(throws: RemoteError.self) { try await session.fetch(request(server.url("/endless"), bytes: 100_000)) }
                    let fine = try await session.fetch(request(server.url("/fine")))
                    #expect(fine.body == Array("[1]".utf8))
                }
                #expect(!session.transfers.progress.isBusy)
            }
        }
    }

    @Test func cancellingTheCallerStopsAnEndlessBody() async throws {
        let answering = PhotoFetcherTests.Latch()
        try await withTestServer({ _ in
            answering.open()
            return HostileAnswers.trickle()
        }) { server in
            // The deadline and the timeouts are beyond the suite's time limit: only the
            // cancellation can end the fetch in time.
            try await withSession(Self.unhurried) { session in
                let task = Task { try await session.fetch(request(server.url("/slow"))) }
                try await answering.wait()
                #expect(session.transfers.progress.pages == 1)
                task.cancel()
                await #expect(throws: CancellationError.self) { try await task.value }
                #expect(session.transfers.progress.pages == 0)
            }
        }
    }
}
