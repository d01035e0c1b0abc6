import CImageTestEncoders

/// Small picture files in every format the decoders read, made by libjpeg, libpng, libwebp and
/// giflib (through CImageTestEncoders), for tests that need real files on disk: a folder of
/// pictures, a thumbnail cache. Each is a smooth gradient of `width × height` pixels.
public enum PictureFiles {
    /// A file format.
    public enum Format: String, CaseIterable, Sendable {
        case jpeg, png, webp, gif
    }

    /// The encoder refused.
    public struct EncodingFailed: Error {}

    /// A picture of `width × height` pixels in `format`, its colours shifted by `tint`; a JPEG
    /// or a PNG with an EXIF block giving `orientation` (1 … 8) when one is given (the stored
    /// pixels are then the picture before it is turned).
    public static func bytes(_ format: Format, width: Int, height: Int, tint: UInt8 = 0, orientation: Int? = nil) throws -> [UInt8] {
        guard format == .gif else {
            return try bytes(format, rgb: gradient(width: width, height: height, tint: tint), width: width, height: height, orientation: orientation)
        }
        var buffer = ite_buffer()
        let palette = (0 ..< 256).flatMap { [UInt8($0), UInt8(255 - $0), tint] }
        let indices = (0 ..< width * height).map { UInt8(($0 % width) * 255 / max(1, width - 1)) }
        let status = indices.withUnsafeBufferPointer { indices in
            palette.withUnsafeBufferPointer { palette in
                var frame = ite_gif_frame(
                    indices: indices.baseAddress, left: 0, top: 0, width: UInt32(width), height: UInt32(height),
                    transparent_index: -1, interlaced: 0, palette: nil, palette_entries: 0
                )
                return ite_encode_gif(UInt32(width), UInt32(height), palette.baseAddress, 256, &frame, 1, &buffer)
            }
        }
        return try take(&buffer, status: status)
    }

    /// The smooth gradient the files are made of: red growing to the right, green downwards,
    /// blue 128; red and blue shifted by `tint`. R, G, B per pixel, rows top to bottom.
    public static func gradient(width: Int, height: Int, tint: UInt8 = 0) -> [UInt8] {
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for y in 0 ..< height {
            for x in 0 ..< width {
                rgb += [UInt8(x * 255 / max(1, width - 1)) &+ tint, UInt8(y * 255 / max(1, height - 1)), 128 &+ tint]
            }
        }
        return rgb
    }

    /// `rgb` (`width × height` pixels, R, G, B per pixel, rows top to bottom) as a JPEG (quality
    /// 90), PNG or lossy WebP file; a JPEG or a PNG with an EXIF block giving `orientation`
    /// (1 … 8) when one is given (`rgb` is then the picture before it is turned). Throws
    /// ``EncodingFailed`` for GIF, whose files here are made of a palette instead.
    public static func bytes(_ format: Format, rgb: [UInt8], width: Int, height: Int, orientation: Int? = nil) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status: Int32
        switch format {
        case .jpeg:
            status = rgb.withUnsafeBufferPointer { ite_encode_jpeg($0.baseAddress, UInt32(width), UInt32(height), ITE_JPEG_RGB, 90, 0, &buffer) }
        case .png:
            status = rgb.withUnsafeBufferPointer {
                ite_encode_png($0.baseAddress, $0.count, UInt32(width), UInt32(height), 8, 2, 0, nil, 0, nil, 0, nil, &buffer)
            }
        case .webp:
            status = rgb.withUnsafeBufferPointer { ite_encode_webp($0.baseAddress, UInt32(width), UInt32(height), 0, 0, 80, &buffer) }
        case .gif:
            throw EncodingFailed()
        }
        let plain = try take(&buffer, status: status)
        guard let orientation, format == .jpeg || format == .png else { return plain }
        let turned = plain.withUnsafeBufferPointer { bytes in
            format == .jpeg
                ? ite_add_jpeg_exif(bytes.baseAddress, bytes.count, Int32(orientation), 0, &buffer)
                : ite_add_png_exif(bytes.baseAddress, bytes.count, Int32(orientation), 1, &buffer)
        }
        return try take(&buffer, status: turned)
    }

    /// The buffer's bytes, released; throws when `status` says the encoder refused.
    private static func take(_ buffer: inout ite_buffer, status: Int32) throws -> [UInt8] {
        defer { ite_buffer_release(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { throw EncodingFailed() }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.size))
    }
}
