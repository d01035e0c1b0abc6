/// What a file's first bytes say it is. Only the content counts, never the file's name.
enum SniffedContent: Equatable {
    /// A format the decoder reads.
    case picture(PictureFormat)
    /// A known format the decoder does not read (its usual name).
    case unsupported(String)
    /// No picture; what it looks like.
    case notAnImage(NonImageContent)
}

/// Recognises formats by their signatures, and says what other content looks like. Reads at
/// most ``window`` bytes. O(window).
enum ContentSniffer {
    /// The bytes looked at: the signatures need at most 12, the kind of text, SVG and WebM more.
    static let window = 512

    /// The number of leading bytes that decide between the picture formats: with fewer, a
    /// prefix that starts like one of them may still become it (see ``couldBecomePicture(_:)``).
    static let signatureBytes = 12

    /// The kind of content `bytes` start with.
    static func sniff(_ bytes: some Collection<UInt8>) -> SniffedContent {
        let head = Array(bytes.prefix(window))
        if let format = pictureFormat(head) { return .picture(format) }
        if let name = unsupportedFormat(head) { return .unsupported(name) }
        return .notAnImage(nonImageContent(head))
    }

    /// Whether `prefix`, shorter than ``signatureBytes``, agrees with the start of a picture
    /// format's signature, so that more bytes may make it one.
    static func couldBecomePicture(_ prefix: some Collection<UInt8>) -> Bool {
        let head = Array(prefix.prefix(signatureBytes))
        let signatures: [[UInt8?]] = [
            [0xFF, 0xD8, 0xFF],
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            Array("GIF8".utf8),
            Array("RIFF".utf8) + [nil, nil, nil, nil] + Array("WEBP".utf8),
            [0, 0, nil, nil] + Array("ftyp".utf8),
        ]
        return signatures.contains { signature in
            zip(head, signature).allSatisfy { byte, expected in expected.map { $0 == byte } ?? true }
        }
    }

