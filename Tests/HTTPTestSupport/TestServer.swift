import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOSSL
import ShopCatalogHTTP

/// A Hummingbird server on 127.0.0.1 and a free port, answering every request with `handler`:
/// the fixture servers and the hostile servers of the tests, over plain HTTP or TLS. Stopped by ``stop()`` (cancelling
/// its task), which ``withTestServer(_:_:)`` always calls.
public final class TestServer: Sendable {
    /// `http://127.0.0.1:PORT/`.
    public let base: RemoteURL
    private let task: Task<Void, any Error>

    private init(base: RemoteURL, task: Task<Void, any Error>) {
        self.base = base
        self.task = task
    }

    /// Starts a server answering with `handler` and waits until it listens: plain HTTP, or TLS
    /// presenting `certificate` (then its ``base`` is `https://127.0.0.1:PORT/`).
    public static func start(
        tls certificate: TestCertificate? = nil, _ handler: @escaping @Sendable (Request) async throws -> Response
    ) async throws -> TestServer {
        let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
        var server = HTTPServerBuilder.http1()
        if let certificate {
            let tls = TLSConfiguration.makeServerConfiguration(
                certificateChain: try NIOSSLCertificate.fromPEMFile(certificate.certificate).map { .certificate($0) },
                privateKey: .privateKey(try NIOSSLPrivateKey(file: certificate.key, format: .pem))
            )
            server = try .tls(.http1(), tlsConfiguration: tls)
        }
        let scheme = certificate == nil ? "http" : "https"
        let app = Application(
            responder: CallbackResponder<BasicRequestContext> { request, _ in try await handler(request) },
            server: server,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield("\(scheme)://127.0.0.1:\(channel.localAddress?.port ?? 0)/")
                continuation.finish()
            },
            logger: TestServer.quietLogger
        )
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        var iterator = addresses.makeAsyncIterator()
        guard let address = await iterator.next(), let base = RemoteURL(address) else {
            task.cancel()
            throw TestServerError.didNotStart
        }
        return TestServer(base: base, task: task)
    }

    /// `path` (with its query) on this server.
    public func url(_ path: String) -> RemoteURL {
        base.resolving(path) ?? base
    }

    /// Stops the server and waits until it has.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }

    private static var quietLogger: Logger {
        var logger = Logger(label: "test-server")
        logger.logLevel = .critical
        return logger
    }
}

/// Why a test server could not be used.
public enum TestServerError: Error {
    case didNotStart
}

/// Runs `body` with a server answering with `handler` (over TLS presenting `certificate`, if
/// given), and stops it afterwards, whatever `body` does.
@discardableResult
public func withTestServer<T>(
    tls certificate: TestCertificate? = nil, _ handler: @escaping @Sendable (Request) async throws -> Response,
    _ body: (TestServer) async throws -> T
) async throws -> T {
    let server = try await TestServer.start(tls: certificate, handler)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// Runs `body` with a new session configured by `configuration`, shut down afterwards.
@discardableResult
public func withSession<T>(
    _ configuration: RemoteSession.Configuration = .patient(), _ body: (RemoteSession) async throws -> T
) async throws -> T {
    let session = RemoteSession(configuration: configuration)
    do {
        let result = try await body(session)
        await session.shutdown()
        return result
    } catch {
        await session.shutdown()
        throw error
    }
}

/// Answers used by the test servers.
public enum Answer {
    /// 200 with `body` and `contentType`, plus `headers`.
    public static func ok(_ body: [UInt8], contentType: String = "application/json", headers: [(String, String)] = []) -> Response {
        var fields = self.fields(headers)
        fields[.contentType] = contentType
        return Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// 200 with the UTF-8 `text`.
    public static func ok(_ text: String, contentType: String = "application/json", headers: [(String, String)] = []) -> Response {
        ok(Array(text.utf8), contentType: contentType, headers: headers)
    }

    /// `status` with `headers` and an optional text body.
    public static func status(_ status: HTTPResponse.Status, headers: [(String, String)] = [], body: String = "") -> Response {
        Response(status: status, headers: fields(headers), body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// `headers` as Hummingbird's fields.
    private static func fields(_ headers: [(String, String)]) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in headers {
            if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
        }
        return fields
    }
}

extension RemoteSession.Configuration {
    /// A session for tests: timeouts long enough for a machine where other tests keep both
    /// cores busy for seconds (they share the cooperative threads the test servers answer on).
    /// Tests of the timeouts themselves set their own.
    public static func patient(offline: Bool = false, cache: DiskCache? = nil, connectTimeout: Duration = .seconds(30)) -> Self {
        RemoteSession.Configuration(connectTimeout: connectTimeout, readTimeout: .seconds(60), offline: offline, cache: cache)
    }
}

extension PhotoFetcher.Configuration {
    /// Photo limits for tests: the defaults, with deadlines of a minute (see ``RemoteSession/Configuration/patient(offline:cache:connectTimeout:)``).
    public static func patient(connectionsPerHost: Int = 4, headerBytes: Int = 256 << 10) -> Self {
        PhotoFetcher.Configuration(connectionsPerHost: connectionsPerHost, deadline: .seconds(60), headerBytes: headerBytes, headerDeadline: .seconds(60))
    }
}
