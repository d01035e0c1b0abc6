/// PNG files whose image data is out of all proportion to their pixels, written by hand: a
/// small RGB image whose zlib stream holds its rows (a stored block) and then goes on with a
/// fixed-Huffman block repeating the last byte 258 at a time — each 13 bits of it inflate to
/// 258 bytes (about 160 : 1), so `bombBytes` of it inflate to about 160 × `bombBytes`. Only
/// a decoder that inflates past the rows meets the bomb.
enum PNGBomb {
    /// A `width × height` PNG (RGB, 8-bit) of `rgb` pixels whose IDAT stream continues with
    /// `bombBytes` of repeated matches after the rows; IDAT chunks of at most 1 MiB.
    static func make(width: Int, height: Int, rgb: [UInt8], bombBytes: Int) -> [UInt8] {
        var rows: [UInt8] = []
        for y in 0 ..< height {
            rows.append(0)
            rows += rgb[y * width * 3 ..< (y + 1) * width * 3]
        }
        var stream: [UInt8] = [0x78, 0x01]
        // A stored block (not final): header bits 000, padded to a byte, LEN, NLEN, the rows.
        stream += [
            0x00, UInt8(rows.count & 0xFF), UInt8(rows.count >> 8),
            UInt8(~rows.count & 0xFF), UInt8((~rows.count >> 8) & 0xFF),
        ]
        stream += rows
        // Header bits and then 13-bit units (length 258, distance 1): from the second byte on,
        // the bytes repeat every 13 (8 units), so a few are written bit by bit and repeated.
        var bits = BitWriter()
        bits.write(1, count: 1)  // final block
        bits.write(1, count: 2)  // fixed Huffman codes
        for _ in 0 ..< 16 {
            bits.writeCode(0b1100_0101, length: 8)  // length 258 (symbol 285)
            bits.writeCode(0, length: 5)  // distance 1
        }
        let period = Array(bits.bytes[1 ..< 14])
        var body = [bits.bytes[0]]
        body.reserveCapacity(bombBytes + period.count)
        while body.count < bombBytes { body += period }
        // Cut short: the end of the block and the Adler-32 are never reached.
        stream += body
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
        var start = 0
        while start < stream.count {
            let end = min(stream.count, start + (1 << 20))
            png += chunk("IDAT", Array(stream[start ..< end]))
            start = end
        }
        return png + chunk("IEND", [])
    }

    /// A PNG chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(data.count) + typed + bigEndian(Int(CRC32.checksum(typed)))
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most
    /// significant bit first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var used = 8

        /// Appends the `count` low bits of `value`, least significant first.
        mutating func write(_ value: Int, count: Int) {
            for bit in 0 ..< count { append((value >> bit) & 1) }
        }

        /// Appends a Huffman code of `length` bits, most significant first.
        mutating func writeCode(_ code: Int, length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { append((code >> bit) & 1) }
        }

        private mutating func append(_ bit: Int) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit << used)
            used += 1
        }
    }
}
