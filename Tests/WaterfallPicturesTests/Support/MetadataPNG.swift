/// PNG chunks of large metadata, written by hand to go before a PNG's image data: an XMP packet
/// in an iTXt chunk, an ICC profile in an iCCP chunk (a valid zlib stream of stored blocks).
enum MetadataPNG {
    /// `png` with `chunks` right after its IHDR chunk (which ends at byte 33).
    static func inserting(_ chunks: [[UInt8]], into png: [UInt8]) -> [UInt8] {
        Array(png.prefix(33)) + chunks.flatMap { $0 } + png.dropFirst(33)
    }

    /// An iTXt chunk holding an XMP packet of `bytes` bytes (uncompressed, as XMP writers store it).
    static func xmp(bytes: Int) -> [UInt8] {
        let opening = Array("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">".utf8)
        let closing = Array("</x:xmpmeta>".utf8)
        let packet = opening + [UInt8](repeating: 0x20, count: max(0, bytes - opening.count - closing.count)) + closing
        // Keyword, NUL, not compressed (0, 0), no language tag nor translated keyword (NUL, NUL).
        return PNGBomb.chunk("iTXt", Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + packet)
    }

    /// An iCCP chunk holding a profile of `bytes` bytes.
    static func iccp(profileBytes bytes: Int) -> [UInt8] {
        let profile = (0 ..< bytes).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        // Profile name, NUL, compression method 0 (zlib).
        return PNGBomb.chunk("iCCP", Array("test profile".utf8) + [0, 0] + storedZlib(profile))
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks, with its Adler-32.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(data.count + data.count / 65_535 * 5 + 16)
        var start = 0
        repeat {
            let end = min(data.count, start + 65_535)
            let length = end - start
            stream += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += data[start ..< end]
            start = end
        } while start < data.count
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in data {
            low = (low + UInt32(byte)) % 65_521
            high = (high + low) % 65_521
        }
        let adler = high << 16 | low
        return stream + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }
}
