#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open, regular file read in chunks with POSIX calls, so errors carry the system's reason
/// and large files are never loaded whole. Only regular files are opened: their size is known
/// and reading them never blocks. Closed when released.
package final class ReadableFile {
    /// The path as given, used in messages.
    let path: String
    /// The file's size in bytes when it was opened.
    let size: Int
    private let descriptor: Int32

    /// Opens `path` for reading; fails with a ``CatalogError`` if it is missing, unreadable or
    /// not a regular file. A FIFO, a device or a socket is refused by its kind before it is
    /// opened (so opening cannot block on a FIFO without a writer); it is opened non-blocking
    /// and checked again on the open descriptor, so a file swapped for one in between is
    /// refused too.
    init(path: String) throws(CatalogError) {
        self.path = path
        try ReadableFile.checkRegularFile(path: path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw CatalogError.fileNotFound(path: path) }
            throw CatalogError.unreadable(path: path, reason: ReadableFile.message(for: code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw CatalogError.unreadable(path: path, reason: ReadableFile.message(for: code))
        }
        do {
            try ReadableFile.checkKind(status, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        self.size = Int(status.st_size)
    }

    /// Fails unless `path` names a regular file (following symbolic links): missing, a
    /// directory, a FIFO, a device or a socket each get their own ``CatalogError``. Opens
    /// nothing.
    package static func checkRegularFile(path: String) throws(CatalogError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT { throw CatalogError.fileNotFound(path: path) }
            throw CatalogError.unreadable(path: path, reason: ReadableFile.message(for: code))
        }
        try checkKind(status, path: path)
    }

    /// Fails unless `status` describes a regular file.
    private static func checkKind(_ status: stat, path: String) throws(CatalogError) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw CatalogError.notAFile(path: path)
        case S_IFIFO: throw CatalogError.notARegularFile(path: path, kind: .fifo)
        case S_IFCHR: throw CatalogError.notARegularFile(path: path, kind: .characterDevice)
        case S_IFBLK: throw CatalogError.notARegularFile(path: path, kind: .blockDevice)
        case S_IFSOCK: throw CatalogError.notARegularFile(path: path, kind: .socket)
        default: throw CatalogError.notARegularFile(path: path, kind: .other)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `count` bytes from the current position; an empty result means end of file.
    func read(upTo count: Int) throws(CatalogError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let got = buffer.withUnsafeMutableBytes { raw in systemRead(descriptor, raw.baseAddress, count) }
            if got >= 0 {
                buffer.removeLast(count - got)
                return buffer
            }
            let code = errno
            if code != EINTR { throw CatalogError.unreadable(path: path, reason: ReadableFile.message(for: code)) }
        }
    }

    /// Moves the read position to `offset` bytes from the start.
    func seek(to offset: Int) throws(CatalogError) {
        guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else {
            throw CatalogError.unreadable(path: path, reason: ReadableFile.message(for: errno))
        }
    }

    /// Reads the whole file, refusing files larger than `limit` bytes before reading anything.
    package static func readAll(path: String, limit: Int) throws(CatalogError) -> [UInt8] {
        let file = try ReadableFile(path: path)
        guard file.size <= limit else { throw CatalogError.tooLarge(path: path, bytes: file.size, limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.size)
        while true {
            let chunk = try file.read(upTo: 1 << 16)
            if chunk.isEmpty { return bytes }
            bytes.append(contentsOf: chunk)
            guard bytes.count <= limit else { throw CatalogError.tooLarge(path: path, bytes: bytes.count, limit: limit) }
        }
    }

    private static func message(for code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// The C `read(2)`, named apart from ``ReadableFile/read(upTo:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
