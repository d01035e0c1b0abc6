import CImageCodecs
import Pixels

/// Calls the C animation reader (`ic_animation_*`: giflib frame by frame, libwebpdemux's
/// animation decoder) and keeps each frame scaled down to the size asked for, so that what is
/// kept grows with the frames' shown size, never with the canvas's.
enum AnimationBridge {
    /// The frames of `bytes` (a GIF or a WebP), each covering `size` as
    /// ``PictureDecoder/decodePhoto(_:covering:)`` would make it, within `decoder`'s limits
    /// (canvas and each frame) and `limits` (frames, pixels in all, least delay). A file that
    /// breaks off after some frames gives those frames and the reason; one that breaks before
    /// the first throws it. O(frames × (canvas + stored pixels)).
    static func frames(
        _ bytes: UnsafeRawBufferPointer, as format: PictureFormat, covering size: PictureSize, decoder: PictureDecoder, limits: AnimationLimits
    ) throws(PictureError) -> PictureAnimation {
        guard let data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !bytes.isEmpty else { throw .empty }
        var request = CodecBridge.request(target: .fullSize, background: decoder.background, limits: decoder.limits)
        var image = ic_image()
        var opened: OpaquePointer?
        var announced: UInt32 = 0
        let status = ic_animation_open(format == .gif ? IC_FORMAT_GIF : IC_FORMAT_WEBP, data, bytes.count, &request, &opened, &announced, &image)
        guard status == IC_OK, let animation = opened else {
            throw CodecBridge.error(status, of: &image, format: format, limits: decoder.limits)
        }
        defer { ic_animation_close(animation) }
        guard Int(announced) <= limits.maxFrames else { throw .tooManyFrames(limit: limits.maxFrames) }
        var frames: [PictureAnimation.Frame] = []
        var pixels = 0
        while true {
            var frame = ic_animation_frame()
            var ended: Int32 = 0
            let status = ic_animation_next(animation, &frame, &ended, &image)
            guard status == IC_OK else {
                let error = CodecBridge.error(status, of: &image, format: format, limits: decoder.limits)
                guard !frames.isEmpty else { throw error }
                return PictureAnimation(frames: frames, cutShort: error)
            }
            if ended != 0 { break }
            guard frames.count < limits.maxFrames else { throw .tooManyFrames(limit: limits.maxFrames) }
            let (width, height) = (Int(frame.width), Int(frame.height))
            pixels += width * height + Int(clamping: frame.stored_pixels)
            guard pixels <= limits.maxPixels else { throw .animationTooLarge(limit: limits.maxPixels) }
            let canvas = CodecBridge.picture(width: width, height: height, pixels: frame.pixels, alpha: frame.alpha, matte: decoder.background)
            let shown = PictureDecoder.reducedSize(of: canvas.size, covering: size).flatMap { canvas.scaled(to: $0) } ?? canvas
            frames.append(PictureAnimation.Frame(still: shown, delay: max(limits.minimumDelay, .milliseconds(Int(frame.delay_ms)))))
        }
        guard !frames.isEmpty else { throw .corrupt(format, message: "no image before the end of the file") }
        return PictureAnimation(frames: frames)
    }
}
