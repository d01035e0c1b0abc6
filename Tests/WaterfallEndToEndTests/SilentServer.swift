#if canImport(Glibc)
import Glibc
#endif

/// A TCP server on 127.0.0.1 that takes connections (the kernel completes them from its
/// backlog) and never answers: a remote catalog whose first answer does not come.
final class SilentServer {
    /// Why the server could not be had.
    struct Failure: Error {
        let errno: Int32
    }

    /// The port it listens on.
    let port: Int
    private let descriptor: Int32

    /// Listens on a free port.
    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard listening else {
            close(descriptor)
            throw Failure(errno: errno)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// `http://127.0.0.1:PORT/`.
    var address: String { "http://127.0.0.1:\(port)/" }

    deinit {
        close(descriptor)
    }
}
