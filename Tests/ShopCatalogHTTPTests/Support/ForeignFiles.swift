import Foundation

@testable import ShopCatalogHTTP

#if canImport(Glibc)
import Glibc
#endif

/// Files the disk cache did not write, planted in a folder — of every kind that could fool it —
/// and their fingerprints, to check afterwards that each is still there byte for byte.
struct ForeignFiles {
    /// What a file was when planted: its kind, size and a hash of its bytes (the start and end
    /// of a big sparse file), or where a link leads.
    struct Fingerprint: Equatable, CustomStringConvertible {
        let kind: mode_t
        let size: Int
        let content: String

        var description: String { "kind \(String(kind, radix: 8)), \(size) bytes, \(content)" }
    }

    /// The names planted in each folder, by folder path.
    private(set) var planted: [String: [String]] = [:]
    private var fingerprints: [String: Fingerprint] = [:]

    /// The names whose pattern is an entry's, in a folder (they have no header of the cache's).
    static let entryLikeNames = ["0123456789abcdef", "fedcba9876543210"]

    /// Plants in `folder` (created if needed): ordinary files, a file named like an entry without
    /// the header, one with the header of another name, an old file named like a temporary file,
    /// a hidden file, a 2 GiB sparse file, a folder named like an entry, a link to a file outside,
    /// and a named pipe.
    mutating func plant(in folder: String, outside: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var names: [String] = []
        func file(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
            names.append(name)
        }
        try file("holiday.jpg", (0 ..< 30_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try file("notes.txt", Array("shopping list\n".utf8))
        try file(Self.entryLikeNames[0], (0 ..< 5000).map { UInt8(truncatingIfNeeded: $0) })
        try file(Self.entryLikeNames[1], Array("WATERFALL-CACHE 1\nurl http://127.0.0.1/another/url\nlength 0\n\n".utf8))
        try file(".0123456789abcdef.1.1.tmp", Array("not a cache file being written".utf8))
        let old = timespec(tv_sec: time(nil) - 86_400, tv_nsec: 0)
        var times = [old, old]
        _ = utimensat(AT_FDCWD, folder + "/.0123456789abcdef.1.1.tmp", &times, 0)
        try file(".hidden", Array("dot file".utf8))
        let big = open(folder + "/big.bin", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard big >= 0, ftruncate(big, 2 << 30) == 0, pwrite(big, "the end", 7, (2 << 30) - 7) == 7 else { throw CocoaError(.fileWriteUnknown) }
        close(big)
        names.append("big.bin")
        try FileManager.default.createDirectory(atPath: folder + "/aaaaaaaaaaaaaaaa", withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: folder + "/aaaaaaaaaaaaaaaa/kept"))
        names.append("aaaaaaaaaaaaaaaa")
        try Data("outside".utf8).write(to: URL(fileURLWithPath: outside))
        try FileManager.default.createSymbolicLink(atPath: folder + "/bbbbbbbbbbbbbbbb", withDestinationPath: outside)
        names.append("bbbbbbbbbbbbbbbb")
        guard mkfifo(folder + "/pipe", 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        names.append("pipe")
        planted[folder, default: []] += names
        for name in names { fingerprints[folder + "/" + name] = Self.fingerprint(folder + "/" + name) }
        fingerprints[outside] = Self.fingerprint(outside)
    }

    /// The planted files that changed or vanished, with what they were and are.
    func changed() -> [String] {
        fingerprints.compactMap { path, before in
            let now = Self.fingerprint(path)
            return now == before ? nil : "\(path): was \(before), now \(now.map(\.description) ?? "gone")"
        }
    }

    /// The fingerprint of `path` (not following a link), nil when there is nothing there.
    static func fingerprint(_ path: String) -> Fingerprint? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let kind = status.st_mode & S_IFMT
        switch kind {
        case S_IFREG:
            return Fingerprint(kind: kind, size: Int(status.st_size), content: hashOfEnds(path, size: Int(status.st_size)))
        case S_IFLNK:
            return Fingerprint(kind: kind, size: 0, content: (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
        case S_IFDIR:
            let inside = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            return Fingerprint(
                kind: kind, size: 0, content: inside.map { "\($0):\(fingerprint(path + "/" + $0).map(\.description) ?? "?")" }.joined(separator: ","))
        default:
            return Fingerprint(kind: kind, size: 0, content: "")
        }
    }

    /// A hash of the first and last MiB of the file (all of it when smaller).
    private static func hashOfEnds(_ path: String, size: Int) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "unreadable" }
        defer { try? handle.close() }
        let first = (try? handle.read(upToCount: 1 << 20)) ?? Data()
        try? handle.seek(toOffset: UInt64(max(0, size - (1 << 20))))
        let last = (try? handle.read(upToCount: 1 << 20)) ?? Data()
        return StableHash.hex(StableHash.fnv1a(first)) + StableHash.hex(StableHash.fnv1a(last))
    }
}
