import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix

#if canImport(Glibc)
import Glibc
#endif

/// Turns what AsyncHTTPClient, SwiftNIO and NIOSSL throw into a named ``RemoteError``, in words.
enum TransportFailure {
    /// The ``RemoteError`` for `error`, thrown while fetching `url` after `received` bytes of a
    /// body announced as `expected` bytes (if known), with the session's `readTimeout`;
    /// `CancellationError` stays itself.
    static func remoteError(
        for error: any Error, url: RemoteURL, received: Int, expected: Int64?, encoding: String?, readTimeout: Duration
    ) -> any Error {
        if error is CancellationError || error is RemoteError { return error }
        if let problem = TLSProblem.of(error, host: url.host) { return RemoteError.tls(url: url, problem: problem) }
        if let client = error as? HTTPClientError {
            switch client {
            case .cancelled: return CancellationError()
            case .readTimeout: return RemoteError.stalled(url: url, idle: readTimeout, received: received)
            case .connectTimeout: return RemoteError.connection(url: url, reason: "could not connect in time")
            case .remoteConnectionClosed: return closed(url: url, received: received, expected: expected)
            default: return RemoteError.connection(url: url, reason: shortened(client.description))
            }
        }
        if let parser = error as? HTTPParserError {
            if case .invalidEOFState = parser { return closed(url: url, received: received, expected: expected) }
            return RemoteError.connection(url: url, reason: "the answer is not valid HTTP (\(parser))")
        }
        if let inflation = error as? NIOHTTPDecompression.DecompressionError {
            let name = encoding ?? "compressed"
            if case .limit = inflation { return RemoteError.inflatedTooLarge(url: url, encoding: name, limit: RemoteSession.maximumInflatedBytes) }
            return RemoteError.badCompression(url: url, encoding: name)
        }
        if error is NIOHTTPDecompression.ExtraDecompressionError {
            return RemoteError.badCompression(url: url, encoding: encoding ?? "compressed")
        }
        if let connection = error as? NIOConnectionError {
            if connection.connectionErrors.isEmpty, connection.dnsAError != nil || connection.dnsAAAAError != nil {
                return RemoteError.connection(url: url, reason: "cannot find the host")
            }
            let reasons = connection.connectionErrors.map { systemReason($0.error) }
            return RemoteError.connection(url: url, reason: "cannot connect: " + (reasons.first ?? "no address to connect to"))
        }
        if let io = error as? IOError {
            if io.errnoCode == ECONNRESET || io.errnoCode == EPIPE { return closed(url: url, received: received, expected: expected) }
            if [ECONNREFUSED, EHOSTUNREACH, ENETUNREACH, ETIMEDOUT].contains(io.errnoCode) {
                return RemoteError.connection(url: url, reason: "cannot connect: " + systemReason(io))
            }
            return RemoteError.connection(url: url, reason: systemReason(io))
        }
        if let channel = error as? ChannelError, channel == .ioOnClosedChannel || channel == .eof || channel == .alreadyClosed {
            return closed(url: url, received: received, expected: expected)
        }
        return RemoteError.connection(url: url, reason: shortened(String(describing: error)))
    }

    /// A connection that closed (or was reset) mid-answer.
    private static func closed(url: RemoteURL, received: Int, expected: Int64?) -> RemoteError {
        if let expected, Int64(received) < expected {
            return .truncated(url: url, received: received, expected: expected)
        }
        return .connection(url: url, reason: "the server closed the connection after \(received) bytes")
    }

    /// The system's text for an `IOError` (`Connection refused`), else a shortened description.
    private static func systemReason(_ error: any Error) -> String {
        guard let io = error as? IOError, let text = strerror(io.errnoCode) else { return shortened(String(describing: error)) }
        return String(cString: text).lowercased()
    }

    /// `text` made printable and cut to 120 characters.
    private static func shortened(_ text: String) -> String {
        PrintableExcerpt.of(Array(text.utf8), maximumLength: 120) ?? "unknown error"
    }
}
