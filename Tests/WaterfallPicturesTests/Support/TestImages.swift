import CImageTestEncoders
import SeededRandom

/// Test images written by libjpeg, libpng, libwebp and giflib (through the CImageTestEncoders
/// target), and helpers to damage them.
enum TestImages {
    /// The encoder refused the input.
    struct EncodingFailed: Error {}

    /// PNG colour types (the values of the IHDR field).
    enum PNGColorType: Int32 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6
    }

    /// A JPEG of `width × height` pixels from `samples` (1, 2, 3 or 4 bytes a pixel by kind).
    static func jpeg(
        _ samples: [UInt8],
        width: Int,
        height: Int,
        kind: ite_jpeg_kind = ITE_JPEG_RGB,
        quality: Int32 = 100,
        progressive: Bool = false,
        subsampled: Bool = false
    ) throws -> [UInt8] {
        var flags: Int32 = 0
        if progressive { flags |= Int32(ITE_JPEG_PROGRESSIVE) }
        if subsampled { flags |= Int32(ITE_JPEG_SUBSAMPLED) }
        var buffer = ite_buffer()
        let status = samples.withUnsafeBufferPointer { samples in
            ite_encode_jpeg(samples.baseAddress, UInt32(width), UInt32(height), kind, quality, flags, &buffer)
        }
        return try take(&buffer, status: status)
    }

    /// A PNG from rows already in PNG layout (16-bit samples big-endian).
    static func png(
        rows: [UInt8],
        width: Int,
        height: Int,
        bitDepth: Int32 = 8,
        colorType: PNGColorType,
        interlaced: Bool = false,
        palette: [UInt8]? = nil,
        paletteAlphas: [UInt8]? = nil,
        key: [UInt16]? = nil
    ) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status = rows.withUnsafeBufferPointer { rows in
            withOptionalPointer(palette) { palettePointer in
                withOptionalPointer(paletteAlphas) { alphasPointer in
                    withOptionalPointer(key) { keyPointer in
                        ite_encode_png(
                            rows.baseAddress, rows.count, UInt32(width), UInt32(height), bitDepth,
                            colorType.rawValue, interlaced ? 1 : 0,
                            palettePointer, Int32((palette?.count ?? 0) / 3),
                            alphasPointer, Int32(paletteAlphas?.count ?? 0),
                            keyPointer, &buffer
                        )
                    }
                }
            }
        }
        return try take(&buffer, status: status)
    }

    /// Random 8×8 blocks of one colour each (`channels` bytes a pixel): JPEG keeps such blocks
    /// within a few levels at quality 100 without subsampling, so decoded pixels can be
    /// checked one by one.
    static func blocks(width: Int, height: Int, channels: Int, using rng: inout SplitMix64) -> [UInt8] {
        let blockColumns = (width + 7) / 8
        let blockRows = (height + 7) / 8
        var colours: [UInt8] = []
        for _ in 0 ..< blockColumns * blockRows * channels { colours.append(UInt8.random(in: 0 ... 255, using: &rng)) }
        var samples = [UInt8](repeating: 0, count: width * height * channels)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let block = (y / 8) * blockColumns + x / 8
                for channel in 0 ..< channels {
                    samples[(y * width + x) * channels + channel] = colours[block * channels + channel]
                }
            }
        }
        return samples
    }

    /// `jpeg` with the size in its frame header (SOF0/SOF2) replaced by `width × height`.
    static func jpeg(_ jpeg: [UInt8], claimingWidth width: Int, height: Int) -> [UInt8] {
        var bytes = jpeg
        guard let start = frameHeaderOffset(jpeg) else { return bytes }
        bytes[start + 5] = UInt8(height >> 8)
        bytes[start + 6] = UInt8(height & 0xFF)
        bytes[start + 7] = UInt8(width >> 8)
        bytes[start + 8] = UInt8(width & 0xFF)
        return bytes
    }

    /// The offset of the first frame header marker (0xFF 0xC0 … 0xC2) in `jpeg`.
    static func frameHeaderOffset(_ jpeg: [UInt8]) -> Int? {
        var index = 2
        while index + 4 <= jpeg.count, jpeg[index] == 0xFF {
            let marker = jpeg[index + 1]
            if (0xC0 ... 0xC2).contains(marker) { return index }
            index += 2 + Int(jpeg[index + 2]) << 8 + Int(jpeg[index + 3])
        }
        return nil
    }

    /// `jpeg` with its last scan (SOS header and entropy-coded data) repeated `copies` more
    /// times before the end marker: a progressive file with that many extra scans.
    static func jpeg(_ jpeg: [UInt8], repeatingLastScan copies: Int) -> [UInt8] {
        var lastScan: Range<Int>?
        var index = 2
        while index + 4 <= jpeg.count, jpeg[index] == 0xFF {
            let marker = jpeg[index + 1]
            if marker == 0xD9 { break }
            var end = index + 2 + Int(jpeg[index + 2]) << 8 + Int(jpeg[index + 3])
            if marker == 0xDA {
                // Entropy-coded data runs to the next marker other than a stuffed 0 or a restart.
                while end + 1 < jpeg.count, !(jpeg[end] == 0xFF && jpeg[end + 1] != 0 && !(0xD0 ... 0xD7).contains(jpeg[end + 1])) {
                    end += 1
                }
                lastScan = index ..< end
            }
            index = end
        }
        guard let lastScan else { return jpeg }
        let scan = jpeg[lastScan]
        var bytes = Array(jpeg[..<lastScan.upperBound])
        for _ in 0 ..< copies { bytes += scan }
        return bytes + jpeg[lastScan.upperBound...]
    }

    /// `png` with the size in its IHDR chunk replaced by `width × height` (CRC recomputed).
    static func png(_ png: [UInt8], claimingWidth width: Int, height: Int) -> [UInt8] {
        var bytes = png
        let fields = 16
        for (offset, value) in [(fields, width), (fields + 4, height)] {
            for shift in 0 ..< 4 { bytes[offset + shift] = UInt8((value >> (24 - 8 * shift)) & 0xFF) }
        }
        let crc = CRC32.checksum(bytes[12 ..< 29])
        for shift in 0 ..< 4 { bytes[29 + shift] = UInt8((crc >> (24 - 8 * UInt32(shift))) & 0xFF) }
        return bytes
    }

    /// Calls `body` with a pointer to `array`'s elements, or nil when there is no array.
    static func withOptionalPointer<Element, Result>(
        _ array: [Element]?,
        _ body: (UnsafePointer<Element>?) -> Result
    ) -> Result {
        guard let array else { return body(nil) }
        return array.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
