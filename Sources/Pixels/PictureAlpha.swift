import Colors

/// How opaque each pixel of a ``Picture`` is, and the colour its pixels were composited onto
/// (its matte). A picture with alpha stores each pixel of colour `C` and opacity `a` as
/// `C·a/255 + matte·(255 − a)/255`, rounded: whoever ignores alpha sees the picture on its
/// matte, as it should look on a background of that colour, and ``Picture/composited(onto:)``
/// moves it onto any other background exactly. Every resampling, cut and frame of a picture
/// treats its alpha as it treats a channel of its colour, so the two stay in step.
public struct PictureAlpha: Sendable, Equatable {
    /// One opacity a pixel, rows top to bottom: 0 transparent … 255 opaque.
    public let values: [UInt8]
    /// The colour the picture's pixels were composited onto.
    public let matte: RGB

    /// The opacities `values` (one a pixel) of a picture composited onto `matte`.
    public init(values: [UInt8], matte: RGB) {
        self.values = values
        self.matte = matte
    }

    /// Whether every pixel is opaque. O(pixels).
    public var isOpaque: Bool { values.allSatisfy { $0 == 255 } }
}
