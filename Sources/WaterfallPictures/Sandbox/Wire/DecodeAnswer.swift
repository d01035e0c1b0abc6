import Pixels

/// A helper's answer to a ``DecodeRequest``: the picture or the decoder's error, and whether
/// the helper ends after it.
struct DecodeAnswer {
    /// What the decoder made of the bytes.
    var result: Result<Picture, PictureError>
    /// Whether the helper ends after this answer (it has used half its processor time).
    var isRetiring: Bool

    /// The message's bytes.
    var message: [UInt8] {
        var writer: WireWriter
        switch result {
        case .success(let picture):
            writer = WireWriter(capacity: 16 + picture.pixels.count)
            header(&writer, kind: 0)
            writer.count(picture.width)
            writer.count(picture.height)
            writer.raw(picture.pixels)
        case .failure(let error):
            writer = WireWriter()
            header(&writer, kind: 1)
            error.write(to: &writer)
        }
        return writer.bytes
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
        case 0:
            let size = PictureSize(width: Int(try source.integer(UInt32.self)), height: Int(try source.integer(UInt32.self)))
            guard request.decoder.isPhotoSize(size, covering: request.covering) else {
                throw .malformed("a picture of \(size) pixels, more than asked for")
            }
            let pixels = try source.bytes(size.width * size.height * 3)
            guard let picture = Picture(width: size.width, height: size.height, pixels: pixels) else {
                throw .malformed("a picture of \(size) pixels")
            }
            return DecodeAnswer(result: .success(picture), isRetiring: isRetiring)
        case 1:
            return DecodeAnswer(result: .failure(try PictureError.read(from: &source)), isRetiring: isRetiring)
        case let kind:
            throw .malformed("unknown answer kind \(kind)")
        }
    }
}
