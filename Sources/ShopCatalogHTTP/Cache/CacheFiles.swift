import Foundation
import ShopCatalog

#if canImport(Glibc)
import Glibc
#endif

/// The file operations of the disk cache, each safe when another process uses the same
/// directory: files appear whole (written to a temporary name, then renamed), a file that
/// vanished is simply missing, and no error is fatal (each returns false or nil).
enum CacheFiles {
    /// One entry file seen by ``list(in:)``.
    struct Listing {
        let path: String
        let bytes: Int
        let modified: timespec
    }

    /// The file at `path`, whole, if it exists and is at most `limit` bytes.
    static func read(_ path: String, limit: Int) -> [UInt8]? {
        try? ReadableFile.readAll(path: path, limit: limit)
    }

    /// Writes `bytes` to `path` atomically: into a new temporary file next to it (named after
    /// this process and `serial`), then renamed over `path`. Returns false on any failure, after
    /// removing the temporary file.
    static func writeAtomically(_ bytes: [UInt8], to path: String, serial: Int) -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(directory)/.\(name).\(getpid()).\(serial).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        guard complete, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Sets the modification time of `path` to `stamp` (the cache's use order).
    @discardableResult
    static func setModified(_ path: String, to stamp: timespec) -> Bool {
        var times = [stamp, stamp]
        return utimensat(AT_FDCWD, path, &times, 0) == 0
    }

    /// Removes `path`, if it is there.
    static func remove(_ path: String) {
        unlink(path)
    }

    /// The entry files in `directory` (not the temporary ones), with their sizes and times;
    /// temporary files older than `staleAfter` seconds are removed on the way (left by a process
    /// that died while writing).
    static func list(in directory: String, staleAfter: Int = 600) -> [Listing] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let now = time(nil)
        var listings: [Listing] = []
        for name in names {
            let path = directory + "/" + name
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            if name.hasPrefix(".") {
                if name.hasSuffix(".tmp"), now - status.st_mtim.tv_sec > staleAfter { unlink(path) }
                continue
            }
            listings.append(Listing(path: path, bytes: Int(status.st_size), modified: status.st_mtim))
        }
        return listings
    }

    /// The size of the file at `path`, or 0 when there is none.
    static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Creates `directory` and its parents (mode 0700 for new ones); true when it exists after.
    static func makeDirectory(_ directory: String) -> Bool {
        (try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )) != nil || FileManager.default.fileExists(atPath: directory)
    }
}
