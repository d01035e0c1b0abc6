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
                Self.picture(frame.picture, to: &writer)
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

    /// Reads the answer to `request`. A picture's size is checked before its pixels are
    /// allocated: within the request's limits and no more than
    /// ``PictureDecoder/decodePhoto(_:covering:)`` returns for its cover size, so a lying helper
    /// can make the browser allocate no more than an honest one could.
    static func read(from source: inout some WireSource, answering request: DecodeRequest) throws(WireError) -> DecodeAnswer {
        try source.expect(magic: WireFormat.answerMagic, "answer")
        let flags = try source.integer(UInt8.self)
        guard flags & ~WireFormat.retiringFlag == 0 else { throw .malformed("unknown flags \(flags)") }
        let isRetiring = flags & WireFormat.retiringFlag != 0
        switch try source.integer(UInt8.self) {
        case 0 where request.animation == nil:
            return DecodeAnswer(result: .success(.picture(try picture(from: &source, answering: request))), isRetiring: isRetiring)
        case 2:
            guard let limits = request.animation else { throw .malformed("frames for a still picture") }
            let count = Int(try source.integer(UInt32.self))
            guard count >= 1, count <= limits.maxFrames else { throw .malformed("an animation of \(count) frames") }
            var frames: [PictureAnimation.Frame] = []
            for _ in 0 ..< count {
                let delay = Duration.milliseconds(Int(try source.integer(UInt32.self)))
                frames.append(PictureAnimation.Frame(picture: try picture(from: &source, answering: request), delay: delay))
            }
            let cutShort = try source.integer(UInt8.self) == 0 ? nil : try PictureError.read(from: &source)
            return DecodeAnswer(result: .success(.animation(PictureAnimation(frames: frames, cutShort: cutShort))), isRetiring: isRetiring)
        case 1:
            return DecodeAnswer(result: .failure(try PictureError.read(from: &source)), isRetiring: isRetiring)
        case let kind:
            throw .malformed("unknown answer kind \(kind)")
        }
    }

    /// A picture's size, pixels and alpha (composited onto the request's background), the size
    /// checked before the pixels are allocated: within the request's limits and no more than
    /// ``PictureDecoder/decodePhoto(_:covering:)`` returns for its cover size.
    private static func picture(from source: inout some WireSource, answering request: DecodeRequest) throws(WireError) -> Picture {
        let size = PictureSize(width: Int(try source.integer(UInt32.self)), height: Int(try source.integer(UInt32.self)))
        guard request.decoder.isPhotoSize(size, covering: request.covering) else {
            throw .malformed("a picture of \(size) pixels, more than asked for")
        }
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