    private static func pictureFormat(_ head: [UInt8]) -> PictureFormat? {
        if starts(head, with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(head, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(head, with: Array("GIF87a".utf8)) || starts(head, with: Array("GIF89a".utf8)) { return .gif }
        if starts(head, with: Array("RIFF".utf8)), matches(head, at: 8, Array("WEBP".utf8)) { return .webp }
        return heifFamilyFormat(head)
    }

    /// HEIF or AVIF by the brands of an ISO base media `ftyp` box: the major brand `avif` or
    /// `avis` is AVIF; `heic`, `heix`, `hevc`, `hevx`, `heim` or `heis` is HEIF; the general
    /// `mif1` or `msf1` is AVIF when a compatible brand (within the bytes looked at) is `avif` or
    /// `avis`, else HEIF. Any other brand (a video's) is none of these.
    private static func heifFamilyFormat(_ head: [UInt8]) -> PictureFormat? {
        guard head.count >= 12, matches(head, at: 4, Array("ftyp".utf8)) else { return nil }
        let brand = { (offset: Int) in String(decoding: head[offset ..< offset + 4], as: UTF8.self) }
        let avif: Set = ["avif", "avis"]
        let major = brand(8)
        if avif.contains(major) { return .avif }
        if ["heic", "heix", "hevc", "hevx", "heim", "heis"].contains(major) { return .heif }
        guard ["mif1", "msf1"].contains(major) else { return nil }
        let boxEnd = min(head.count, Int(head[0]) << 24 | Int(head[1]) << 16 | Int(head[2]) << 8 | Int(head[3]))
        let compatible = stride(from: 16, to: boxEnd - 3, by: 4).map(brand)
        return compatible.contains(where: avif.contains) ? .avif : .heif
    }

    private static func unsupportedFormat(_ head: [UInt8]) -> String? {
        if starts(head, with: [0x49, 0x49, 0x2A, 0x00]) || starts(head, with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return "TIFF"
        }
        if starts(head, with: Array("BM".utf8)), head.count >= 10, head[6 ..< 10].allSatisfy({ $0 == 0 }) {
            return "BMP"
        }
        if starts(head, with: [0xFF, 0x0A])
            || starts(head, with: [0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20])
        {
            return "JPEG XL"
        }
        if starts(head, with: [0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) { return "JPEG 2000" }
        if starts(head, with: Array("8BPS".utf8)) { return "Photoshop" }
        if starts(head, with: Array("qoif".utf8)) { return "QOI" }
        if starts(head, with: [0x00, 0x00, 0x01, 0x00]), head.count >= 6, head[4] > 0 || head[5] > 0 { return "ICO" }
        if PrintableText.looksLikeText(head), containsSVG(head) { return "SVG" }
        return nil
    }

    /// The major brand of an ISO base media file (`????ftypBRND`), or nil when `head` is none.
    private static func isoBrand(_ head: [UInt8]) -> String? {
        guard matches(head, at: 4, Array("ftyp".utf8)), head.count >= 12 else { return nil }
        return String(decoding: head[8 ..< 12], as: UTF8.self)
    }

    /// What text or other bytes look like.
    private static func nonImageContent(_ head: [UInt8]) -> NonImageContent {
        if let video = videoContainer(head) { return video }
        if starts(head, with: Array("%PDF-".utf8)) { return .pdf }
        guard PrintableText.looksLikeText(head) else { return .binary }
        let text = Array(head.drop { [0x09, 0x0A, 0x0D, 0x20, 0xEF, 0xBB, 0xBF].contains($0) })
        switch text.first {
        case UInt8(ascii: "<"): return markup(text)
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
        default: return .text
        }
    }

    /// The video container `head` starts with, if any: MP4 and QuickTime (an `ftyp` box whose
    /// brand is no picture's, or an old QuickTime atom), Matroska and WebM (EBML), AVI (RIFF).
    /// Only called on content that is no picture, so every other `ftyp` brand is a video's.
    private static func videoContainer(_ head: [UInt8]) -> NonImageContent? {
        if let brand = isoBrand(head) { return brand == "qt  " ? .quickTimeVideo : .mp4Video }
        // An old QuickTime atom: its size (big-endian, below 16 MiB for these) then its name.
        if head.first == 0, ["moov", "mdat", "wide"].contains(where: { matches(head, at: 4, Array($0.utf8)) }) { return .quickTimeVideo }
        if starts(head, with: [0x1A, 0x45, 0xDF, 0xA3]) { return contains(head, Array("webm".utf8)) ? .webmVideo : .matroskaVideo }
        if starts(head, with: Array("RIFF".utf8)), matches(head, at: 8, Array("AVI ".utf8)) { return .aviVideo }
        return nil
    }

    /// The HTML elements a web page starts with (its first tag when there is no doctype).
    private static let htmlElements: Set<String> = [
        "html", "head", "body", "title", "meta", "link", "script", "style", "div", "span", "p", "a", "h1", "h2", "h3", "table", "pre", "br",
        "center", "form", "img", "main", "header", "section", "ul",
    ]

    /// Whether `text`, which starts with `<`, is a web page or an XML document: `<?` (a
    /// declaration, `<?xpacket` of XMP) and any first element that is not HTML's (a namespaced
    /// `<x:xmpmeta>`, `<feed>`) are XML; a doctype decides by its name; a comment is HTML's.
    private static func markup(_ text: [UInt8]) -> NonImageContent {
        let lowered = text.map { (0x41 ... 0x5A).contains($0) ? $0 + 0x20 : $0 }
        if starts(lowered, with: Array("<?".utf8)) { return .xml }
        if starts(lowered, with: Array("<!--".utf8)) { return .html }
        if starts(lowered, with: Array("<!doctype".utf8)) {
            let name = lowered.dropFirst("<!doctype".utf8.count).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            return name.starts(with: Array("html".utf8)) ? .html : .xml
        }
        let name = lowered.dropFirst().prefix { !(0x09 ... 0x0D).contains($0) && ![0x20, UInt8(ascii: ">"), UInt8(ascii: "/")].contains($0) }
        return htmlElements.contains(String(decoding: name, as: UTF8.self)) ? .html : .xml
    }

    /// Whether `<svg` appears in the bytes (any case).
    private static func containsSVG(_ head: [UInt8]) -> Bool {
        contains(head.map { (0x41 ... 0x5A).contains($0) ? $0 + 0x20 : $0 }, Array("<svg".utf8))
    }

    /// Whether `needle` appears in `head`. O(head × needle).
    private static func contains(_ head: [UInt8], _ needle: [UInt8]) -> Bool {
        guard head.count >= needle.count else { return false }
        return (0 ... head.count - needle.count).contains { head[$0 ..< $0 + needle.count].elementsEqual(needle) }
    }

    private static func starts(_ head: [UInt8], with signature: [UInt8]) -> Bool {
        matches(head, at: 0, signature)
    }

    private static func matches(_ head: [UInt8], at offset: Int, _ signature: [UInt8]) -> Bool {
        head.count >= offset + signature.count && head[offset ..< offset + signature.count].elementsEqual(signature)
    }
}
