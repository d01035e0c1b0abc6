import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Catalog pages, photos and photo sizes kept on disk between runs, under one byte budget, the
/// least recently used dropped first.
///
/// The directory (``standardDirectory(environment:)``: `$XDG_CACHE_HOME/waterfall`, by default
/// `~/.cache/waterfall`) holds a `CACHEDIR.TAG` (so backup tools skip it) and one folder per
/// ``Namespace``, each entry one file named after a hash of its URL (see ``CacheEntry`` for the
/// format). A file's modification time is its last use. Writes are atomic (temporary file, then
/// rename), so two browsers can share the directory: each sees whole files or none. A damaged
/// file is removed and reported as a miss; no cache failure is ever fatal, the network is asked
/// instead.
///
/// Thread-safe. Lookups and stores cost one file read or write; when the budget is exceeded, one
/// scan of the directory (O(entries log entries)) brings the total under 90 % of the budget.
public final class DiskCache: Sendable {
    /// What an entry holds.
    public enum Namespace: String, Sendable, CaseIterable {
        /// Catalog pages and documents.
        case pages
        /// Photos.
        case photos
        /// Photo sizes read from first bytes (`width height` as text).
        case sizes
    }

    private struct State {
        var total: Int?
        var lastStamp = timespec(tv_sec: 0, tv_nsec: 0)
        var serial = 0
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
    private let state = Mutex(State())

    /// Opens (creating if needed) the cache in `directory` with a budget of `budget` bytes;
    /// nil when the directory cannot be created or written.
    public init?(directory: String, budget: Int) {
        guard budget > 0, CacheFiles.makeDirectory(directory),
            Namespace.allCases.allSatisfy({ CacheFiles.makeDirectory(directory + "/" + $0.rawValue) })
        else { return nil }
        self.directory = directory
        self.budget = budget
        let tag = directory + "/" + DiskCache.tagName
        if !FileManager.default.fileExists(atPath: tag) {
            guard CacheFiles.writeAtomically(Array(DiskCache.tagText.utf8), to: tag, serial: 0) else { return nil }
        }
    }

    /// `$XDG_CACHE_HOME/waterfall` when `XDG_CACHE_HOME` is an absolute path, else
    /// `$HOME/.cache/waterfall`; nil when neither is known.
    public static func standardDirectory(environment: [String: String]) -> String? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/" + folderName }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/" + folderName }
        return nil
    }

    /// The entry stored for `url` in `namespace`, marked as just used; nil when there is none
    /// or its file is damaged (it is then removed).
    public func entry(for url: String, in namespace: Namespace) -> CacheEntry? {
        let path = self.path(for: url, in: namespace)
        guard let bytes = CacheFiles.read(path, limit: budget + 65_536) else { return nil }
        guard let entry = CacheEntry.decode(bytes) else {
            CacheFiles.remove(path)
            adjustTotal(by: -bytes.count)
            return nil
        }
        guard entry.url == url else { return nil }
        CacheFiles.setModified(path, to: nextStamp())
        return entry
    }

    /// Stores `entry` under its URL in `namespace`, replacing any older one, then trims the cache
    /// to its budget. An entry larger than a quarter of the budget is not stored.
    public func store(_ entry: CacheEntry, in namespace: Namespace) {
        let bytes = entry.encoded()
        guard bytes.count <= budget / 4 else { return }
        let path = self.path(for: entry.url, in: namespace)
        let previous = CacheFiles.size(of: path)
        let serial = state.withLock { state -> Int in
            state.serial += 1
            return state.serial
        }
        guard CacheFiles.writeAtomically(bytes, to: path, serial: serial) else { return }
        CacheFiles.setModified(path, to: nextStamp())
        adjustTotal(by: bytes.count - previous)
        if (state.withLock { $0.total ?? 0 }) > budget { trim() }
    }

    /// Removes the entry for `url` in `namespace`, if any.
    public func remove(_ url: String, in namespace: Namespace) {
        let path = self.path(for: url, in: namespace)
        let size = CacheFiles.size(of: path)
        CacheFiles.remove(path)
        adjustTotal(by: -size)
    }

    /// The bytes of all entry files now (a scan of the directory).
    public var usedBytes: Int {
        Namespace.allCases.reduce(0) { sum, namespace in
            sum + CacheFiles.list(in: directory + "/" + namespace.rawValue).reduce(0) { $0 + $1.bytes }
        }
    }

    /// The file of `url`'s entry in `namespace`.
    func path(for url: String, in namespace: Namespace) -> String {
        "\(directory)/\(namespace.rawValue)/\(StableHash.hex(StableHash.fnv1a(url.utf8)))"
    }

    /// Removes the least recently used entries, of every namespace and of every process using the
    /// directory, until the total is at most 90 % of the budget.
    private func trim() {
        var listings = Namespace.allCases.flatMap { CacheFiles.list(in: directory + "/" + $0.rawValue) }
        listings.sort { ($0.modified.tv_sec, $0.modified.tv_nsec) < ($1.modified.tv_sec, $1.modified.tv_nsec) }
        var total = listings.reduce(0) { $0 + $1.bytes }
        let target = budget / 10 * 9
        for listing in listings where total > target {
            CacheFiles.remove(listing.path)
            total -= listing.bytes
        }
        state.withLock { $0.total = total }
    }

    /// Adds `change` to the running total, scanning the directory the first time.
    private func adjustTotal(by change: Int) {
        let known = state.withLock { $0.total != nil }
        let scanned = known ? 0 : usedBytes
        state.withLock { state in
            state.total = known ? (state.total ?? 0) + change : scanned
        }
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
