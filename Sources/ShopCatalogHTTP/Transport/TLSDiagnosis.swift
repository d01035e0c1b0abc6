import NIOCore
import NIOPosix
import NIOSSL

#if canImport(Glibc)
import Glibc
#endif

/// Says what is wrong with a certificate that failed its check. BoringSSL reports only that the
/// check failed; to tell an expired certificate from an untrusted one, this looks at the
/// certificates the server presents through a second handshake that trusts none of them and is
/// abandoned as soon as they are seen (no request is sent).
enum TLSDiagnosis {
    /// What is wrong with the certificates `host`:`port` presents: ``TLSProblem/expired(date:)``
    /// or ``TLSProblem/notYetValid(date:)`` when one of them is out of its dates, else
    /// ``TLSProblem/untrusted``; nil when they cannot be seen within `timeout`.
    static func certificateProblem(host: String, port: Int, timeout: Duration) async -> TLSProblem? {
        guard let context = try? NIOSSLContext(configuration: .makeClientConfiguration()) else { return nil }
        let (answers, continuation) = AsyncStream.makeStream(of: TLSProblem?.self)
        let serverName = isAddress(host) ? nil : host
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(RemoteSession.timeAmount(timeout))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let handler = try NIOSSLClientHandler(
                        context: context, serverHostname: serverName,
                        customVerificationCallback: { (certificates: [NIOSSLCertificate], promise: EventLoopPromise<NIOSSLVerificationResult>) in
                            continuation.yield(problem(of: certificates, now: time(nil)))
                            promise.succeed(.failed)
                        })
                    try channel.pipeline.syncOperations.addHandler(handler)
                }
            }
        guard let channel = try? await bootstrap.connect(host: host, port: port).get() else { return nil }
        channel.closeFuture.whenComplete { _ in continuation.yield(nil) }
        let timer = channel.eventLoop.scheduleTask(in: RemoteSession.timeAmount(timeout)) { continuation.yield(nil) }
        var iterator = answers.makeAsyncIterator()
        let found = await iterator.next() ?? nil
        continuation.finish()
        timer.cancel()
        channel.close(promise: nil)
        return found
    }

    /// The problem of a chain that failed its check, as of `now`: a certificate out of its dates,
    /// else an untrusted chain.
    static func problem(of certificates: [NIOSSLCertificate], now: time_t) -> TLSProblem {
        for certificate in certificates {
            if certificate.notValidAfter < now { return .expired(date: day(certificate.notValidAfter)) }
            if certificate.notValidBefore > now { return .notYetValid(date: day(certificate.notValidBefore)) }
        }
        return .untrusted
    }

    /// `moment` as a UTC day, `2026-11-27`.
    static func day(_ moment: time_t) -> String {
        var seconds = moment
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "an unknown day" }
        let (year, month, date) = (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(date < 10 ? "0" : "")\(date)"
    }

    /// Whether `host` is an IPv4 or IPv6 address (never sent as a server name).
    private static func isAddress(_ host: String) -> Bool {
        (try? SocketAddress(ipAddress: host.trimmingPrefix("[").split(separator: "]").first.map(String.init) ?? host, port: 0)) != nil
    }
}
