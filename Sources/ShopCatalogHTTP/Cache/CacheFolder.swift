#if canImport(Glibc)
import Glibc
#endif

/// One folder of the disk cache, opened once and never through a symbolic link, and the file
/// operations on the names in it. Every operation is relative to the folder's descriptor and
/// none follows a link, so a folder or file swapped for a link later leads nowhere else. Each is
/// safe when another process uses the same folder: files appear whole (written to a temporary
/// name, then renamed), a file that vanished is simply missing, and no failure is fatal.
///
/// The folder knows nothing of what is the cache's: ``DiskCache`` checks a file
/// (``CacheOwnership``) before it reads it as an entry, replaces it or removes it.
final class CacheFolder: Sendable {
    /// One name in the folder, as ``list()`` finds it (its status not following a link).
    struct Listing {
        let name: String
        let status: stat
    }

    /// The folder's path, for messages.
    let path: String
    /// The system calls that write.
    let io: CacheIO
    private let descriptor: Int32

    private init(path: String, descriptor: Int32, io: CacheIO) {
        self.path = path
        self.descriptor = descriptor
        self.io = io
    }

    deinit {
        close(descriptor)
    }

    /// Opens the folder at `path`, creating it (mode 0700) when it is missing: the folder, or the
    /// `errno` of the failure (`ELOOP` for a symbolic link, `ENOTDIR` for something else than a
    /// folder). A path relative to `parent` is opened in it; the parent folders of an absolute
    /// path are created when missing.
    static func open(_ path: String, in parent: CacheFolder? = nil, io: CacheIO) -> Result<CacheFolder, CacheFolderFailure> {
        let base = parent?.descriptor ?? AT_FDCWD
        let full = parent.map { $0.path + "/" + path } ?? path
        var made = mkdirat(base, path, 0o700) == 0 ? 0 : errno
        if made == ENOENT, parent == nil {
            makeParents(of: path)
            made = mkdirat(base, path, 0o700) == 0 ? 0 : errno
        }
        let descriptor = openat(base, path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            // Nothing there: why it could not be made.
            let code = errno == ENOENT && made != 0 ? made : errno
            var status = stat()
            guard fstatat(base, path, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(CacheFolderFailure(path: full, code: code)) }
            switch status.st_mode & S_IFMT {
            case S_IFLNK: return .failure(CacheFolderFailure(path: full, code: ELOOP))
            case S_IFDIR: return .failure(CacheFolderFailure(path: full, code: code))
            default: return .failure(CacheFolderFailure(path: full, code: ENOTDIR))
            }
        }
        return .success(CacheFolder(path: full, descriptor: descriptor, io: io))
    }

