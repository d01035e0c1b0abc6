/// What an animation may hold before it is refused or thinned, beside the ``PictureLimits`` its
/// canvas and each frame are held to: its frames, the pixels of all of them (decoded, and as
/// kept), and the least time a frame is shown.
public struct AnimationLimits: Sendable, Hashable {
    /// The most frames (``PictureError/tooManyFrames(limit:)``): a file of 10,000 frames is
    /// refused at its 1,001st.
    public var maxFrames: Int
    /// The most pixels in all frames (``PictureError/animationTooLarge(limit:)``): each frame
    /// counts its canvas and its stored rectangle, what decoding it costs.
    public var maxPixels: Int
    /// The most pixels of all the frames kept, each scaled to cover the size asked for (what
    /// the frames cost to hold and to send from a helper: 3 bytes a pixel, 4 with alpha). An
    /// animation whose frames hold more is not refused but thinned: every k-th frame is kept,
    /// shown for the delays of the frames it stands for (`mostFrames(ofPixels:)` says how
    /// many are kept).
    public var maxKeptPixels: Int
    /// The least time a frame is shown: shorter delays (0 ms, 10 ms: what browsers also refuse to
    /// play as written) are shown this long.
    public var minimumDelay: Duration

    /// The default limits: 1,000 frames, 200,000,000 pixels in all (100 frames of 1,000 × 1,000
    /// pixels), 16,000,000 pixels kept (64 MB with alpha: 177 frames of 300 × 300), 20 ms a
    /// frame.
    public static let standard = AnimationLimits()

    /// Limits with these values; values below 1 count as 1.
    public init(
        maxFrames: Int = 1_000, maxPixels: Int = 200_000_000, maxKeptPixels: Int = 16_000_000, minimumDelay: Duration = .milliseconds(20)
    ) {
        self.maxFrames = max(1, maxFrames)
        self.maxPixels = max(1, maxPixels)
        self.maxKeptPixels = max(1, maxKeptPixels)
        self.minimumDelay = minimumDelay
    }

    /// The most frames of `pixels` pixels each that an animation keeps within these limits:
    /// at most ``maxFrames``, and together at most ``maxPixels`` and ``maxKeptPixels`` pixels;
    /// but always at least one, which is held to the ``PictureLimits`` only, as a still picture
    /// is. ``PictureDecoder/decodeAnimation(_:covering:limits:)`` thins its frames to this
    /// many, and the browser refuses a helper's answer of more, so both hold to one number.
    /// O(1).
    func mostFrames(ofPixels pixels: Int) -> Int {
        max(1, min(maxFrames, min(maxPixels, maxKeptPixels) / max(1, pixels)))
    }
}
