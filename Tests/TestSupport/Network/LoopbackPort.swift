#if canImport(Glibc)
import Glibc
#endif

/// A TCP port on 127.0.0.1 held by a socket of this process, so no other server can take it while
/// this lives: bound only, connecting to it is refused (a server that is not there); listening,
/// the kernel completes connections from its backlog and nothing ever answers (a server that
/// stays silent).
public final class LoopbackPort {
    /// Why the port could not be had.
    public struct Failure: Error {
        /// The system's error number.
        public let errno: Int32
    }

    /// The port.
    public let port: Int
    private let descriptor: Int32

    /// Binds a new socket to a free port, and listens on it when `listening`.
    public init(listening: Bool) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && (!listening || listen(descriptor, 16) == 0) && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard ready else {
            close(descriptor)
            throw Failure(errno: errno)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// `http://127.0.0.1:PORT/`.
    public var address: String { "http://127.0.0.1:\(port)/" }

    deinit {
        close(descriptor)
    }
}
