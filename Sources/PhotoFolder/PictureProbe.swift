import SafeText
import ShopCatalog
import WaterfallPictures

/// Turns one regular file into a picture item, from its header alone (the size, the EXIF
/// orientation, date, camera and lens; never a full decode), or says why it is skipped: empty,
/// not a picture, truncated, damaged, too many pixels (a decompression bomb is refused here),
/// unreadable — or finds it is another file (a video, a sidecar, text, `.DS_Store`), left out
/// quietly: one that is no picture by its first bytes (or could not be looked into) and whose
/// name does not say it is one (``PictureNames``). The file is opened without blocking and only
/// when it is a regular file.
struct PictureProbe: Sendable {
    /// Reads the headers within the decoders' limits.
    let reader: PictureHeaderReader

    /// A probe reading headers with `reader`.
    init(reader: PictureHeaderReader = PictureHeaderReader()) {
        self.reader = reader
    }

    /// What a probe found.
    enum Outcome {
        /// A picture, as an item.
        case picture(CatalogItem)
        /// A file that should have been a picture (by its name or its first bytes) but cannot be
        /// shown, and why.
        case skipped(MessageText)
        /// Another file: no picture by its content, nor by its name; what it is (said only for a
        /// file named on the command line, which the user asked to see).
        case other(MessageText)
    }

    /// The item for the file at `path` called `name` in `folder`, `bytes` long and changed at
    /// `modified`, grouped with the pictures of `group` (its folder when nil), or the reason it
    /// is skipped. O(bytes of the header read).
    func item(path: String, name: String, folder: String, group: String? = nil, bytes: Int64, modified: Int64) -> Outcome {
        guard bytes > 0 else { return Self.unlessNamedPicture(name, "empty file (zero bytes)") }
        let header: PictureHeader
        switch reader.read(file: path) {
        case .header(let found):
            header = found
        case .failure(let error):
            return Self.showsPicture(error) ? .skipped("\(error)") : Self.unlessNamedPicture(name, "\(error)")
        case .needMoreBytes:
            return .skipped("no picture size within the first \(reader.maxScanBytes) bytes")
        }
        let metadata = header.metadata
        let file = ItemFile(
            path: path, name: CatalogText(name), folder: CatalogText(folder), group: group.map(CatalogText.init),
            format: header.format.rawValue,
            byteCount: bytes, modified: modified, taken: metadata.dateTaken.map(Self.seconds(of:)),
            camera: metadata.camera.map(CatalogText.init), lens: metadata.lens.map(CatalogText.init),
            orientation: header.orientation.rawValue
        )
        return .picture(
            CatalogItem(
                id: path, title: file.name, kind: .pictureFile(file), imageWidth: header.size.width, imageHeight: header.size.height,
                image: .file(path: path)
            ))
    }

    /// `reason` as a skipped file's when `name` says it is a picture; else another file.
    static func unlessNamedPicture(_ name: String, _ reason: MessageText) -> Outcome {
        PictureNames.looksLikePicture(name.utf8) ? .skipped(reason) : .other(reason)
    }

    /// Whether `error` comes from bytes that are a picture's (a format read or not, damaged,
    /// too large…), as opposed to content that is none or could not be looked at.
    static func showsPicture(_ error: PictureError) -> Bool {
        switch error {
        case .notAnImage, .empty, .missingFile, .directory, .unreadable: false
        case .unsupportedFormat, .fileTooLarge, .tooManyPixels, .outOfProportion, .truncated, .corrupt, .headerTooFar, .outOfMemory, .tooManyFrames,
            .animationTooLarge:
            true
        }
    }

    /// The seconds since 1970-01-01 00:00 of the camera's clock at `date`.
    static func seconds(of date: ExifDateTime) -> Int64 {
        ItemFile.ClockTime(
            year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute, second: date.second
        ).secondsSinceEpoch
    }
}
