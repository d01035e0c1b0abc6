import CImageTestEncoders

/// WebP (libwebp, libwebpmux) and GIF (giflib) test images, through the CImageTestEncoders
/// target.
extension TestImages {
    /// One frame of an animated WebP: RGBA pixels at an (even) offset of the canvas.
    struct WebPFrame {
        var rgba: [UInt8]
        var width: Int
        var height: Int
        var x = 0
        var y = 0
        var lossless = true
    }

    /// One frame of a GIF: colour indices at an offset of the logical screen.
    struct GIFFrame {
        var indices: [UInt8]
        var left = 0
        var top = 0
        var width: Int
        var height: Int
        var transparentIndex: Int32 = -1
        var interlaced = false
        /// A local colour table (RGB triples), or nil for the global one.
        var palette: [UInt8]?
    }

    /// A still WebP of `samples` (RGB, or RGBA with `alpha`): lossless, or lossy at `quality`.
    static func webp(
        _ samples: [UInt8], width: Int, height: Int, alpha: Bool = false, lossless: Bool, quality: Int32 = 90
    ) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status = samples.withUnsafeBufferPointer { samples in
            ite_encode_webp(samples.baseAddress, UInt32(width), UInt32(height), alpha ? 1 : 0, lossless ? 1 : 0, quality, &buffer)
        }
        return try take(&buffer, status: status)
    }

    /// An animated WebP of `frames` on a `width × height` canvas.
    static func webpAnimation(width: Int, height: Int, frames: [WebPFrame]) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status = withPointers(frames.map(\.rgba)) { pointers in
            let described = zip(frames, pointers).map { frame, pointer in
                ite_webp_frame(
                    rgba: pointer, width: UInt32(frame.width), height: UInt32(frame.height),
                    x_offset: UInt32(frame.x), y_offset: UInt32(frame.y), lossless: frame.lossless ? 1 : 0, duration_ms: 100)
            }
            return described.withUnsafeBufferPointer { described in
                ite_encode_webp_animation(UInt32(width), UInt32(height), described.baseAddress, Int32(described.count), &buffer)
            }
        }
        return try take(&buffer, status: status)
    }

    /// A GIF89a of a `width × height` screen with the global colour table `palette` (RGB
    /// triples, or nil for none) and `frames`.
    static func gif(width: Int, height: Int, palette: [UInt8]?, frames: [GIFFrame]) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status = withPointers(frames.map(\.indices)) { indices in
            withPointers(frames.map { $0.palette ?? [] }) { palettes in
                let described = frames.indices.map { index in
                    let frame = frames[index]
                    return ite_gif_frame(
                        indices: indices[index], left: UInt32(frame.left), top: UInt32(frame.top),
                        width: UInt32(frame.width), height: UInt32(frame.height),
                        transparent_index: frame.transparentIndex, interlaced: frame.interlaced ? 1 : 0,
                        palette: frame.palette == nil ? nil : palettes[index],
                        palette_entries: Int32((frame.palette?.count ?? 0) / 3)
                    )
                }
                return withOptionalPointer(palette) { global in
                    described.withUnsafeBufferPointer { described in
                        ite_encode_gif(
                            UInt32(width), UInt32(height), global, Int32((palette?.count ?? 0) / 3),
                            described.baseAddress, Int32(described.count), &buffer)
                    }
                }
            }
        }
        return try take(&buffer, status: status)
    }

    /// `jpeg` with an APP1 Exif block setting `orientation` (big- or little-endian TIFF).
    static func jpeg(_ jpeg: [UInt8], orientation: Int, bigEndian: Bool) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status = jpeg.withUnsafeBufferPointer { bytes in
            ite_add_jpeg_exif(bytes.baseAddress, bytes.count, Int32(orientation), bigEndian ? 1 : 0, &buffer)
        }
        return try take(&buffer, status: status)
    }

    /// `png` with an eXIf chunk setting `orientation` after its IHDR.
    static func png(_ png: [UInt8], orientation: Int, bigEndian: Bool) throws -> [UInt8] {
        var buffer = ite_buffer()
        let status = png.withUnsafeBufferPointer { bytes in
            ite_add_png_exif(bytes.baseAddress, bytes.count, Int32(orientation), bigEndian ? 1 : 0, &buffer)
        }
        return try take(&buffer, status: status)
    }

    /// The encoded bytes in `buffer` (released), or EncodingFailed.
    static func take(_ buffer: inout ite_buffer, status: Int32) throws -> [UInt8] {
        defer { ite_buffer_release(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { throw EncodingFailed() }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.size))
    }

    /// Calls `body` with a pointer to the bytes of each array (valid during the call).
    private static func withPointers<Result>(_ arrays: [[UInt8]], _ body: ([UnsafePointer<UInt8>?]) -> Result) -> Result {
        guard let first = arrays.first else { return body([]) }
        return first.withUnsafeBufferPointer { pointer in
            withPointers(Array(arrays.dropFirst())) { rest in body([pointer.baseAddress] + rest) }
        }
    }
}
