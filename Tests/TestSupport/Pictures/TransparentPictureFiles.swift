import CImageTestEncoders

/// Picture files with transparent pixels, made by libpng, libwebp and giflib (through
/// CImageTestEncoders): `width × height` pixels, the left half opaque ``opaque`` and the right
/// half fully transparent, for tests of what shows through.
public enum TransparentPictureFiles {
    /// The colour of the opaque half.
    public static let opaque: (red: UInt8, green: UInt8, blue: UInt8) = (200, 40, 90)

    /// Whether the pixel in column `x` of a `width`-wide picture is transparent (the right half).
    public static func isTransparent(x: Int, width: Int) -> Bool {
        x >= width / 2
    }

    /// The picture in `format`: an RGBA PNG, a lossless WebP with alpha, or a GIF whose right half
    /// is its transparent index. Throws ``PictureFiles/EncodingFailed`` for JPEG (no alpha) or when
    /// an encoder refused.
    public static func bytes(_ format: PictureFiles.Format, width: Int, height: Int) throws -> [UInt8] {
        try bytes(format, width: width, height: height, colour: opaque) { x, _ in isTransparent(x: x, width: width) ? 0 : 255 }
    }

    /// A `width × height` picture in `format` of one `colour`, each pixel's opacity given by
    /// `alpha(x, y)` (0 transparent … 255 opaque): an RGBA PNG, a lossless WebP with alpha, or a
    /// GIF (which has no partial transparency: alpha 0 is its transparent index, anything else
    /// opaque). Throws ``PictureFiles/EncodingFailed`` for JPEG (no alpha) or when an encoder
    /// refused.
    public static func bytes(
        _ format: PictureFiles.Format, width: Int, height: Int, colour: (red: UInt8, green: UInt8, blue: UInt8), alpha: (Int, Int) -> UInt8
    ) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status: Int32
        switch format {
        case .jpeg:
            throw PictureFiles.EncodingFailed()
        case .png, .webp:
            var rgba: [UInt8] = []
            rgba.reserveCapacity(width * height * 4)
            for y in 0 ..< height {
                for x in 0 ..< width {
                    // A fully transparent pixel's colour is green, to show if it ever leaks through.
                    let opacity = alpha(x, y)
                    rgba += opacity == 0 ? [0, 255, 0, 0] : [colour.red, colour.green, colour.blue, opacity]
                }
            }
            status = rgba.withUnsafeBufferPointer { samples in
                format == .png
                    ? ite_encode_png(samples.baseAddress, samples.count, UInt32(width), UInt32(height), 8, 6, 0, nil, 0, nil, 0, nil, &buffer)
                    : ite_encode_webp(samples.baseAddress, UInt32(width), UInt32(height), 1, 1, 100, &buffer)
            }
        case .gif:
            let palette: [UInt8] = [colour.red, colour.green, colour.blue, 0, 255, 0]
            let indices = (0 ..< width * height).map { UInt8(alpha($0 % width, $0 / width) == 0 ? 1 : 0) }
            status = indices.withUnsafeBufferPointer { indices in
                palette.withUnsafeBufferPointer { palette in
                    var frame = ite_gif_frame(
                        indices: indices.baseAddress, left: 0, top: 0, width: UInt32(width), height: UInt32(height),
                        transparent_index: 1, interlaced: 0, palette: nil, palette_entries: 0
                    )
                    return ite_encode_gif(UInt32(width), UInt32(height), palette.baseAddress, 2, &frame, 1, &buffer)
                }
            }
        }
        defer { ite_buffer_release(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { throw PictureFiles.EncodingFailed() }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.size))
    }
}
