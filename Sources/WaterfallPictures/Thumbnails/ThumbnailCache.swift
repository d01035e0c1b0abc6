import Pixels
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thumbnail cache desktop programs share (the freedesktop Thumbnail Managing Standard):
/// `$XDG_CACHE_HOME/thumbnails/{normal,large,x-large,xx-large}/<MD5 of the file:// URI>.png`,
/// at most 128, 256, 512 and 1024 pixels a side. A thumbnail is valid while its `Thumb::URI` is
/// the original's URI, its `Thumb::MTime` the original's change time in whole seconds and its
/// `Thumb::Size`, when present, the original's size in bytes.
///
/// Reading: ``lookup(_:covering:)`` finds the smallest valid thumbnail that covers what a card
/// needs. Writing (when ``writes``): ``store(_:of:isWholePicture:)`` adds a `large` thumbnail of a
/// picture that had none, as well-behaved viewers do — an 8-bit PNG with `Thumb::URI`,
/// `Thumb::MTime`, `Thumb::Size` and `Software`, mode 0600 in folders of mode 0700, written to a
/// temporary file in the same folder and renamed, so no reader ever sees half a thumbnail.
/// Nothing else is written. Pictures that may be transparent get none (they are decoded onto a
/// background, which another program's thumbnail must not show), nor do small pictures, nor
/// files inside the cache itself.
///
/// A value without shared state but a counter; safe to use from many threads at once.
public struct ThumbnailCache: Sendable, Equatable {
    /// The sizes of the cache, each a folder of thumbnails at most that many pixels a side.
    public enum Size: Int, CaseIterable, Sendable {
        /// `normal`: up to 128 pixels a side.
        case normal = 128
        /// `large`: up to 256 pixels a side (the size written).
        case large = 256
        /// `x-large`: up to 512 pixels a side.
        case xLarge = 512
        /// `xx-large`: up to 1024 pixels a side.
        case xxLarge = 1024

        /// The folder's name.
        public var folder: String {
            switch self {
            case .normal: "normal"
            case .large: "large"
            case .xLarge: "x-large"
            case .xxLarge: "xx-large"
            }
        }
    }

    /// What the cache has for one original.
    public enum Lookup: Sendable, Equatable {
        /// A valid thumbnail that covers the need, at this path.
        case usable(path: String)
        /// No valid `large` thumbnail, and one may be written: decode the original at least
        /// ``ThumbnailCache/Size/large`` a side and give it to ``ThumbnailCache/store(_:of:isWholePicture:)``.
        case missing
        /// Nothing to use and nothing to write (no thumbnail covers the need but a valid one is
        /// there, writing is off, the picture may be transparent, or it is inside the cache).
        case unusable
    }

    /// The cache's folder, `…/thumbnails`.
    public let root: String
    /// Whether thumbnails are written for pictures that have none.
    public let writes: Bool
    /// Numbers the temporary files of this process.
    private static let temporaryCounter = Atomic<Int>(0)

    /// The most bytes of a thumbnail read to find its size and texts.
    static let factsBytes = 65_536

    /// A cache in `root` (an absolute path), writing thumbnails when `writes`.
    public init(root: String, writes: Bool = true) {
        self.root = root
        self.writes = writes
    }

