import SafeText
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Catalog pages, photos and photo sizes kept on disk between runs, under one byte budget, the
/// least recently used dropped first — and nothing but its own files ever read, counted,
/// replaced or removed.
///
/// The directory (``standardDirectory(environment:)``: `$XDG_CACHE_HOME/waterfall`, by default
/// `~/.cache/waterfall`) holds a `CACHEDIR.TAG` (so backup tools skip it) and one folder per
/// ``Namespace``, each entry one file named after a hash of its URL (see ``CacheEntry`` for the
/// format). A file's modification time is its last use. Writes are atomic (temporary file, then
/// rename), so two browsers can share the directory: each sees whole files or none.
///
/// What is the cache's is decided by ``CacheOwnership``: the name pattern and the header, bound
/// to each other. Anything else in the folders — a file of another program, a file too big to be
/// an entry, a folder or a link where an entry would be — is left exactly as it is and named once
/// in ``warnings``. The directory is never followed through a symbolic link (the cache is then
/// refused: ``DiskCacheError``), nor is any folder or file in it. When a folder cannot be used or
/// a file cannot be written (no space, no permission), the cache says so once and goes on: a
/// damaged entry of its own is removed and reported as a miss, and no cache failure is ever
/// fatal; the network is asked instead.
///
/// Thread-safe. Lookups and stores cost one file read or write; the first store, and every store
/// that takes the total over the budget, scan the folders once (O(entries log entries), with one
/// read of a few KiB per file not checked before) and bring the total under 90 % of the budget.
public final class DiskCache: Sendable {
    /// What an entry holds.
    public enum Namespace: String, Sendable, CaseIterable {
        /// Catalog pages and documents.
        case pages
        /// Photos.
        case photos
        /// Photo sizes read from first bytes (`width height` as text).
        case sizes

        /// What the folder keeps, for messages.
        var contents: String {
            switch self {
            case .pages: "catalog pages"
            case .photos: "photos"
            case .sizes: "photo sizes"
            }
        }
    }

    /// What the cache keeps in memory, behind its lock.
    struct State {
        /// The bytes of the cache's entries, once counted.
        var total: Int?
        var lastStamp = timespec(tv_sec: 0, tv_nsec: 0)
        var serial = 0
        /// Per folder, what is known of each name: whether the file is the cache's.
        var verdicts: [Namespace: [String: Verdict]] = [:]
        /// The keys of the warnings given, each given once.
        var said: Set<String> = []
        var warnings: [MessageText] = []
    }

