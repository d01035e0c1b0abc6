import CImageTestEncoders

/// HEIF (libheif: x265, aom) and AVIF (libavif: aom) test images, through the
/// CImageTestEncoders target.
extension TestImages {
    /// How a HEIF-family file is coded.
    enum HEIFCoding {
        /// HEIF with HEVC (x265), by libheif.
        case hevc
        /// HEIF with AV1 (aom), by libheif.
        case heifAV1
        /// AVIF (aom), by libavif.
        case avif
    }

    /// A HEIF or AVIF of `samples` (RGB, or RGBA with `alpha`), samples of `depth` bits, with
    /// irot and imir for the EXIF `orientation`; an AVIF grid of `grid` cells (columns, rows),
    /// or an AVIF sequence of `frames` copies.
    static func heif(
        _ samples: [UInt8], width: Int, height: Int, coding: HEIFCoding, alpha: Bool = false, depth: Int32 = 8,
        orientation: Int32 = 1, quality: Int32 = 90, grid: (columns: UInt32, rows: UInt32) = (1, 1), frames: Int32 = 1
    ) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status = samples.withUnsafeBufferPointer { samples in
            switch coding {
            case .hevc, .heifAV1:
                ite_encode_heif(
                    samples.baseAddress, UInt32(width), UInt32(height), alpha ? 1 : 0, depth, coding == .heifAV1 ? 1 : 0,
                    orientation, quality, &buffer)
            case .avif:
                ite_encode_avif(
                    samples.baseAddress, UInt32(width), UInt32(height), alpha ? 1 : 0, depth, orientation, quality,
                    grid.columns, grid.rows, frames, &buffer)
            }
        }
        return try take(&buffer, status: status)
    }

    /// The offset of the first box of `type` (its size field) in `file`, found by its name.
    static func boxOffset(_ type: String, in file: [UInt8], after start: Int = 0) -> Int? {
        let name = Array(type.utf8)
        guard file.count >= 8 else { return nil }
        return (max(0, start) ... file.count - 8).first { file[$0 + 4 ..< $0 + 8].elementsEqual(name) }
    }

    /// `value` as four big-endian bytes.
    static func big32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
