import CImageTestEncoders

/// Animated GIF and WebP files made by giflib and libwebp (through CImageTestEncoders), for the
/// tests of moving pictures: each frame one flat colour, so which frame a card or a terminal
/// shows can be read from any of its pixels; and the hostile ones — thousands of frames, frames
/// larger than the canvas, files broken after some frames.
public enum AnimatedPictureFiles {
    /// An RGB colour of a frame.
    public typealias Colour = (red: UInt8, green: UInt8, blue: UInt8)

    /// A GIF of `width × height` pixels whose frame `i` fills the screen with `colours[i]` (at
    /// most 256 frames) for `delays[i]` hundredths of a second, disposed as `disposals[i]` says
    /// (0 unspecified, 2 background, 3 previous; all 0 when nil).
    public static func gif(width: Int, height: Int, colours: [Colour], delays: [Int], disposals: [Int]? = nil) throws -> [UInt8] {
        let frames = colours.indices.map { index in
            (indices: [UInt8](repeating: UInt8(index), count: width * height), left: 0, top: 0, width: width, height: height)
        }
        return try gif(screen: (width, height), palette: colours, frames: frames, delays: delays, disposals: disposals)
    }

    /// A GIF of a `screen` whose frames are the given index rectangles (each at its place, of its
    /// own size: beyond the screen too), in a global `palette`, each shown for its delay in
    /// hundredths of a second.
    public static func gif(
        screen: (width: Int, height: Int), palette colours: [Colour], frames: [(indices: [UInt8], left: Int, top: Int, width: Int, height: Int)],
        delays: [Int], disposals: [Int]? = nil
    ) throws -> [UInt8] {
        var buffer = ite_buffer()
        let palette = colours.flatMap { [$0.red, $0.green, $0.blue] }
        let delays = delays.map(Int32.init)
        let disposals = (disposals ?? delays.map { _ in 0 }).map(Int32.init)
        let status = palette.withUnsafeBufferPointer { palette in
            withIndexBuffers(frames) { described in
                ite_encode_gif_animation(
                    UInt32(screen.width), UInt32(screen.height), palette.baseAddress, Int32(colours.count), described, delays, disposals,
                    Int32(frames.count), &buffer
                )
            }
        }
        return try take(&buffer, status: status)
    }

    /// A GIF of `count` frames of 1 × 1 pixel, each shown for 0 ms: an animation bomb.
    public static func gifOfManyFrames(_ count: Int) throws -> [UInt8] {
        let frames = (0 ..< count).map { index in (indices: [UInt8(index % 2)], left: 0, top: 0, width: 1, height: 1) }
        return try gif(
            screen: (1, 1), palette: [(255, 0, 0), (0, 0, 255)], frames: frames, delays: Array(repeating: 0, count: count))
    }

    /// The GIF of ``gif(width:height:colours:delays:disposals:)`` broken in the middle of frame
    /// `brokenFrame`'s data (counting from 0): the frames before it are whole.
    public static func gifBroken(width: Int, height: Int, colours: [Colour], delays: [Int], brokenFrame: Int) throws -> [UInt8] {
        let whole = try gif(width: width, height: height, colours: colours, delays: delays)
        let before = try gif(width: width, height: height, colours: Array(colours.prefix(brokenFrame)), delays: Array(delays.prefix(brokenFrame)))
        // The shorter file is the longer one's prefix up to its trailer (one byte).
        let cut = before.count - 1 + (whole.count - before.count) / (2 * (colours.count - brokenFrame))
        return Array(whole.prefix(cut))
    }

    /// An animated WebP of `width × height` pixels (even sides) whose frame `i` fills the canvas
    /// with `colours[i]`, lossless, for `delays[i]` milliseconds (100 ms each when nil).
    public static func webp(width: Int, height: Int, colours: [Colour], delays: [Int]? = nil) throws -> [UInt8] {
        var buffer = ite_buffer()
        let pixels = colours.map { colour -> [UInt8] in
            (0 ..< width * height).flatMap { _ -> [UInt8] in [colour.red, colour.green, colour.blue, 255] }
        }
        let status = withPixelBuffers(pixels) { bases in
            let frames = bases.indices.map { index in
                ite_webp_frame(
                    rgba: bases[index], width: UInt32(width), height: UInt32(height), x_offset: 0, y_offset: 0, lossless: 1,
                    duration_ms: UInt32(delays?[index] ?? 100))
            }
            return frames.withUnsafeBufferPointer { ite_encode_webp_animation(UInt32(width), UInt32(height), $0.baseAddress, Int32($0.count), &buffer) }
        }
        return try take(&buffer, status: status)
    }

    /// Calls `body` with the frames described for the encoder, their index buffers alive.
    private static func withIndexBuffers(
        _ frames: [(indices: [UInt8], left: Int, top: Int, width: Int, height: Int)], _ body: (UnsafePointer<ite_gif_frame>) -> Int32
    ) -> Int32 {
        let bases = frames.map { frame in
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, frame.indices.count))
            copy.initialize(from: frame.indices, count: frame.indices.count)
            return copy
        }
        defer { for base in bases { base.deallocate() } }
        let described = zip(frames, bases).map { frame, base in
            ite_gif_frame(
                indices: base, left: UInt32(frame.left), top: UInt32(frame.top), width: UInt32(frame.width), height: UInt32(frame.height),
                transparent_index: -1, interlaced: 0, palette: nil, palette_entries: 0
            )
        }
        return described.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Calls `body` with a pointer to each of `buffers`, alive until it returns.
    private static func withPixelBuffers(_ buffers: [[UInt8]], _ body: ([UnsafePointer<UInt8>]) -> Int32) -> Int32 {
        let bases = buffers.map { buffer in
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, buffer.count))
            copy.initialize(from: buffer, count: buffer.count)
            return copy
        }
        defer { for base in bases { base.deallocate() } }
        return body(bases.map { UnsafePointer($0) })
    }

    /// The buffer's bytes, released; throws when `status` says the encoder refused.
    private static func take(_ buffer: inout ite_buffer, status: Int32) throws -> [UInt8] {
        defer { ite_buffer_release(&buffer) }
        guard status == 0, let bytes = buffer.bytes else { throw PictureFiles.EncodingFailed() }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.size))
    }
}
