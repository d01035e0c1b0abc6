#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open, regular file read in chunks with POSIX calls, so errors carry the system's reason
/// and large files are never loaded whole. Closed when released.
package final class ReadableFile {
    /// The path as given, used in messages.
    let path: String
    /// The file's size in bytes when it was opened.
    let size: Int
    private let descriptor: Int32

    /// Opens `path` for reading; fails with a ``CatalogError`` if it is missing, a directory
    /// or unreadable.
    init(path: String) throws(CatalogError) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
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
        if (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw CatalogError.notAFile(path: path)
        }
        self.descriptor = descriptor
        self.size = Int(status.st_size)
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
