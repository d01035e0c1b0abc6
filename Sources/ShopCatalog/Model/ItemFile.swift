/// The picture file behind an item of a folder of pictures (`waterfall photos`): where it is, its
/// size on disk, when it was changed and taken, and the camera and lens its EXIF block names.
///
/// A class, so that an item carries one reference (eight bytes, nil for shop items) however much
/// there is to say about its file; immutable, compared by value.
public final class ItemFile: Sendable, Hashable {
    /// The path the picture is opened by (the folder as given on the command line, then the names
    /// down to the file).
    public let path: String
    /// The file's name (its last path component) as text from data: drawn sanitised.
    public let name: CatalogText
    /// The folder the file was found in, as given on the command line (`photos`, `photos/2023`).
    public let folder: CatalogText
    /// The pictures the file is shown with when grouped by folder: its ``folder``, or one group
    /// for every file named on the command line.
    public let group: CatalogText
    /// The format the file's content is in (`JPEG`, `PNG`, `WebP`, `GIF`).
    public let format: String
    /// The size of the file in bytes.
    public let byteCount: Int64
    /// When the file last changed: seconds since 1970-01-01 00:00 UTC.
    public let modified: Int64
    /// When the photo was taken by the camera's clock (EXIF DateTimeOriginal, else
    /// DateTimeDigitized), which knows no time zone: seconds since 1970-01-01 00:00 of that
    /// clock; nil when the file does not say.
    public let taken: Int64?
    /// The camera (maker and model), when the EXIF block names it.
    public let camera: CatalogText?
    /// The lens, when the EXIF block names it.
    public let lens: CatalogText?
    /// The EXIF orientation (1 … 8; 1 is upright), already applied to the item's image size.
    public let orientation: Int

    /// A file with these facts (taken as given; the folder scanner is what reads them), shown in
    /// `group` (its `folder` when nil).
    public init(
        path: String, name: CatalogText, folder: CatalogText, group: CatalogText? = nil, format: String, byteCount: Int64,
        modified: Int64, taken: Int64? = nil, camera: CatalogText? = nil, lens: CatalogText? = nil, orientation: Int = 1
    ) {
        self.path = path
        self.name = name
        self.folder = folder
        self.group = group ?? folder
        self.format = format
        self.byteCount = byteCount
        self.modified = modified
        self.taken = taken
        self.camera = camera
        self.lens = lens
        self.orientation = orientation
    }

    /// The date the picture is dated by: when it was taken when the file says, else when the file
    /// last changed (seconds, as ``taken`` and ``modified`` count them).
    public var date: Int64 { taken ?? modified }

    /// Whether both describe the same file with the same facts.
    public static func == (left: ItemFile, right: ItemFile) -> Bool {
        left.path == right.path && left.name == right.name && left.folder == right.folder && left.group == right.group
            && left.format == right.format
            && left.byteCount == right.byteCount && left.modified == right.modified && left.taken == right.taken
            && left.camera == right.camera && left.lens == right.lens && left.orientation == right.orientation
    }

    /// Hashes the path, size and times (enough to tell files apart).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(byteCount)
        hasher.combine(modified)
        hasher.combine(taken)
    }
}
