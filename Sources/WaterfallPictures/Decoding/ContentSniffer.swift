/// What a file's first bytes say it is. Only the magic bytes count, never the file's name.
enum SniffedContent: Equatable {
    /// A format the decoder reads.
    case picture(PictureFormat)
    /// A known image format the decoder does not read (its usual name).
    case unsupported(String)
    /// Nothing recognised.
    case notAnImage
}

/// Recognises image formats by their signatures. O(1).
enum ContentSniffer {
    /// The kind of content `bytes` start with.
    static func sniff(_ bytes: some Collection<UInt8>) -> SniffedContent {
        let head = Array(bytes.prefix(16))
        if starts(head, with: [0xFF, 0xD8, 0xFF]) { return .picture(.jpeg) }
        if starts(head, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .picture(.png) }
        if let name = unsupportedFormat(head) { return .unsupported(name) }
        return .notAnImage
    }

    private static func unsupportedFormat(_ head: [UInt8]) -> String? {
        if starts(head, with: Array("GIF87a".utf8)) || starts(head, with: Array("GIF89a".utf8)) { return "GIF" }
        if starts(head, with: Array("RIFF".utf8)), matches(head, at: 8, Array("WEBP".utf8)) { return "WebP" }
        if starts(head, with: [0x49, 0x49, 0x2A, 0x00]) || starts(head, with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return "TIFF"
        }
        if starts(head, with: Array("BM".utf8)), head.count >= 10, head[6 ..< 10].allSatisfy({ $0 == 0 }) {
            return "BMP"
        }
        if starts(head, with: [0xFF, 0x0A])
            || starts(head, with: [0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) {
            return "JPEG XL"
        }
        if starts(head, with: [0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) { return "JPEG 2000" }
        if starts(head, with: Array("8BPS".utf8)) { return "Photoshop" }
        if starts(head, with: Array("qoif".utf8)) { return "QOI" }
        if matches(head, at: 4, Array("ftyp".utf8)) {
            let brand = head.count >= 12 ? String(decoding: head[8 ..< 12], as: UTF8.self) : ""
            if ["avif", "avis"].contains(brand) { return "AVIF" }
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return "HEIF" }
        }
        return nil
    }

    private static func starts(_ head: [UInt8], with signature: [UInt8]) -> Bool {
        matches(head, at: 0, signature)
    }

    private static func matches(_ head: [UInt8], at offset: Int, _ signature: [UInt8]) -> Bool {
        head.count >= offset + signature.count && head[offset ..< offset + signature.count].elementsEqual(signature)
    }
}