    /// The cache folder `environment` names: `$XDG_CACHE_HOME/thumbnails` when that is an
    /// absolute path, else `$HOME/.cache/thumbnails`; nil when neither is set.
    public static func root(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return ThumbnailURI.absolute(cache) + "/thumbnails" }
        if let home = environment["HOME"], home.hasPrefix("/") { return ThumbnailURI.absolute(home) + "/.cache/thumbnails" }
        return nil
    }

    /// The thumbnail file name of the original whose URI is `uri`: its MD5, `.png`.
    public static func fileName(forURI uri: String) -> String {
        MD5.hexDigest(Array(uri.utf8)) + ".png"
    }

    /// The path of `size`'s thumbnail of the original with `uri`.
    public func thumbnailPath(forURI uri: String, size: Size) -> String {
        root + "/" + size.folder + "/" + Self.fileName(forURI: uri)
    }

    /// What the cache has for the file at `path` when a card needs `needed` pixels: the smallest
    /// valid thumbnail whose longer side is at least the need's, else whether one may be
    /// written. O(sizes) small reads.
    public func lookup(_ path: String, covering needed: PictureSize) -> Lookup {
        let absolute = ThumbnailURI.absolute(path)
        guard !absolute.hasPrefix(root + "/"), let original = Self.status(of: path) else { return .unusable }
        let uri = ThumbnailURI.uri(forPath: absolute)
        let longer = max(needed.width, needed.height)
        var hasLarge = false
        for size in Size.allCases {
            let thumbnail = thumbnailPath(forURI: uri, size: size)
            guard let facts = Self.facts(of: thumbnail), Self.isValid(facts, uri: uri, original: original) else { continue }
            if max(facts.width, facts.height) >= longer { return .usable(path: thumbnail) }
            if size == .large { hasLarge = true }
        }
        guard writes, !hasLarge, case .header(let header) = PictureHeaderReader().read(file: path), !header.mayHaveAlpha else { return .unusable }
        return .missing
    }

    /// Writes the `large` thumbnail of the file at `path` from `picture` (decoded from it, at
    /// least ``Size/large`` a side unless `isWholePicture` says it is the whole, smaller image):
    /// scaled to fit 256 × 256 pixels. Returns whether one was written; never when writing is
    /// off, when the picture fits 256 × 256 whole (its original is as quick to read) or is
    /// smaller than that (it would be enlarged), or when anything fails (the cache is left as it
    /// was). O(picture pixels).
    @discardableResult
    public func store(_ picture: Picture, of path: String, isWholePicture: Bool) -> Bool {
        let side = Size.large.rawValue
        let longer = max(picture.width, picture.height)
        guard writes, longer >= side, !(isWholePicture && longer <= side), picture.width > 0, picture.height > 0,
            let original = Self.status(of: path)
        else { return false }
        let absolute = ThumbnailURI.absolute(path)
        guard !absolute.hasPrefix(root + "/") else { return false }
        let fitted = picture.size.fitted(into: PictureSize(width: side, height: side))
        let uri = ThumbnailURI.uri(forPath: absolute)
        guard let scaled = picture.scaled(toWidth: fitted.width, height: fitted.height),
            let png = try? PNGWriter.encode(
                scaled,
                texts: [
                    (keyword: "Thumb::URI", text: uri), (keyword: "Thumb::MTime", text: "\(original.modified)"),
                    (keyword: "Thumb::Size", text: "\(original.bytes)"), (keyword: "Software", text: "waterfall"),
                ])
        else { return false }
        let folder = root + "/" + Size.large.folder
        guard Self.makeFolders(folder) else { return false }
        return Self.writeAtomically(png, to: folder + "/" + Self.fileName(forURI: uri))
    }

    /// The original's change time (whole seconds) and size; nil when it cannot be looked at.
    private static func status(of path: String) -> (modified: Int64, bytes: Int64)? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return (Int64(status.st_mtim.tv_sec), Int64(status.st_size))
    }

    /// Whether `facts` make a valid thumbnail of the original with `uri` and `original` status.
    static func isValid(_ facts: PNGFacts, uri: String, original: (modified: Int64, bytes: Int64)) -> Bool {
        guard facts.texts["Thumb::URI"] == uri, facts.texts["Thumb::MTime"] == "\(original.modified)" else { return false }
        if let size = facts.texts["Thumb::Size"], size != "\(original.bytes)" { return false }
        return facts.width > 0 && facts.height > 0
    }

    /// The facts of the PNG at `path` from its first ``factsBytes``; nil when there is none or it
    /// does not parse.
    private static func facts(of path: String) -> PNGFacts? {
        guard let prefix = try? PictureFile.readPrefix(path: path, count: factsBytes) else { return nil }
        return PNGFacts(prefix.bytes)
    }

    /// Makes `folder` and the folders above it that are missing, each with mode 0700; returns
    /// whether it exists as a folder afterwards.
    static func makeFolders(_ folder: String) -> Bool {
        var path = ""
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o700) != 0, errno != EEXIST { return false }
        }
        var status = stat()
        return stat(folder, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Writes `bytes` to a new temporary file beside `path` (mode 0600) and renames it to
    /// `path`; removes it and returns false on any failure.
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> Bool {
        let number = temporaryCounter.add(1, ordering: .relaxed).newValue
        let temporary = "\(path).\(getpid())-\(number).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        var written = 0
        var failed = fchmod(descriptor, 0o600) != 0
        while !failed, written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in write(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                failed = true
            }
        }
        failed = close(descriptor) != 0 || failed
        if failed || rename(temporary, path) != 0 {
            unlink(temporary)
            return false
        }
        return true
    }
}
