import NIOSSL

/// Why a TLS (`https`) connection could not be made, in words: what BoringSSL's error codes mean
/// for the user, never the codes themselves.
public enum TLSProblem: Sendable, Equatable, CustomStringConvertible {
    /// The certificate's chain does not lead to an authority this system trusts (self-signed,
    /// or issued by an unknown authority).
    case untrusted
    /// The certificate (or one of its chain) expired on `date` (`2026-01-31`).
    case expired(date: String)
    /// The certificate (or one of its chain) is not valid before `date`.
    case notYetValid(date: String)
    /// The certificate is trusted but names other hosts than `host`.
    case wrongHost(host: String)
    /// The server answered something other than TLS (plain HTTP, most likely).
    case notTLS
    /// The server ended the handshake with an alert, named in words (`handshake failure`).
    case refused(alert: String)
    /// The connection closed during the handshake.
    case closed
    /// Any other failure of the handshake, with BoringSSL's reason in words
    /// (`no shared cipher`).
    case failed(reason: String)

    /// One phrase, without the URL.
    public var description: String {
        switch self {
        case .untrusted: "the server's certificate is not trusted (self-signed, or from an authority this system does not know)"
        case .expired(let date): "the server's certificate expired on \(date)"
        case .notYetValid(let date): "the server's certificate is not valid before \(date)"
        case .wrongHost(let host): "the server's certificate is for another name than \(host)"
        case .notTLS: "the server does not speak TLS on this port (plain http?)"
        case .refused(let alert): "the server refused the TLS handshake (\(alert))"
        case .closed: "the server closed the connection during the TLS handshake (does it speak TLS on this port?)"
        case .failed(let reason): "the TLS handshake failed (\(reason))"
        }
    }

    /// The reasons of BoringSSL's error stack that mean the bytes that came back were not TLS.
    private static let notTLSReasons: Set<String> = ["WRONG_VERSION_NUMBER", "HTTP_REQUEST", "HTTPS_PROXY_REQUEST", "UNEXPECTED_RECORD", "RECORD_TOO_LARGE"]

    /// The problem `error` (thrown while connecting to `host`) is, when it is a TLS failure:
    /// ``untrusted`` for any failed certificate check (``TLSDiagnosis`` can say more).
    static func of(_ error: any Error, host: String) -> TLSProblem? {
        if let extra = error as? NIOSSLExtraError {
            return extra == .failedToValidateHostname ? .wrongHost(host: host) : .failed(reason: words(String(describing: extra)))
        }
        guard let tls = error as? NIOSSLError else { return nil }
        switch tls {
        case .handshakeFailed(let failure):
            guard case .sslError(let stack) = failure else { return .closed }
            let reasons = stack.map { reason(of: $0.description) }
            if reasons.contains("CERTIFICATE_VERIFY_FAILED") { return .untrusted }
            if reasons.contains(where: notTLSReasons.contains) { return .notTLS }
            if let alert = reasons.first(where: { $0.hasPrefix("SSLV3_ALERT_") || $0.hasPrefix("TLSV1_ALERT_") }) {
                return .refused(alert: words(String(alert.split(separator: "_", maxSplits: 2).last ?? "")))
            }
            if reasons.contains(where: { $0.lowercased().contains("eof") }) { return .closed }
            return .failed(reason: reasons.first.map(words) ?? "no reason given")
        case .uncleanShutdown: return .closed
        case .unableToValidateCertificate, .noCertificateToValidate: return .untrusted
        default: return .failed(reason: words(String(describing: tls)))
        }
    }

    /// The reason of one entry of BoringSSL's error stack: from
    /// `Error: 268435703 error:100000f7:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER at …`,
    /// `WRONG_VERSION_NUMBER`; a synthetic entry (`EOF during handshake`) as it is.
    static func reason(of entry: String) -> String {
        guard let start = entry.range(of: "error:") else { return entry }
        let text = entry[start.upperBound...]
        let code = text.range(of: " at ").map { text[..<$0.lowerBound] } ?? text
        return String(code.split(separator: ":").last ?? code)
    }

    /// `NO_SHARED_CIPHER` as `no shared cipher`: lower case, spaces, printable, short.
    static func words(_ reason: String) -> String {
        PrintableExcerpt.of(Array(reason.replacingOccurrences(of: "_", with: " ").lowercased().utf8), maximumLength: 60) ?? "no reason given"
    }
}
