import Pixels

extension PictureDecoder {
    /// Decodes the frames of `bytes` when they are an animated GIF or WebP, each covering `size`
    /// as ``decodePhoto(_:covering:)`` makes a still picture, within this decoder's limits and
    /// `limits`; any other picture (a JPEG, a PNG, a still WebP) is one frame, its
    /// ``decodePhoto(_:covering:)``. Every frame of an animation has the same size (the canvas's,
    /// scaled as one), and the frames are thinned to `AnimationLimits.mostFrames(ofPixels:)`
    /// of that size (every k-th kept, with the delays of those it stands for), so that they
    /// hold at most ``AnimationLimits/maxKeptPixels`` pixels unless there is only one. In
    /// process and in a helper process alike (see ``PhotoDecoding``); the browser refuses a
    /// helper's answer beyond these bounds. O(bytes + frames × canvas pixels), memory
    /// O(canvas + frames × size).
    public func decodeAnimation(_ bytes: [UInt8], covering size: PictureSize, limits: AnimationLimits = .standard) throws(PictureError)
        -> PictureAnimation
    {
        let format = try format(of: bytes)
        guard format == .gif || format == .webp else {
            return PictureAnimation(frames: [PictureAnimation.Frame(still: try decodePhoto(bytes, covering: size), delay: limits.minimumDelay)])
        }
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(PictureError) -> PictureAnimation in
                try AnimationBridge.frames(raw, as: format, covering: size, decoder: self, limits: limits)
            }
        }
        let animation = try result.get()
        let framePixels = animation.frames.first.map { $0.still.width * $0.still.height } ?? 0
        return animation.thinned(toAtMost: limits.mostFrames(ofPixels: framePixels))
    }
}
