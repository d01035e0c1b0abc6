import Foundation
import HTTPTestSupport
import Testing

@testable import ShopCatalogHTTP

#if canImport(Glibc)
import Glibc
#endif

/// TLS failures against local TLS servers with certificates made for the test, each said in
/// words — a certificate that is not trusted, expired or for another name, a server that does not
/// speak TLS — at once, never as BoringSSL's error stack. "At once" is judged by order, not by a
/// clock: the connect timeout and the deadline are ``beyondTheTimeLimit``, so a failure said only
/// when one of them passes would overrun the suite's time limit.
@Suite("RemoteSession: TLS failures in words", .timeLimit(.minutes(2)))
struct RemoteSessionTLSTests {
    /// Ten minutes: five times the suite's time limit.
    static let beyondTheTimeLimit: Duration = .seconds(600)

    /// The request for `/items` on `server`, with `https`.
    private func request(_ server: TestServer) throws -> FetchRequest {
        let url = try #require(RemoteURL(server.url("/items").absoluteString.replacingOccurrences(of: "http://", with: "https://")))
        return FetchRequest(
            url: url, kind: .page, accept: "application/json", acceptsCompression: true, maximumBytes: 1 << 20, deadline: Self.beyondTheTimeLimit)
    }

    /// The error fetching `/items` with `https` from a TLS server presenting `certificate` (or a
    /// plain server when nil) through a session trusting `trusted` besides the system's, whose
    /// timeouts are ``beyondTheTimeLimit``.
    private func failure(_ certificate: TestCertificate?, trusting trusted: [String] = []) async throws -> RemoteError {
        var configuration = RemoteSession.Configuration(connectTimeout: Self.beyondTheTimeLimit, readTimeout: Self.beyondTheTimeLimit)
        configuration.additionalTrustRoots = trusted
        return try await withTestServer(tls: certificate, { _ in Answer.ok("[]") }) { server in
            try await withSession(configuration) { session in
                do {
                    _ = try await session.fetch(try request(server))
                } catch let error as RemoteError {
                    return error
                }
                Issue.record("the TLS fetch succeeded")
                throw TestServerError.didNotStart
            }
        }
    }

    /// Checks what every TLS message must be: one line, in words, naming the URL.
    private func expectWords(_ error: RemoteError) {
        #expect(!error.description.contains("\n"))
        for jargon in ["BoringSSL", "handshakeFailed", "sslError", "Error: ", "NIOSSL"] {
            #expect(!error.description.contains(jargon), "\(error.description)")
        }
        #expect(error.description.hasPrefix(error.url.description + ": "))
    }

    @Test func aSelfSignedCertificateIsNotTrusted() async throws {
        let error = try await failure(try TestCertificate(.valid(names: ["DNS:localhost", "IP:127.0.0.1"])))
        #expect(error == .tls(url: error.url, problem: .untrusted), "\(error)")
        #expect(error.problem.hasPrefix("the server's certificate is not trusted"))
        #expect(error.label == "bad certificate")
        expectWords(error)
    }

    @Test func anExpiredCertificateSaysWhenItExpired() async throws {
        let error = try await failure(try TestCertificate(.expired))
        let yesterday = [TLSDiagnosis.day(time(nil) - 86_400), TLSDiagnosis.day(time(nil) - 86_400 - 600)]
        guard case .tls(_, .expired(let date)) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(yesterday.contains(date))
        #expect(error.problem == "the server's certificate expired on \(date)")
        expectWords(error)
    }

    @Test func aTrustedCertificateForAnotherNameIsNamedSo() async throws {
        let certificate = try TestCertificate(.valid(names: ["DNS:other.example"]))
        let error = try await failure(certificate, trusting: [certificate.certificate])
        #expect(error == .tls(url: error.url, problem: .wrongHost(host: "127.0.0.1")), "\(error)")
        #expect(error.problem == "the server's certificate is for another name than 127.0.0.1")
        expectWords(error)
    }

    @Test func aTrustedCertificateForTheHostWorks() async throws {
        let certificate = try TestCertificate(.valid(names: ["DNS:localhost", "IP:127.0.0.1"]))
        var configuration = RemoteSession.Configuration.patient()
        configuration.additionalTrustRoots = [certificate.certificate]
        let body = try await withTestServer(tls: certificate, { _ in Answer.ok("[1]") }) { server in
            try await withSession(configuration) { session in try await session.fetch(try request(server)).body }
        }
        #expect(body == Array("[1]".utf8))
    }

    @Test func aPlainHTTPServerAskedWithHTTPSDoesNotSpeakTLS() async throws {
        let error = try await failure(nil)
        #expect(error == .tls(url: error.url, problem: .notTLS), "\(error)")
        #expect(error.problem == "the server does not speak TLS on this port (plain http?)")
        #expect(error.label == "not TLS")
        expectWords(error)
    }

    @Test func boringSSLReasonsBecomeWords() {
        let entry = "Error: 268435703 error:100000f7:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER at /x/ssl/tls_record.cc:231"
        #expect(TLSProblem.reason(of: entry) == "WRONG_VERSION_NUMBER")
        #expect(TLSProblem.reason(of: "EOF during handshake") == "EOF during handshake")
        #expect(TLSProblem.words("SSLV3_ALERT_HANDSHAKE_FAILURE\u{1B}[2J") == "sslv3 alert handshake failure␛[2j")
        #expect(TLSDiagnosis.day(0) == "1970-01-01" && TLSDiagnosis.day(1_798_761_599) == "2026-12-31")
        #expect(RemoteError.tls(url: RemoteURL("https://a.example/")!, problem: .refused(alert: "handshake failure")).label == "TLS failed")
        #expect(
            RemoteError.tls(url: RemoteURL("https://a.example/")!, problem: .wrongHost(host: "a.example")).description
                == "https://a.example/: the server's certificate is for another name than a.example")
    }
}