    /// Whether the file of a name is the cache's, as checked for one file (device, inode and size).
    struct Verdict: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int
        let own: Bool
    }

    /// The directory name under the user's cache directory.
    public static let folderName = "waterfall"
    /// The cache directory tag's file name and its required first line (https://bford.info/cachedir/).
    static let tagName = "CACHEDIR.TAG"
    static let tagText = """
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by waterfall (catalog pages and photos).
        # For information about cache directory tags, see https://bford.info/cachedir/

        """

    /// The cache directory.
    public let directory: String
    /// The byte budget of all entry files together.
    public let budget: Int
    /// The folder of each namespace that can be used (one that cannot is warned about and
    /// keeps nothing).
    let folders: [Namespace: CacheFolder]
    /// Called once with each new warning, from the thread that ran into it.
    let onWarning: (@Sendable (MessageText) -> Void)?
    let state = Mutex(State())

    /// Opens (creating if needed) the cache in `directory` with a budget of `budget` bytes.
    /// `onWarning` is called once with each warning (see ``warnings``), from the thread that ran
    /// into it; the ones found while opening (a folder that is a file or a link, a directory that
    /// cannot be written) are called before this returns. Throws a ``DiskCacheError`` when the
    /// directory cannot be used at all: it is a symbolic link, not a folder, or cannot be made.
    public convenience init(directory: String, budget: Int, onWarning: (@Sendable (MessageText) -> Void)? = nil) throws(DiskCacheError) {
        try self.init(directory: directory, budget: budget, onWarning: onWarning, io: .system)
    }

    /// ``init(directory:budget:onWarning:)`` writing through `io`.
    init(directory: String, budget: Int, onWarning: (@Sendable (MessageText) -> Void)?, io: CacheIO) throws(DiskCacheError) {
        guard budget > 0 else { throw .noBudget }
        let root: CacheFolder
        switch CacheFolder.open(directory, io: io) {
        case .success(let folder): root = folder
        case .failure(let failure): throw .folder(failure)
        }
        var folders: [Namespace: CacheFolder] = [:]
        var failures: [(Namespace, CacheFolderFailure)] = []
        for namespace in Namespace.allCases {
            switch CacheFolder.open(namespace.rawValue, in: root, io: io) {
            case .success(let folder): folders[namespace] = folder
            case .failure(let failure): failures.append((namespace, failure))
            }
        }
        self.directory = directory
        self.budget = budget
        self.folders = folders
        self.onWarning = onWarning
        for (namespace, failure) in failures { warnUnusable(namespace, failure) }
        let tag = root.create(DiskCache.tagName, holding: Array(DiskCache.tagText.utf8))
        if tag != 0, tag != EEXIST { warnCannotWrite(root.path, code: tag) }
        for namespace in Namespace.allCases { probe(namespace) }
    }

    /// `$XDG_CACHE_HOME/waterfall` when `XDG_CACHE_HOME` is an absolute path, else
    /// `$HOME/.cache/waterfall`; nil when neither is known.
    public static func standardDirectory(environment: [String: String]) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/" + folderName }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/" + folderName }
        return nil
    }

    /// Every warning given so far, in order, each once: what the cache left alone, and what it
    /// could not do.
    public var warnings: [MessageText] {
        state.withLock { $0.warnings }
    }

    /// The entry stored for `url` in `namespace`, marked as just used; nil when there is none,
    /// or its file is damaged (it is then removed) or not the cache's (it is then left alone
    /// and named once).
    public func entry(for url: String, in namespace: Namespace) -> CacheEntry? {
        guard let folder = folders[namespace] else { return nil }
        let name = DiskCache.name(for: url)
        switch folder.read(name, limit: budget + CacheOwnership.maximumHeadBytes) {
        case .unreadable:
            if let status = folder.status(of: name), status.st_mode & S_IFMT != S_IFREG { warnForeign([name], in: namespace) }
            return nil
        case .tooLarge(let head):
            if !CacheOwnership.owns(head: head, entry: name) { warnForeign([name], in: namespace) }
            return nil
        case .bytes(let bytes):
            guard let entry = CacheEntry.decode(bytes) else {
                if CacheOwnership.owns(head: bytes, entry: name) {
                    folder.remove(name)
                    adjustTotal(by: -bytes.count)
                } else {
                    warnForeign([name], in: namespace)
                }
                return nil
            }
            guard entry.url == url else { return nil }
            folder.setModified(name, to: nextStamp())
            return entry
        }
    }

    /// Stores `entry` under its URL in `namespace`, replacing an older entry of the cache's (but
    /// never a file that is not the cache's), then trims the cache to its budget. An entry larger
    /// than a quarter of the budget is not stored; a write that fails is warned about once.
    public func store(_ entry: CacheEntry, in namespace: Namespace) {
        guard let folder = folders[namespace] else { return }
        let bytes = entry.encoded()
        guard bytes.count <= budget / 4 else { return }
        let name = DiskCache.name(for: entry.url)
        var previous = 0
        if let status = folder.status(of: name) {
            guard isOwn(name, status: status, in: namespace) else {
                warnForeign([name], in: namespace)
                return
            }
            previous = Int(status.st_size)
        }
        let serial = state.withLock { state -> Int in
            state.serial += 1
            return state.serial
        }
        let failure = folder.writeAtomically(bytes, to: name, serial: serial)
        guard failure == 0 else {
            warnCannotWrite(folder.path, code: failure)
            return
        }
        folder.setModified(name, to: nextStamp())
        if let status = folder.status(of: name) { remember(name, status: status, own: true, in: namespace) }
        adjustTotal(by: bytes.count - previous)
        if (state.withLock { $0.total ?? 0 }) > budget { trim() }
    }

    /// Removes the entry for `url` in `namespace`, if there is one (and it is the cache's).
    public func remove(_ url: String, in namespace: Namespace) {
        let name = DiskCache.name(for: url)
        guard let folder = folders[namespace], let status = folder.status(of: name), isOwn(name, status: status, in: namespace) else { return }
        folder.remove(name)
        adjustTotal(by: -Int(status.st_size))
    }

    /// The bytes of all the cache's entry files now (a scan of the folders; files that are not
    /// the cache's are not counted).
    public var usedBytes: Int {
        Namespace.allCases.reduce(0) { sum, namespace in
            sum + ownEntries(in: namespace).reduce(0) { $0 + Int($1.status.st_size) }
        }
    }

    /// The file of `url`'s entry in `namespace`.
    func path(for url: String, in namespace: Namespace) -> String {
        "\(directory)/\(namespace.rawValue)/\(DiskCache.name(for: url))"
    }

    /// The file name of `url`'s entry: the FNV-1a hash of the URL, in hex.
    static func name(for url: String) -> String {
        StableHash.hex(StableHash.fnv1a(url.utf8))
    }

    /// Checks that the folder of `namespace` can be written, by making and removing an empty
    /// temporary file of the cache's own; warns once when it cannot.
    private func probe(_ namespace: Namespace) {
        guard let folder = folders[namespace] else { return }
        let name = CacheOwnership.temporaryName(for: StableHash.hex(0), process: getpid(), serial: 0)
        let failure = folder.create(name, holding: [])
        guard failure == 0 else {
            warnCannotWrite(folder.path, code: failure)
            return
        }
        folder.remove(name)
    }

    /// A modification time for "used now", later than every one this cache gave before, so that
    /// uses within one clock tick keep their order.
    private func nextStamp() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return state.withLock { state in
            if (now.tv_sec, now.tv_nsec) <= (state.lastStamp.tv_sec, state.lastStamp.tv_nsec) {
                now = state.lastStamp
                now.tv_nsec += 1000
                if now.tv_nsec >= 1_000_000_000 {
                    now.tv_sec += 1
                    now.tv_nsec -= 1_000_000_000
                }
            }
            state.lastStamp = now
            return now
        }
    }
}
