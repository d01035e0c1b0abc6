/// Reads the pixel size that a PNG or JPEG file records in its header, without decoding it.
public enum PictureHeader {
    /// `(width, height)` from the PNG IHDR chunk or the first JPEG start-of-frame segment, or
    /// `nil` when `bytes` are neither.
    public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        pngSize(bytes) ?? jpegSize(bytes)
    }

    /// PNG: the 8-byte signature, then the IHDR chunk (length, "IHDR", width, height: 4 bytes each, big-endian).
    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (bigEndian(bytes[16..<20]), bigEndian(bytes[20..<24]))
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
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes[(index + 7)..<(index + 9)]), bigEndian(bytes[(index + 5)..<(index + 7)]))
            }
            index += 2 + bigEndian(bytes[(index + 2)..<(index + 4)])
        }
        return nil
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
