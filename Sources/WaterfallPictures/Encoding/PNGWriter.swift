import CImageCodecs
import Pixels

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes pictures as PNG files in memory (8-bit RGB, or RGBA for a picture with alpha, with
/// `tEXt` chunks), through libpng in C
/// (`ic_encode_png`). For the thumbnails the freedesktop cache shares with other programs.
public enum PNGWriter {
    /// Why a picture could not be written.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What went wrong, in plain words.
        public let description: String
    }

    /// The PNG of `picture` with `texts` as `tEXt` chunks (keyword, text: printable ASCII only,
    /// keywords of 1 … 79 characters), or why it cannot be made: an empty picture, a side over
    /// `maxSide`, a keyword or text outside those rules. A picture with alpha is written as RGBA
    /// (`Picture.straightRGBA()` of `Pixels`), so it shows on any background. O(pixels).
    public static func encode(_ picture: Picture, texts: [(keyword: String, text: String)] = [], maxSide: Int = 16_384) throws(Failure) -> [UInt8] {
        for (keyword, text) in texts {
            guard Self.isPrintableASCII(keyword), Self.isPrintableASCII(text) else {
                throw Failure(description: "PNG text must be printable ASCII")
            }
        }
        var output = ic_png_output()
        defer { ic_png_output_release(&output) }
        let (samples, channels) = picture.alpha == nil ? (picture.pixels, 3) : (picture.straightRGBA(), 4)
        let status = withTexts(texts) { chunks in
            samples.withUnsafeBufferPointer { samples in
                chunks.withUnsafeBufferPointer { texts in
                    ic_encode_png(
                        samples.baseAddress, UInt32(channels), UInt32(clamping: picture.width), UInt32(clamping: picture.height),
                        UInt32(clamping: maxSide), texts.baseAddress, texts.count, &output
                    )
                }
            }
        }
        guard let status else { throw Failure(description: "out of memory") }
        guard status == IC_OK, let bytes = output.bytes else {
            throw Failure(description: CodecBridge.message(of: &output.message))
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.size))
    }

    /// Whether `text` holds only the bytes 0x20 … 0x7E.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20 ... 0x7E).contains($0) }
    }

    /// Calls `body` with C copies of `texts` (freed after the call); nil when memory ran out.
    private static func withTexts<Result>(_ texts: [(keyword: String, text: String)], _ body: ([ic_png_text]) -> Result) -> Result? {
        let copies = texts.map { (strdup($0.keyword), strdup($0.text)) }
        defer {
            for (keyword, text) in copies {
                free(keyword)
                free(text)
            }
        }
        var chunks: [ic_png_text] = []
        for (keyword, text) in copies {
            guard let keyword, let text else { return nil }
            chunks.append(ic_png_text(keyword: keyword, text: text))
        }
        return body(chunks)
    }
}
