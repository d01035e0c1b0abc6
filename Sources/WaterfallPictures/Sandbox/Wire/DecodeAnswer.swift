import Pixels

/// A helper's answer to a ``DecodeRequest``: the picture or the animation, or the decoder's
/// error, and whether the helper ends after it.
struct DecodeAnswer {
    /// What the decoder made of the bytes.
    var result: Result<DecodedContent, PictureError>
    /// Whether the helper ends after this answer (it has used half its processor time).
    var isRetiring: Bool

    /// The message's bytes.
    var message: [UInt8] {
        var writer: WireWriter
        switch result {
        case .success(.picture(let picture)):
            writer = WireWriter(capacity: 16 + picture.byteCount)
            header(&writer, kind: 0)
            Self.picture(picture, to: &writer)
        case .success(.animation(let animation)):
            writer = WireWriter(capacity: 16 + animation.frames.count * 12 + animation.byteCount)
            header(&writer, kind: 2)
            writer.count(animation.frames.count)
            for frame in animation.frames {
                writer.count(Int(frame.delay / .milliseconds(1)))
                Self.picture(frame.still, to: &writer)
            }
            writer.integer(UInt8(animation.cutShort == nil ? 0 : 1))
            animation.cutShort?.write(to: &writer)
        case .failure(let error):
            writer = WireWriter()
            header(&writer, kind: 1)
            error.write(to: &writer)
        }
        return writer.bytes
    }

    /// Appends a picture's size, pixels and alpha.
    private static func picture(_ picture: Picture, to writer: inout WireWriter) {
        writer.count(picture.width)
        writer.count(picture.height)
        writer.raw(picture.pixels)
        writer.integer(UInt8(picture.alpha == nil ? 0 : 1))
        if let alpha = picture.alpha { writer.raw(alpha.values) }
    }

    private func header(_ writer: inout WireWriter, kind: UInt8) {
        writer.integer(WireFormat.answerMagic)
        writer.integer(isRetiring ? WireFormat.retiringFlag : 0)
        writer.integer(kind)
    }

    /// Reads the answer to `request`, every size checked before anything is allocated for it,
    /// so that a lying helper can make the browser allocate no more than an honest one could.
    /// A size `w × h` is a *photo size* when ``PictureDecoder/isPhotoSize(_:covering:)`` holds
    /// (within the request's ``PictureLimits``, and not more than twice the cover size in both
    /// dimensions: what ``PictureDecoder/decodePhoto(_:covering:)`` can return); its pixels
    /// take `3wh` bytes, its alpha, when sent, `wh` more.
    ///
    /// - A picture (to a still request): one photo size.
    /// - Frames (to a frames request, within its ``AnimationLimits`` `limits`): a count `n`
    ///   from 1 to `limits.maxFrames`, a first frame of a photo size `w × h`, every later frame
    ///   exactly `w × h` (an honest helper scales every frame of one canvas to one size), and
    ///   `n ≤ limits.mostFrames(ofPixels: w × h)`: with two frames or more,
    ///   `n × w × h ≤ min(limits.maxPixels, limits.maxKeptPixels)`, so the frames take at most
    ///   4 bytes a pixel of that; one frame is bounded as a picture is. The count and the first
    ///   size come before any frame's pixels, so the whole is checked before the first frame
    ///   is allocated. An honest helper always fits:
    ///   ``PictureDecoder/decodeAnimation(_:covering:limits:)`` gives frames of one size that
    ///   a still picture of its canvas could have, at most `maxFrames` of them and, each
    ///   counting at least its canvas (never smaller than the frame), within `maxPixels`, and
    ///   thins them to that same `mostFrames(ofPixels:)`.
    static func read(from source: inout some WireSource, answering request: DecodeRequest) throws(WireError) -> DecodeAnswer {
        try source.expect(magic: WireFormat.answerMagic, "answer")
        let flags = try source.integer(UInt8.self)
        guard flags & ~WireFormat.retiringFlag == 0 else { throw .malformed("unknown flags \(flags)") }
        let isRetiring = flags & WireFormat.retiringFlag != 0
        switch try source.integer(UInt8.self) {
        case 0 where request.animation == nil:
            let size = try photoSize(from: &source, answering: request)
            return DecodeAnswer(result: .success(.picture(try picture(of: size, from: &source, answering: request))), isRetiring: isRetiring)
        case 2:
            guard let limits = request.animation else { throw .malformed("frames for a still picture") }
            let animation = try animation(from: &source, answering: request, within: limits)
            return DecodeAnswer(result: .success(.animation(animation)), isRetiring: isRetiring)
        case 1:
            return DecodeAnswer(result: .failure(try PictureError.read(from: &source)), isRetiring: isRetiring)
        case let kind:
            throw .malformed("unknown answer kind \(kind)")
        }
    }

