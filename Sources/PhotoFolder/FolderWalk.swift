import SafeText
import ShopCatalog

/// A walk through files and folders of pictures, one entry at a time, in a fixed order: the
/// files named on their own first, in the order given (grouped as ``namedFilesGroup``; met again
/// in a folder under the same path, not shown twice), then the folders given in turn; in each,
/// its files by name (bytewise), then — when recursive — its subfolders the same way, depth
/// first. Each folder is read once (by device and inode), so links that lead back
/// to a folder already shown end there, reported as a loop.
///
/// Every entry that should be a picture but cannot be shown becomes a skipped report naming the
/// path (sanitised when it is printed: the name may hold control characters or invalid UTF-8) and
/// the reason; other files (no picture by content nor by name: videos, sidecars, text) are
/// counted, not reported; nothing stops the walk. Only the current folder's names are held, so memory follows the largest
/// folder, not the tree.
struct FolderWalk {
    /// One step of the walk.
    enum Step {
        /// A picture, as an item.
        case picture(CatalogItem)
        /// An entry (or a folder) skipped, and why.
        case skipped(CatalogIssue)
        /// Another file, left out quietly (``PictureProbe/Outcome/other``).
        case other
        /// An entry looked at that gives neither (a subfolder noted for later, or not followed).
        case passed
    }

    /// A folder waiting to be read: its path, and its identity when already known.
    private struct PendingFolder {
        var path: String
        var identity: FileIdentity?
    }

    /// The folder being read: its names, the next one to look at, the subfolders found so far.
    private struct OpenFolder {
        var path: String
        var names: [[UInt8]]
        var next = 0
        var subfolders: [PendingFolder] = []
    }

    /// The group (the folder a card names) of the files named on their own.
    static let namedFilesGroup = "files named on the command line"

    /// Whether subfolders are walked too.
    let recursive: Bool
    /// The files named on their own still to look at, the next on top.
    private var files: [String]
    /// The files named on their own: met again in a folder, they are passed (shown once, with
    /// the files named).
    private let named: Set<String>
    /// Reads each file's header.
    let probe: PictureProbe
    /// The folders still to read, the next on top.
    private var pending: [PendingFolder]
    /// The folder being read.
    private var open: OpenFolder?
    /// The folders read so far.
    private var visited: Set<FileIdentity> = []

    /// A walk through `files`, then `roots` (folders), each in the order given, into subfolders
    /// when `recursive`.
    init(files: [String] = [], roots: [String], recursive: Bool, probe: PictureProbe = PictureProbe()) {
        self.files = files.reversed()
        self.named = Set(files)
        self.recursive = recursive
        self.probe = probe
        self.pending = roots.reversed().map { PendingFolder(path: $0, identity: nil) }
    }

    /// The next step, nil once the walk is over. O(1) system calls and one header read, plus
    /// reading a folder's names when one is opened.
    mutating func next() -> Step? {
        if let file = files.popLast() {
            return namedFile(file)
        }
        if open == nil {
            guard let folder = pending.popLast() else { return nil }
            return enter(folder)
        }
        guard var folder = open else { return nil }
        guard folder.next < folder.names.count else {
            pending += folder.subfolders.reversed()
            open = nil
            return .passed
        }
        let name = folder.names[folder.next]
        folder.next += 1
        open = folder
        let path = Self.join(folder.path, String(decoding: name, as: UTF8.self))
        if named.contains(path) { return .passed }
        guard let validName = String(validating: name, as: UTF8.self) else {
            guard PictureNames.looksLikePicture(name) else { return .other }
            return .skipped(Self.issue(path, "its name is not valid UTF-8, so it cannot be passed on to be decoded"))
        }
        switch FileKind.of(path) {
        case .file(let bytes, let modified):
            switch probe.item(path: path, name: validName, folder: folder.path, bytes: bytes, modified: modified) {
            case .picture(let item): return .picture(item)
            case .skipped(let reason): return .skipped(Self.issue(path, reason))
            case .other: return .other
            }
        case .folder(let identity):
            if recursive {
                open?.subfolders.append(PendingFolder(path: path, identity: identity))
            }
            return .passed
        case .special(let reason):
            return PictureNames.looksLikePicture(name) ? .skipped(Self.issue(path, "\(reason)")) : .other
        }
    }

    /// A file named on its own: a picture of ``namedFilesGroup``, or skipped with the reason.
    private func namedFile(_ path: String) -> Step {
        let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch FileKind.of(path) {
        case .file(let bytes, let modified):
            let folder = parent.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : parent
            switch probe.item(path: path, name: name, folder: folder, group: Self.namedFilesGroup, bytes: bytes, modified: modified) {
            case .picture(let item): return .picture(item)
            case .skipped(let reason), .other(let reason): return .skipped(Self.issue(path, reason))
            }
        case .folder: return .skipped(Self.issue(path, "a folder, named as a file"))
        case .special(let reason): return .skipped(Self.issue(path, "\(reason)"))
        }
    }

    /// Opens `folder` (unless it was read before): its names become the next steps.
    private mutating func enter(_ folder: PendingFolder) -> Step {
        var identity = folder.identity
        if identity == nil {
            switch FileKind.of(folder.path) {
            case .folder(let found): identity = found
            case .file: return .skipped(Self.issue(folder.path, "not a folder"))
            case .special(let reason): return .skipped(Self.issue(folder.path, "\(reason)"))
            }
        }
        if let identity, !visited.insert(identity).inserted {
            return .skipped(Self.issue(folder.path, "a folder already shown (links lead back to it): not read again"))
        }
        switch FolderEntries.read(folder.path) {
        case .failure(let error):
            return .skipped(Self.issue(folder.path, "the folder cannot be read: \(error)"))
        case .success(let entries):
            open = OpenFolder(path: folder.path, names: entries.names)
            if entries.leftOut > 0 {
                return .skipped(Self.issue(folder.path, "more than \(FolderEntries.limit) names in the folder: \(entries.leftOut) not read"))
            }
            return .passed
        }
    }

    /// `folder/name` (no doubled slash after a folder given as `/` or `photos/`).
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The report of `path` skipped for `reason`.
    static func issue(_ path: String, _ reason: MessageText) -> CatalogIssue {
        CatalogIssue(file: path, location: .wholeFile, itemID: nil, field: nil, message: reason)
    }
}
