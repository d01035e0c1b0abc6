/// Whether a file's name says it is a picture: its extension is one of a picture format's, read or
/// not (`.jpg`, `.heic`, `.tiff`, `.svg`, camera raw…). A file that is no picture by its first
/// bytes is left out quietly unless its name says it should be one; then it is reported.
enum PictureNames {
    /// The extensions of pictures, lower case, without the dot.
    static let extensions: Set<String> = [
        "jpg", "jpeg", "jpe", "jfif", "png", "apng", "gif", "webp", "heic", "heif", "hif", "avif", "tif", "tiff", "bmp", "svg", "ico", "jxl",
        "jp2", "qoi", "psd", "dng", "cr2", "cr3", "nef", "arw", "orf", "rw2", "raf",
    ]

    /// Whether `name` (the bytes of a file's name, valid UTF-8 or not) ends in a picture's
    /// extension, in any case. O(length of the extension).
    static func looksLikePicture(_ name: some BidirectionalCollection<UInt8>) -> Bool {
        let suffix = name.reversed().prefix { $0 != UInt8(ascii: ".") }
        guard suffix.count < name.count, suffix.count <= 4, !suffix.isEmpty else { return false }
        let lowered = suffix.reversed().map { (0x41 ... 0x5A).contains($0) ? $0 + 0x20 : $0 }
        return extensions.contains(String(decoding: lowered, as: UTF8.self))
    }
}
