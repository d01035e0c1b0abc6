/// Reads the pixel size that a PNG, JPEG, GIF or WebP file records in its header, without
/// decoding it (the tests' own reader, independent of the app's decoders).
public enum PictureHeader {
    /// `(width, height)` from the header, or `nil` when `bytes` are none of the four formats.
    public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        pngSize(bytes) ?? jpegSize(bytes) ?? gifSize(bytes) ?? webpSize(bytes)
    }

    /// PNG: the 8-byte signature, then the IHDR chunk (length, "IHDR", width, height: 4 bytes each, big-endian).
    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0 ..< 8]) == signature, Array(bytes[12 ..< 16]) == Array("IHDR".utf8) else { return nil }
        return (bigEndian(bytes[16 ..< 20]), bigEndian(bytes[20 ..< 24]))
    }

    /// JPEG: the SOI marker, then segments (0xFF, marker, 2-byte length) up to a start-of-frame
    /// marker (0xC0–0xCF but not DHT 0xC4, JPG 0xC8 or DAC 0xCC), whose payload is the sample
    /// precision (1 byte), the height and the width (2 bytes each).
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            if (0xC0 ... 0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes[(index + 7) ..< (index + 9)]), bigEndian(bytes[(index + 5) ..< (index + 7)]))
            }
            index += 2 + bigEndian(bytes[(index + 2) ..< (index + 4)])
        }
        return nil
    }

    /// GIF: "GIF87a" or "GIF89a", then the logical screen's width and height (2 bytes each, little-endian).
    private static func gifSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 10, [Array("GIF87a".utf8), Array("GIF89a".utf8)].contains(Array(bytes[0 ..< 6])) else { return nil }
        return (littleEndian(bytes[6 ..< 8]), littleEndian(bytes[8 ..< 10]))
    }

    /// WebP: "RIFF", a size, "WEBP", then the first chunk: "VP8 " (lossy: after the 3-byte frame
    /// tag and the start code 9D 01 2A, 14-bit width and height, little-endian), "VP8L"
    /// (lossless: the signature 0x2F, then width − 1 and height − 1 in 14 bits each) or "VP8X"
    /// (extended: canvas width − 1 and height − 1 in 3 bytes each, little-endian).
    private static func webpSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 30, Array(bytes[0 ..< 4]) == Array("RIFF".utf8), Array(bytes[8 ..< 12]) == Array("WEBP".utf8) else { return nil }
        switch String(decoding: bytes[12 ..< 16], as: UTF8.self) {
        case "VP8 " where Array(bytes[23 ..< 26]) == [0x9D, 0x01, 0x2A]:
            return (littleEndian(bytes[26 ..< 28]) & 0x3FFF, littleEndian(bytes[28 ..< 30]) & 0x3FFF)
        case "VP8L" where bytes[20] == 0x2F:
            let bits = littleEndian(bytes[21 ..< 25])
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian(bytes[24 ..< 27]) + 1, littleEndian(bytes[27 ..< 30]) + 1)
        default:
            return nil
        }
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
