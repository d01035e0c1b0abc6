import Colors
import Pixels

/// One picture to decode: the bytes, the size to cover, the decoder's settings, and whether its
/// frames are wanted (an animation's limits) or its first only.
struct DecodeRequest {
    /// The size the picture must cover (``PictureDecoder/decodePhoto(_:covering:)``).
    var covering: PictureSize
    /// The limits and background to decode with.
    var decoder: PictureDecoder
    /// The file's bytes.
    var bytes: [UInt8]
    /// The limits of the animation whose frames are wanted
    /// (``PictureDecoder/decodeAnimation(_:covering:limits:)``); nil for a still picture
    /// (``PictureDecoder/decodePhoto(_:covering:)``).
    var animation: AnimationLimits? = nil

    /// The message's bytes: header, then the picture's bytes.
    var message: [UInt8] {
        var writer = WireWriter(capacity: 48 + bytes.count)
        writer.integer(animation == nil ? WireFormat.requestMagic : WireFormat.animationRequestMagic)
        writer.count(covering.width)
        writer.count(covering.height)
        writer.integer(UInt64(decoder.limits.maxFileBytes))
        writer.integer(UInt64(decoder.limits.maxPixels))
        writer.count(decoder.limits.maxSide)
        writer.raw([decoder.background.red, decoder.background.green, decoder.background.blue])
        if let animation {
            writer.count(animation.maxFrames)
            writer.integer(UInt64(animation.maxPixels))
            writer.integer(UInt64(animation.maxKeptPixels))
            writer.count(Int(animation.minimumDelay / .milliseconds(1)))
        }
        writer.count(bytes.count)
        writer.raw(bytes)
        return writer.bytes
    }

    /// What the helper answers this request with.
    func decoded() throws(PictureError) -> DecodedContent {
        guard let animation else { return .picture(try decoder.decodePhoto(bytes, covering: covering)) }
        return .animation(try decoder.decodeAnimation(bytes, covering: covering, limits: animation))
    }

    /// Reads a request. The byte count must be within the request's own file limit and
    /// ``WireFormat/maxRequestBytes``, checked before the bytes are allocated.
    static func read(from source: inout some WireSource) throws(WireError) -> DecodeRequest {
        let magic = try source.integer(UInt32.self)
        guard magic == WireFormat.requestMagic || magic == WireFormat.animationRequestMagic else { throw .malformed("not a request") }
        let covering = PictureSize(width: Int(try source.integer(UInt32.self)), height: Int(try source.integer(UInt32.self)))
        let maxFileBytes = Int(clamping: try source.integer(UInt64.self))
        let maxPixels = Int(clamping: try source.integer(UInt64.self))
        let maxSide = Int(try source.integer(UInt32.self))
        let background = RGB(
            red: try source.integer(UInt8.self), green: try source.integer(UInt8.self), blue: try source.integer(UInt8.self)
        )
        var animation: AnimationLimits?
        if magic == WireFormat.animationRequestMagic {
            animation = AnimationLimits(
                maxFrames: Int(try source.integer(UInt32.self)), maxPixels: Int(clamping: try source.integer(UInt64.self)),
                maxKeptPixels: Int(clamping: try source.integer(UInt64.self)), minimumDelay: .milliseconds(Int(try source.integer(UInt32.self)))
            )
        }
        let limits = PictureLimits(maxFileBytes: maxFileBytes, maxPixels: maxPixels, maxSide: maxSide)
        let count = try source.count(atMost: min(limits.maxFileBytes, WireFormat.maxRequestBytes), "a picture")
        return DecodeRequest(
            covering: covering, decoder: PictureDecoder(limits: limits, background: background), bytes: try source.bytes(count),
            animation: animation
        )
    }
}
