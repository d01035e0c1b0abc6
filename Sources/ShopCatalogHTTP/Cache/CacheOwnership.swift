/// How the disk cache tells its own files from everything else in its folders: a file is the
/// cache's only when its name has the cache's pattern *and* its first bytes are the header the
/// cache writes, bound to that name.
///
/// - An entry is named after the FNV-1a hash of its URL (16 lower-case hex digits) and starts
///   with `WATERFALL-CACHE 1`, then `url <the URL>` whose hash is the file's name.
/// - A temporary file (an entry being written) is named `.<entry name>.<process id>.<serial>.tmp`
///   and starts like an entry of that name (or holds only the start of that header: a writer
///   may have died after a few bytes).
///
/// Anything else — another name, another header, a folder, a link, a pipe — is not the cache's,
/// and the cache neither reads it as an entry, nor counts it, nor removes it. Entries written by
/// earlier versions have the same name and header, so they are recognised too.
enum CacheOwnership {
    /// What a name in a cache folder can be.
    enum NameKind: Equatable {
        /// An entry's name: the hash of its URL.
        case entry
        /// A temporary file's name, with the entry it becomes.
        case temporary(entry: String)
        /// Any other name: never the cache's.
        case other
    }

    /// How many first bytes are read to check a file's header (more when its URL is longer).
    static let headBytes = 4096
    /// The longest header line a check reads up to: the header's own limit (see ``CacheEntry``).
    static let maximumHeadBytes = 65_536

    /// The kind of `name`. O(name).
    static func kind(of name: String) -> NameKind {
        if isEntryName(name[...]) { return .entry }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].isEmpty, isEntryName(parts[1]), isNumber(parts[2]), isNumber(parts[3]), parts[4] == "tmp" else {
            return .other
        }
        return .temporary(entry: String(parts[1]))
    }

    /// The name of a temporary file for the entry `entry`, written by process `process` as its
    /// `serial`th write.
    static func temporaryName(for entry: String, process: Int32, serial: Int) -> String {
        ".\(entry).\(process).\(serial).tmp"
    }

    /// Whether `head`, the first bytes of a file named after the entry `entry`, proves the file is
    /// the cache's: the header's first line, then the URL line, whose URL hashes to `entry`.
    /// With `partial`, a head that is only a beginning of the first line also counts (a
    /// temporary file whose writer stopped early). O(head).
    static func owns(head: some Collection<UInt8>, entry: String, partial: Bool = false) -> Bool {
        let prefix = Array((CacheEntry.magic + "\nurl ").utf8)
        guard head.count >= prefix.count else { return partial && head.elementsEqual(prefix.prefix(head.count)) }
        guard head.starts(with: prefix) else { return false }
        let rest = head.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: 0x0A) else { return partial }
        return StableHash.hex(StableHash.fnv1a(rest[..<end])) == entry
    }

    /// Whether `name` is 16 lower-case hex digits.
    private static func isEntryName(_ name: Substring) -> Bool {
        name.utf8.count == 16 && name.utf8.allSatisfy { (0x30 ... 0x39).contains($0) || (0x61 ... 0x66).contains($0) }
    }

    /// Whether `text` is a decimal number of at most 19 digits.
    private static func isNumber(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.count <= 19 && text.utf8.allSatisfy { (0x30 ... 0x39).contains($0) }
    }
}
