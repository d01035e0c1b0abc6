import Foundation
import Hummingbird
import ShopCatalogHTTP

/// A photo answer: the whole file, one byte range of it (`Range: bytes=a-b`, `bytes=a-`,
/// `bytes=-n`; 416 when it lies outside the file), or 304 when the client's `If-None-Match`
/// matches.
enum PhotoResponse {
    /// The answer to `request` for a photo of `format` holding `bytes`.
    static func make(bytes: [UInt8], format: PhotoFormat, etag: String, request: Request) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = mediaType(format)
        headers[.eTag] = etag
        headers[.cacheControl] = "no-cache"
        headers[.acceptRanges] = "bytes"
        if request.headers[.ifNoneMatch] == etag { return Response(status: .notModified, headers: headers) }
        guard let rangeText = request.headers[.range] else {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        guard let range = byteRange(rangeText, length: bytes.count) else {
            headers[.contentRange] = "bytes */\(bytes.count)"
            return Response(status: .rangeNotSatisfiable, headers: headers)
        }
        headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(bytes.count)"
        return Response(status: .partialContent, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes[range])))
    }

    /// The MIME type of `format`.
    static func mediaType(_ format: PhotoFormat) -> String {
        switch format {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .webp: "image/webp"
        case .gif: "image/gif"
        }
    }

    /// The single range `text` asks of a file of `length` bytes, clamped to it; nil when it is
    /// not a single byte range or lies outside the file.
    static func byteRange(_ text: String, length: Int) -> ClosedRange<Int>? {
        guard text.hasPrefix("bytes="), length > 0 else { return nil }
        let spec = text.dropFirst("bytes=".count)
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return nil }
        let first = spec[..<dash].trimmingCharacters(in: .whitespaces)
        let last = spec[spec.index(after: dash)...].trimmingCharacters(in: .whitespaces)
        if first.isEmpty {
            guard let suffix = Int(last), suffix > 0 else { return nil }
            return max(0, length - suffix) ... (length - 1)
        }
        guard let start = Int(first), start >= 0, start < length else { return nil }
        guard !last.isEmpty else { return start ... (length - 1) }
        guard let end = Int(last), end >= start else { return nil }
        return start ... min(end, length - 1)
    }
}
