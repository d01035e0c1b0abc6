#if canImport(Glibc)
import Glibc
#endif

/// The two system calls through which the disk cache puts bytes on disk: creating a new file and
/// writing to it. The system's by default; tests give ones that fail as a full or read-only file
/// system does (`ENOSPC`, `EROFS`), which a test cannot otherwise bring about everywhere.
struct CacheIO: Sendable {
    /// Creates the new file `name` in the folder `folder` (a descriptor) for writing, never
    /// through a link and never over an existing file: its descriptor, or -1 and the `errno`.
    var create: @Sendable (_ folder: Int32, _ name: String) -> (descriptor: Int32, error: Int32)
    /// Writes some of `bytes` to `descriptor`: the count written, or -1 and the `errno`.
    var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> (count: Int, error: Int32)

    /// The system's calls.
    static let system = CacheIO(
        create: { folder, name in
            let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            return (descriptor, descriptor < 0 ? errno : 0)
        },
        write: { descriptor, bytes in
            let count = Glibc.write(descriptor, bytes.baseAddress, bytes.count)
            return (count, count < 0 ? errno : 0)
        }
    )
}
