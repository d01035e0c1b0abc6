/// How many interleaved bytes make one pixel of a ``PixelPlane``, as a type: the scaling loops
/// are generic over it, so each count gets loops of its own, specialised at compile time.
protocol PlaneChannels {
    /// Bytes a pixel.
    static var count: Int { get }
}

/// A picture's colour: red, green and blue a pixel.
enum ColourChannels: PlaneChannels {
    static var count: Int { 3 }
}

/// A picture's alpha: one opacity a pixel.
enum OpacityChannel: PlaneChannels {
    static var count: Int { 1 }
}

/// One plane of a picture's bytes — its colour or its alpha — that resampling, cutting and
/// framing treat alike, channel by channel: `width × height` pixels of `Channels.count`
/// interleaved bytes each, rows top to bottom, no padding.
struct PixelPlane<Channels: PlaneChannels> {
    /// `width × height × Channels.count` bytes.
    let bytes: [UInt8]
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int

    /// Bytes a pixel.
    static var channels: Int { Channels.count }
}

extension Picture {
    /// This picture's colour as a plane. O(1).
    var colourPlane: PixelPlane<ColourChannels> { PixelPlane(bytes: pixels, width: width, height: height) }

    /// This picture's alpha, when it has any, with its opacities made by `transform` from its
    /// alpha plane and the same matte; nil for an opaque picture. O(`transform`).
    func transformedAlpha(_ transform: (PixelPlane<OpacityChannel>) -> [UInt8]) -> PictureAlpha? {
        alpha.map { PictureAlpha(values: transform(PixelPlane(bytes: $0.values, width: width, height: height)), matte: $0.matte) }
    }
}
