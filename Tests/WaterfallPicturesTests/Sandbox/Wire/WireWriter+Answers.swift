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
