#if canImport(Glibc)
import Glibc
#endif

/// A TCP port on 127.0.0.1 held by a bound socket that never listens: connecting to it is
/// refused, and no other server can bind it while this lives.
final class ClosedPort {
    /// Why the port could not be had.
    struct Failure: Error {
        let errno: Int32
    }

    /// The port.
    let port: Int
    private let descriptor: Int32

    /// Binds a new socket to a free port.
    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else {
            close(descriptor)
            throw Failure(errno: errno)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }
}
