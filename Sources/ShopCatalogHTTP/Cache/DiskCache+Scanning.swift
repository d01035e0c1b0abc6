#if canImport(Glibc)
import Glibc
#endif

extension DiskCache {
    /// How old a temporary file must be, in seconds, before a scan removes it as left by a
    /// process that died while writing.
    static let staleTemporarySeconds = 600

    /// Whether the file `name` in the folder of `namespace`, whose status is `status`, is one of
    /// the cache's entries: a regular file with an entry's name and header (``CacheOwnership``).
    /// A file checked before (same device, inode and size) is not read again.
    func isOwn(_ name: String, status: stat, in namespace: Namespace) -> Bool {
        guard status.st_mode & S_IFMT == S_IFREG, CacheOwnership.kind(of: name) == .entry, let folder = folders[namespace] else { return false }
        let known = state.withLock { $0.verdicts[namespace]?[name] }
        if let known, known == DiskCache.verdict(status, own: known.own) { return known.own }
        let own = folder.head(of: name).map { CacheOwnership.owns(head: $0, entry: name) } ?? false
        remember(name, status: status, own: own, in: namespace)
        return own
    }

    /// Records whether the file `name` with `status` is the cache's.
    func remember(_ name: String, status: stat, own: Bool, in namespace: Namespace) {
        state.withLock { $0.verdicts[namespace, default: [:]][name] = DiskCache.verdict(status, own: own) }
    }

    /// The verdict for a file with `status`.
    private static func verdict(_ status: stat, own: Bool) -> Verdict {
        Verdict(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int(status.st_size), own: own)
    }

    /// The cache's own entries in the folder of `namespace`, with their status. On the way,
    /// removes the cache's temporary files older than ``staleTemporarySeconds``, names once
    /// (``warnings``) every file that is not the cache's, and forgets the verdicts of names that
    /// are gone. O(names), plus one read of a few KiB per file not checked before.
    func ownEntries(in namespace: Namespace) -> [CacheFolder.Listing] {
        guard let folder = folders[namespace] else { return [] }
        let now = time(nil)
        var entries: [CacheFolder.Listing] = []
        var foreign: [String] = []
        for listing in folder.list() {
            switch CacheOwnership.kind(of: listing.name) {
            case .entry:
                if isOwn(listing.name, status: listing.status, in: namespace) { entries.append(listing) } else { foreign.append(listing.name) }
            case .temporary(let entry):
                guard listing.status.st_mode & S_IFMT == S_IFREG, let head = folder.head(of: listing.name),
                    CacheOwnership.owns(head: head, entry: entry, partial: true)
                else {
                    foreign.append(listing.name)
                    continue
                }
                if now - listing.status.st_mtim.tv_sec > DiskCache.staleTemporarySeconds { folder.remove(listing.name) }
            case .other:
                foreign.append(listing.name)
            }
        }
        let present = Set(entries.map(\.name) + foreign)
        state.withLock { state in state.verdicts[namespace] = state.verdicts[namespace]?.filter { present.contains($0.key) } }
        warnForeign(foreign, in: namespace)
        return entries
    }

    /// Removes the least recently used of the cache's entries, of every namespace and of every
    /// process using the directory, until their total is at most 90 % of the budget.
    func trim() {
        var listings = Namespace.allCases.flatMap { namespace in ownEntries(in: namespace).map { (namespace, $0) } }
        listings.sort { ($0.1.status.st_mtim.tv_sec, $0.1.status.st_mtim.tv_nsec) < ($1.1.status.st_mtim.tv_sec, $1.1.status.st_mtim.tv_nsec) }
        var total = listings.reduce(0) { $0 + Int($1.1.status.st_size) }
        let target = budget / 10 * 9
        for (namespace, listing) in listings where total > target {
            folders[namespace]?.remove(listing.name)
            total -= Int(listing.status.st_size)
        }
        state.withLock { $0.total = total }
    }

    /// Adds `change` to the running total, scanning the folders the first time.
    func adjustTotal(by change: Int) {
        let known = state.withLock { $0.total != nil }
        let scanned = known ? 0 : usedBytes
        state.withLock { state in
            state.total = known ? (state.total ?? 0) + change : scanned
        }
    }
}
