#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in one folder, read with `opendir`/`readdir`: raw bytes (a name need not be valid
/// UTF-8), sorted bytewise, without `.` and `..`, at most ``limit`` of them.
struct FolderEntries {
    /// The most names read from one folder; the rest are counted as left out.
    static let limit = 1_000_000

    /// The names, sorted bytewise.
    var names: [[UInt8]]
    /// How many names were left out past ``limit``.
    var leftOut: Int

    /// Reads the folder at `path`; the system's error number when it cannot be opened. O(n log n)
    /// for n names.
    static func read(_ path: String) -> Result<FolderEntries, FolderScanError> {
        guard let directory = opendir(path) else { return .failure(FolderScanError(errno)) }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        var leftOut = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            if names.count < limit {
                names.append(name)
            } else {
                leftOut += 1
            }
        }
        names.sort { $0.lexicographicallyPrecedes($1) }
        return .success(FolderEntries(names: names, leftOut: leftOut))
    }
}

/// A system error met while scanning (`errno`), worded by `strerror`.
struct FolderScanError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error number.
    let code: Int32

    /// The error `code`.
    init(_ code: Int32) {
        self.code = code
    }

    /// The system's words, e.g. `Permission denied`.
    var description: String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
