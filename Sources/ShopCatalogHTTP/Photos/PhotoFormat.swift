/// The picture formats Waterfall decodes, which are the only ones a photo request accepts.
/// The format of an answer is found from its first bytes, never from its `Content-Type`.
public enum PhotoFormat: String, Sendable, CaseIterable {
    /// JPEG (`FF D8 FF`).
    case jpeg = "JPEG"
    /// PNG (the 8-byte signature).
    case png = "PNG"
    /// WebP (`RIFF`, a length, `WEBP`).
    case webp = "WebP"
    /// GIF (`GIF87a` or `GIF89a`).
    case gif = "GIF"

    /// The `Accept` header of photo requests: these formats and nothing else, so a server that
    /// negotiates (a CDN) never answers AVIF or another format Waterfall cannot read.
    public static let acceptHeader = "image/jpeg, image/png, image/webp, image/gif"

    /// The format `bytes` start with, or nil. O(1).
    public static func sniff(_ bytes: some Collection<UInt8>) -> PhotoFormat? {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) { return .gif }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8 ..< 12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }
}
