import Pixels

extension PictureDecoder {
    /// Decodes the frames of `bytes` when they are an animated GIF or WebP, each covering `size`
    /// as ``decodePhoto(_:covering:)`` makes a still picture, within this decoder's limits and
    /// `limits`; any other picture (a JPEG, a PNG, a still WebP) is one frame, its
    /// ``decodePhoto(_:covering:)``. In process and in a helper process alike (see
    /// ``PhotoDecoding``). O(bytes + frames × canvas pixels), memory O(canvas + frames × size).
    public func decodeAnimation(_ bytes: [UInt8], covering size: PictureSize, limits: AnimationLimits = .standard) throws(PictureError)
        -> PictureAnimation
    {
        let format = try format(of: bytes)
        guard format == .gif || format == .webp else {
            return PictureAnimation(frames: [PictureAnimation.Frame(picture: try decodePhoto(bytes, covering: size), delay: limits.minimumDelay)])
        }
        let result = bytes.withUnsafeBytes { raw in
            Result { () throws(PictureError) -> PictureAnimation in
                try AnimationBridge.frames(raw, as: format, covering: size, decoder: self, limits: limits)
            }
        }
        return try result.get()
    }

}
