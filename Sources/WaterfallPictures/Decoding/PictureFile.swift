#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a picture file (whole, or its first bytes) with POSIX calls, so each failure gets its
/// own ``PictureError`` and the size limit is checked before a byte is read.
enum PictureFile {
    /// The bytes of the regular file at `path`, refusing files over `limit` bytes before
    /// reading them (and files that grow past it while being read). O(file size).
    static func read(path: String, limit: Int) throws(PictureError) -> [UInt8] {
        let (descriptor, size) = try openRegularFile(path)
        defer { close(descriptor) }
        guard size <= limit else { throw .fileTooLarge(bytes: size, limit: limit) }
        guard size > 0 else { throw .empty }
        return try readAll(descriptor, expected: size, limit: limit)
    }

    /// The first `count` bytes of the regular file at `path` (all of them when it is shorter),
    /// and whether they are the whole file. O(count).
    static func readPrefix(path: String, count: Int) throws(PictureError) -> (bytes: [UInt8], isWholeFile: Bool) {
        let (descriptor, _) = try openRegularFile(path)
        defer { close(descriptor) }
        // One byte more than asked tells whether the file goes on.
        var bytes = [UInt8](repeating: 0, count: max(0, count) + 1)
        let got = try fill(&bytes, from: 0, descriptor)
        let isWholeFile = got < bytes.count
        bytes.removeLast(bytes.count - min(got, max(0, count)))
        return (bytes, isWholeFile)
    }

    /// Opens the file at `path` for reading when it is a regular file; its descriptor (the
    /// caller closes it) and size.
    private static func openRegularFile(_ path: String) throws(PictureError) -> (descriptor: Int32, size: Int) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below anyway.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .missingFile }
            throw .unreadable(reason: message(for: code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .unreadable(reason: message(for: code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            close(descriptor)
            throw .directory
        case S_IFREG:
            return (descriptor, Int(status.st_size))
        default:
            close(descriptor)
            throw .unreadable(reason: "not a regular file")
        }
    }

    /// Reads until end of file into one buffer sized for `expected + 1` bytes (the extra byte
    /// detects growth), enlarging it only if the file grew.
    private static func readAll(_ descriptor: Int32, expected: Int, limit: Int) throws(PictureError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var count = try fill(&bytes, from: 0, descriptor)
        while count == bytes.count {
            guard count <= limit else { throw .fileTooLarge(bytes: count, limit: limit) }
            bytes.append(contentsOf: repeatElement(0, count: max(4096, count / 2)))
            count = try fill(&bytes, from: count, descriptor)
        }
        guard count <= limit else { throw .fileTooLarge(bytes: count, limit: limit) }
        guard count > 0 else { throw .empty }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Reads from `descriptor` into `bytes[count...]` until the buffer is full or the file
    /// ends; returns the new count of bytes read.
    private static func fill(_ bytes: inout [UInt8], from count: Int, _ descriptor: Int32) throws(PictureError) -> Int {
        var count = count
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress.map { $0 + count }, raw.count - count)
            }
            if got > 0 {
                count += got
            } else if got == 0 {
                break
            } else {
                let code = errno
                if code != EINTR { throw .unreadable(reason: message(for: code)) }
            }
        }
        return count
    }

    private static func message(for code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// The C `read(2)`, named apart from ``PictureFile/read(path:limit:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