    /// Creates the missing folders above `path` (mode 0700), following links as any path does.
    private static func makeParents(of path: String) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            _ = mkdir(prefix, 0o700)
        }
    }

    /// The status of `name`, not following a link; nil when there is nothing by that name.
    func status(of name: String) -> stat? {
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status : nil
    }

    /// Opens `name` for reading when it is a regular file (never through a link, never waiting
    /// on a pipe): its descriptor and status. The caller closes it.
    private func openRegular(_ name: String) -> (descriptor: Int32, status: stat)? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(file)
            return nil
        }
        return (file, status)
    }

    /// Reads from `file` into `bytes` until it holds `limit` bytes or the file ends; false on an
    /// error.
    private static func read(_ file: Int32, into bytes: inout [UInt8], limit: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: min(1 << 16, max(limit - bytes.count, 1)))
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return false }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return true
    }

    /// What ``read(_:limit:)`` found.
    enum ReadResult {
        /// The whole file.
        case bytes([UInt8])
        /// A regular file larger than the limit, and its first bytes (see ``head(of:)``).
        case tooLarge(head: [UInt8])
        /// Nothing readable: no such file, not a regular file (a folder, a link, a pipe), or an
        /// error.
        case unreadable
    }

    /// The file `name`, whole, when it is a regular file of at most `limit` bytes. O(file).
    func read(_ name: String, limit: Int) -> ReadResult {
        guard let (file, status) = openRegular(name) else { return .unreadable }
        defer { close(file) }
        var bytes: [UInt8] = []
        guard Int(status.st_size) <= limit else {
            return CacheFolder.readHead(file, into: &bytes) ? .tooLarge(head: bytes) : .unreadable
        }
        bytes.reserveCapacity(Int(status.st_size))
        guard CacheFolder.read(file, into: &bytes, limit: limit + 1) else { return .unreadable }
        guard bytes.count <= limit else {
            return .tooLarge(head: Array(bytes.prefix(CacheOwnership.maximumHeadBytes)))
        }
        return .bytes(bytes)
    }

    /// The first bytes of the regular file `name`, enough to check its header: up to
    /// ``CacheOwnership/headBytes``, or on to ``CacheOwnership/maximumHeadBytes`` while the first
    /// two lines are not complete. Nil when it is not a regular file or cannot be read.
    func head(of name: String) -> [UInt8]? {
        guard let (file, _) = openRegular(name) else { return nil }
        defer { close(file) }
        var bytes: [UInt8] = []
        return CacheFolder.readHead(file, into: &bytes) ? bytes : nil
    }

    /// Reads the head of `file` (see ``head(of:)``) into `bytes`.
    private static func readHead(_ file: Int32, into bytes: inout [UInt8]) -> Bool {
        var limit = CacheOwnership.headBytes
        while true {
            let before = bytes.count
            guard read(file, into: &bytes, limit: limit) else { return false }
            let complete = bytes.lazy.filter { $0 == 0x0A }.prefix(2).count == 2
            if complete || bytes.count == before || bytes.count < limit || limit >= CacheOwnership.maximumHeadBytes { return true }
            limit = min(limit * 4, CacheOwnership.maximumHeadBytes)
        }
    }

    /// Writes `bytes` as the file `name`: into a new temporary file (named by
    /// ``CacheOwnership/temporaryName(for:process:serial:)`` after `name`, this process and
    /// `serial`), then renamed over `name`. Returns 0, or the `errno` of the failure, after
    /// removing the temporary file.
    func writeAtomically(_ bytes: [UInt8], to name: String, serial: Int) -> Int32 {
        let temporary = CacheOwnership.temporaryName(for: name, process: getpid(), serial: serial)
        var failure = create(temporary, holding: bytes)
        guard failure == 0 else { return failure }
        if renameat(descriptor, temporary, descriptor, name) != 0 {
            failure = errno
            unlinkat(descriptor, temporary, 0)
        }
        return failure
    }

    /// Creates the file `name` holding `bytes`, unless something is there already (then does
    /// nothing). Returns 0, or the `errno` of the failure (`EEXIST` when it was there), after
    /// removing what was written.
    func create(_ name: String, holding bytes: [UInt8]) -> Int32 {
        let (file, error) = io.create(descriptor, name)
        guard file >= 0 else { return error }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let (count, error) = io.write(file, UnsafeRawBufferPointer(rebasing: buffer[written...]))
                if count < 0, error == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? error : EIO
                    return
                }
                written += count
            }
        }
        if close(file) != 0, failure == 0 { failure = errno }
        if failure != 0 { unlinkat(descriptor, name, 0) }
        return failure
    }

    /// Sets the modification time of `name` to `stamp` (the cache's use order).
    @discardableResult
    func setModified(_ name: String, to stamp: timespec) -> Bool {
        var times = [stamp, stamp]
        return utimensat(descriptor, name, &times, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// Removes the file `name` (never a folder), if it is there.
    func remove(_ name: String) {
        unlinkat(descriptor, name, 0)
    }

    /// Every name in the folder with its status (not following links); names that vanish while
    /// listed are left out. O(names).
    func list() -> [Listing] {
        let copy = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0 else { return [] }
        guard let directory = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(directory) }
        var listings: [Listing] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != "..", let status = status(of: name) else { continue }
            listings.append(Listing(name: name, status: status))
        }
        return listings
    }
}

/// Why a cache folder could not be opened: its path and the `errno`.
struct CacheFolderFailure: Error {
    /// The folder's path.
    let path: String
    /// The `errno`: `ELOOP` for a symbolic link, `ENOTDIR` for something else than a folder.
    let code: Int32
}
