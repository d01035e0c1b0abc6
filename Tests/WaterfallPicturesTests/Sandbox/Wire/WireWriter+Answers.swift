@testable import WaterfallPictures

extension WireWriter {
    /// The start of an answer, written by hand to make lying ones: magic, `flags`, `kind`.
    static func answerHeader(flags: UInt8 = 0, kind: UInt8) -> WireWriter {
        var writer = WireWriter()
        writer.integer(WireFormat.answerMagic)
        writer.integer(flags)
        writer.integer(kind)
        return writer
    }

    /// The start of an answer carrying a picture that claims `width × height` pixels.
    static func pictureHeader(width: Int, height: Int) -> WireWriter {
        var writer = answerHeader(kind: 0)
        writer.count(width)
        writer.count(height)
        return writer
    }
}

extension WireWriter {
    /// The start of a frames answer that claims `count` frames.
    static func framesHeader(count: Int) -> WireWriter {
        var writer = answerHeader(kind: 2)
        writer.count(count)
        return writer
    }

    /// Appends the start of a frame: its delay in milliseconds and the size it claims.
    mutating func frameHeader(width: Int, height: Int, delay: Int = 20) {
        count(delay)
        count(width)
        count(height)
    }

    /// Appends a whole frame of `width × height` pixels of `value`: its start, the pixels, and
    /// the alpha flag with, when `alpha`, as many opacities.
    mutating func frame(width: Int, height: Int, delay: Int = 20, alpha: Bool = false, value: UInt8 = 9) {
        frameHeader(width: width, height: height, delay: delay)
        raw(repeatElement(value, count: width * height * 3))
        integer(UInt8(alpha ? 1 : 0))
        if alpha { raw(repeatElement(UInt8(128), count: width * height)) }
    }
}