    /// An animation's frames and the error that cut it short, if any, within `limits` as
    /// ``read(from:answering:)`` says: the count, then the first frame's size, checked before
    /// any frame's pixels are allocated; each later frame's size before its own.
    private static func animation(
        from source: inout some WireSource, answering request: DecodeRequest, within limits: AnimationLimits
    ) throws(WireError) -> PictureAnimation {
        let count = Int(try source.integer(UInt32.self))
        guard count >= 1, count <= limits.maxFrames else { throw .malformed("an animation of \(count) frames, not 1 to \(limits.maxFrames)") }
        var frames: [PictureAnimation.Frame] = []
        var first: PictureSize?
        for _ in 0 ..< count {
            let delay = Duration.milliseconds(Int(try source.integer(UInt32.self)))
            let size: PictureSize
            if let first {
                size = PictureSize(width: Int(try source.integer(UInt32.self)), height: Int(try source.integer(UInt32.self)))
                guard size == first else { throw .malformed("a frame of \(size) pixels in an animation of \(first)") }
            } else {
                size = try photoSize(from: &source, answering: request)
                let most = limits.mostFrames(ofPixels: size.width * size.height)
                guard count <= most else {
                    throw .malformed("\(count) frames of \(size) pixels, over the \(most) that fit the animation's limits")
                }
                first = size
            }
            frames.append(PictureAnimation.Frame(still: try picture(of: size, from: &source, answering: request), delay: delay))
        }
        let cutShort = try source.integer(UInt8.self) == 0 ? nil : try PictureError.read(from: &source)
        return PictureAnimation(frames: frames, cutShort: cutShort)
    }

    /// A picture's size, checked before its pixels are allocated: within the request's limits
    /// and no more than ``PictureDecoder/decodePhoto(_:covering:)`` returns for its cover size.
    private static func photoSize(from source: inout some WireSource, answering request: DecodeRequest) throws(WireError) -> PictureSize {
        let size = PictureSize(width: Int(try source.integer(UInt32.self)), height: Int(try source.integer(UInt32.self)))
        guard request.decoder.isPhotoSize(size, covering: request.covering) else {
            throw .malformed("a picture of \(size) pixels, more than asked for")
        }
        return size
    }

    /// The pixels and alpha of a picture of `size` (already checked), the alpha's matte the
    /// request's background: `size` × 3 bytes, then a flag and, when it is 1, `size` opacities.
    private static func picture(of size: PictureSize, from source: inout some WireSource, answering request: DecodeRequest) throws(WireError)
        -> Picture
    {
        let pixels = try source.bytes(size.width * size.height * 3)
        let alpha: PictureAlpha?
        switch try source.integer(UInt8.self) {
        case 0: alpha = nil
        case 1: alpha = PictureAlpha(values: try source.bytes(size.width * size.height), matte: request.decoder.background)
        case let flag: throw .malformed("unknown alpha flag \(flag)")
        }
        guard let picture = Picture(width: size.width, height: size.height, pixels: pixels, alpha: alpha) else {
            throw .malformed("a picture of \(size) pixels")
        }
        return picture
    }
}
