import SeededRandom

/// Builds EXIF (TIFF) blocks for tests, field by field, the way cameras write them: a header in
/// either byte order, the first directory (Make, Model, Orientation, the pointer to the EXIF
/// directory), the EXIF directory (dates, lens), and the values longer than four bytes after
/// the directories; and puts one into a JPEG (APP1 `Exif` segment) or a PNG (`eXIf` chunk).
struct ExifBlock {
    /// One directory entry: tag, type, count and its value's bytes (inline when at most 4).
    struct Entry {
        var tag: UInt16
        var type: UInt16
        var count: UInt32
        var value: [UInt8]

        /// An ASCII entry holding `bytes` (the count is their number, NUL included when given).
        static func ascii(_ tag: UInt16, _ bytes: [UInt8]) -> Entry {
            Entry(tag: tag, type: 2, count: UInt32(bytes.count), value: bytes)
        }

        /// An ASCII entry for `text` with its terminating NUL.
        static func ascii(_ tag: UInt16, _ text: String) -> Entry {
            ascii(tag, Array(text.utf8) + [0])
        }
    }

    /// Big-endian ("MM") or little-endian ("II").
    var bigEndian: Bool
    /// The first directory's entries, in the order written.
    var first: [Entry]
    /// The EXIF directory's entries, when there is one (the pointer entry is added to the first
    /// directory, at `pointerPosition`).
    var exif: [Entry]?
    /// Where the pointer to the EXIF directory goes among the first directory's entries.
    var pointerPosition = 0
    /// Bytes of zeros between the header and the first directory.
    var gap = 0

    /// The block's bytes.
    func bytes() -> [UInt8] {
        var out: [UInt8] = Array((bigEndian ? "MM" : "II").utf8)
        out += half(42) + word(UInt32(8 + gap))
        out += [UInt8](repeating: 0, count: gap)
        var firstEntries = first
        let firstSize = directorySize(first.count + (exif == nil ? 0 : 1))
        let exifStart = 8 + gap + firstSize
        if exif != nil {
            firstEntries.insert(Entry(tag: 0x8769, type: 4, count: 1, value: word(UInt32(exifStart))), at: min(pointerPosition, first.count))
        }
        let exifSize = exif.map { directorySize($0.count) } ?? 0
        var data: [UInt8] = []
        let dataStart = exifStart + exifSize
        out += directory(firstEntries, data: &data, dataStart: dataStart)
        if let exif {
            out += directory(exif, data: &data, dataStart: dataStart)
        }
        return out + data
    }

    /// The bytes of a directory of `entries` (values over 4 bytes appended to `data`, which
    /// starts at `dataStart` in the block).
    private func directory(_ entries: [Entry], data: inout [UInt8], dataStart: Int) -> [UInt8] {
        var out = half(UInt16(entries.count))
        for entry in entries {
            out += half(entry.tag) + half(entry.type) + word(entry.count)
            if entry.value.count <= 4 {
                out += entry.value + [UInt8](repeating: 0, count: 4 - entry.value.count)
            } else {
                out += word(UInt32(dataStart + data.count))
                data += entry.value
                if data.count % 2 == 1 { data.append(0) }
            }
        }
        return out + word(0)
    }

    private func directorySize(_ count: Int) -> Int { 2 + 12 * count + 4 }

    private func half(_ value: UInt16) -> [UInt8] {
        bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    private func word(_ value: UInt32) -> [UInt8] {
        let high = half(UInt16(value >> 16))
        let low = half(UInt16(value & 0xFFFF))
        return bigEndian ? high + low : low + high
    }

    /// `jpeg` with `tiff` in an APP1 `Exif` segment right after its start marker.
    static func jpeg(_ jpeg: [UInt8], tiff: [UInt8]) -> [UInt8] {
        let length = 8 + tiff.count
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("Exif".utf8) + [0, 0] + tiff
        return Array(jpeg[..<2]) + segment + Array(jpeg[2...])
    }

    /// `png` with `tiff` in an `eXIf` chunk right after its IHDR.
    static func png(_ png: [UInt8], tiff: [UInt8]) -> [UInt8] {
        let length = UInt32(tiff.count)
        let typeAndData = Array("eXIf".utf8) + tiff
        let crc = CRC32.checksum(typeAndData)
        let chunk = [24, 16, 8, 0].map { UInt8(length >> $0 & 0xFF) } + typeAndData + [24, 16, 8, 0].map { UInt8(crc >> $0 & 0xFF) }
        return Array(png[..<33]) + chunk + Array(png[33...])
    }
}
