/// What an animation may hold before it is refused, beside the ``PictureLimits`` its canvas and
/// each frame are held to: its frames, the pixels of all of them, and the least time a frame is
/// shown.
public struct AnimationLimits: Sendable, Hashable {
    /// The most frames (``PictureError/tooManyFrames(limit:)``): a file of 10,000 frames is
    /// refused at its 1,001st.
    public var maxFrames: Int
    /// The most pixels in all frames (``PictureError/animationTooLarge(limit:)``): each frame
    /// counts its canvas and its stored rectangle, what decoding it costs.
    public var maxPixels: Int
    /// The least time a frame is shown: shorter delays (0 ms, 10 ms: what browsers also refuse to
    /// play as written) are shown this long.
    public var minimumDelay: Duration

    /// The default limits: 1,000 frames, 200,000,000 pixels in all (100 frames of 1,000 × 1,000
    /// pixels), 20 ms a frame.
    public static let standard = AnimationLimits()

    /// Limits with these values; values below 1 count as 1.
    public init(maxFrames: Int = 1_000, maxPixels: Int = 200_000_000, minimumDelay: Duration = .milliseconds(20)) {
        self.maxFrames = max(1, maxFrames)
        self.maxPixels = max(1, maxPixels)
        self.minimumDelay = minimumDelay
    }
}
