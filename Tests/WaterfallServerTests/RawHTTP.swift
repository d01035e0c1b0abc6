import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Sends one request line exactly as written (no client normalises its `..` or `%2e`) to a
/// server on 127.0.0.1, for the path traversal tests.
enum RawHTTP {
    /// Why a raw request failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The status code the server on `port` answers `GET target`. The blocking socket calls run
    /// on a thread of their own: on Swift's cooperative threads, or on Dispatch's (which are the
    /// same threads on Linux), they would starve the server of the threads it answers on.
    static func status(of target: String, port: Int) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try blockingStatus(of: target, port: port) })
            }
        }
    }

    private static func blockingStatus(of target: String, port: Int) throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect: \(errno)") }
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == request.count else {
            throw Failure(description: "send: \(errno)")
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while answer.count < 1 << 20 {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += buffer.prefix(count)
        }
        let line = String(decoding: answer.prefix { $0 != 0x0D }, as: UTF8.self)
        let parts = line.split(separator: " ")
        guard parts.count >= 2, let code = Int(parts[1]) else { throw Failure(description: "no status line in \"\(line)\"") }
        return code
    }
}
