#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a name in a folder is, found with `lstat` (and `stat` through a symbolic link) without
/// opening it: nothing that could block (a FIFO, a device) is ever opened.
enum FileKind: Sendable, Equatable {
    /// A regular file (or a link to one) of `bytes` bytes, last changed at `modified` (seconds
    /// since the epoch).
    case file(bytes: Int64, modified: Int64)
    /// A folder (or a link to one), with its device and inode.
    case folder(FileIdentity)
    /// Anything that is skipped, and why: a FIFO, a socket, a device, a broken link or a loop of
    /// links, a name that vanished or cannot be looked at.
    case special(String)

    /// The kind of the entry at `path`. O(1) system calls.
    static func of(_ path: String) -> FileKind {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return .special(errno == ENOENT ? "vanished while the folder was read" : "cannot be looked at: \(FolderScanError(errno))")
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &status) == 0 else {
                let code = errno
                switch code {
                case ELOOP: return .special("a loop of symbolic links")
                case ENOENT, ENOTDIR: return .special("a broken symbolic link (its target does not exist)")
                default: return .special("a symbolic link that cannot be followed: \(FolderScanError(code))")
                }
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .file(bytes: Int64(status.st_size), modified: Int64(status.st_mtim.tv_sec))
        case S_IFDIR:
            return .folder(FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)))
        case S_IFIFO:
            return .special("a named pipe (FIFO), not read")
        case S_IFSOCK:
            return .special("a socket, not read")
        case S_IFCHR, S_IFBLK:
            return .special("a device file, not read")
        default:
            return .special("not a regular file")
        }
    }
}

/// A folder's identity on this machine (device and inode), to visit each folder once however
/// many links lead to it.
struct FileIdentity: Sendable, Hashable {
    /// The device.
    var device: UInt64
    /// The inode.
    var inode: UInt64
}
