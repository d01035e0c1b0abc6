import ShopCatalog
import Synchronization

/// Folders of pictures as a page source: the folder scanner of `waterfall photos`. Each page is
/// the next stretch of a ``FolderWalk`` — the pictures (as items, sized from their headers), the
/// entries skipped, with their reasons, and the count of other files left out — cut when it holds enough pictures, has looked at
/// enough entries, or has taken long enough, so the first page comes quickly and a folder of
/// any size never holds the pager up for long. Page 1 starts the walk again (a reload reads the
/// folders afresh); `.end` comes once the walk is over.
///
/// The pager asks for one page at a time, from a background task, so the scan runs off the
/// UI thread and the cards arrive in the walk's order as it goes.
public final class FolderSource: PageSource {
    /// How pages are cut.
    public struct Pacing: Sendable, Equatable {
        /// The most pictures on page 1 (small, so the first screen comes at once).
        public var firstPagePictures: Int
        /// The most pictures on every later page.
        public var pagePictures: Int
        /// The most entries looked at for one page.
        public var pageEntries: Int
        /// How long a page may take once it has something to show.
        public var pageTime: Duration

        /// Pacing with these limits.
        public init(firstPagePictures: Int = 48, pagePictures: Int = 1_000, pageEntries: Int = 4_096, pageTime: Duration = .milliseconds(60)) {
            self.firstPagePictures = max(1, firstPagePictures)
            self.pagePictures = max(1, pagePictures)
            self.pageEntries = max(1, pageEntries)
            self.pageTime = pageTime
        }
    }

    /// The files named on their own, in the order given: shown first, as a group of their own.
    public let files: [String]
    /// The folders, in the order given.
    public let roots: [String]
    /// Whether subfolders are scanned too (each is then its own group).
    public let recursive: Bool
    /// How pages are cut.
    public let pacing: Pacing
    /// The walk in progress; nil before page 1.
    private let walk = Mutex<FolderWalk?>(nil)

    /// A source of the pictures `files`, then those in `roots`, into subfolders when `recursive`.
    public init(files: [String] = [], roots: [String], recursive: Bool, pacing: Pacing = Pacing()) {
        self.files = files
        self.roots = roots
        self.recursive = recursive
        self.pacing = pacing
    }

    /// Page `number`: the next pictures and skipped entries of the walk (page 1 starts it
    /// again), or `.end` when there are none. Throws `CancellationError` when its task is
    /// cancelled. O(entries looked at), each a few system calls and at most one header read.
    public func page(_ number: Int) async throws -> PageResult {
        let pacing = pacing
        let (files, roots, recursive) = (files, roots, recursive)
        return try walk.withLock { (state: inout FolderWalk?) throws(CancellationError) -> PageResult in
            if number == 1 || state == nil {
                state = FolderWalk(files: files, roots: roots, recursive: recursive)
            }
            guard var current = state else { return .end }
            defer { state = current }
            let clock = ContinuousClock()
            let deadline = clock.now + pacing.pageTime
            let wanted = number == 1 ? pacing.firstPagePictures : pacing.pagePictures
            var items: [CatalogItem] = []
            var issues: [CatalogIssue] = []
            var others = 0
            var looked = 0
            var over = false
            while items.count < wanted, looked < pacing.pageEntries {
                if Task.isCancelled { throw CancellationError() }
                guard let step = current.next() else {
                    over = true
                    break
                }
                looked += 1
                switch step {
                case .picture(let item): items.append(item)
                case .skipped(let issue): issues.append(issue)
                case .other: others += 1
                case .passed: break
                }
                if !items.isEmpty || !issues.isEmpty, clock.now >= deadline { break }
            }
            if over, items.isEmpty, issues.isEmpty, others == 0 { return .end }
            return .page(CatalogPage(number: number, source: roots.joined(separator: ", "), items: items, issues: issues, otherFiles: others))
        }
    }
}
