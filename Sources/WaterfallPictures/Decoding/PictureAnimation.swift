import Pixels

/// The frames of an animated GIF or WebP, each the whole picture as shown at that moment, with
/// how long it is shown; and, when the file broke off after some frames, why (those frames
/// still play).
public struct PictureAnimation: Sendable, Equatable {
    /// One frame.
    public struct Frame: Sendable, Equatable {
        /// The picture as shown while this frame is on.
        public var picture: Picture
        /// How long it is shown (at least ``AnimationLimits/minimumDelay``).
        public var delay: Duration

        /// A frame showing `picture` for `delay`.
        public init(picture: Picture, delay: Duration) {
            self.picture = picture
            self.delay = delay
        }
    }

    /// The frames in order; never empty.
    public var frames: [Frame]
    /// Why the file's frames ended before its end (a frame cut short or damaged); nil when every
    /// frame was read.
    public var cutShort: PictureError?

    /// An animation of `frames`, cut short by `cutShort` when given.
    public init(frames: [Frame], cutShort: PictureError? = nil) {
        self.frames = frames
        self.cutShort = cutShort
    }

    /// Whether it moves: more than one frame.
    public var isMoving: Bool { frames.count > 1 }

    /// The bytes of its pixels.
    public var byteCount: Int { frames.reduce(0) { $0 + $1.picture.byteCount } }
}
