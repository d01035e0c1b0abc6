/// A moving picture: stills shown one after another, each for its delay, and — when its frames
/// ended before the file did — why (the frames before play). One type for every stage of a
/// moving picture: the decoders' frames (`PictureAnimation` of `WaterfallPictures`, stills that
/// are ``Picture``s) and the frames made for a card's image area (the browser's, stills in
/// symbols or pixels), so thinning and mapping are written once.
public struct Animation<Still: Sendable, Failure: Sendable>: Sendable {
    /// One frame: what is shown, and for how long.
    public struct Frame: Sendable {
        /// What the frame shows.
        public var still: Still
        /// How long it is shown.
        public var delay: Duration

        /// A frame showing `still` for `delay`.
        public init(still: Still, delay: Duration) {
            self.still = still
            self.delay = delay
        }
    }

    /// The frames in order.
    public var frames: [Frame]
    /// Why the frames ended before the file's end; nil when every frame was read.
    public var cutShort: Failure?

    /// An animation of `frames`, cut short by `cutShort` when given.
    public init(frames: [Frame], cutShort: Failure? = nil) {
        self.frames = frames
        self.cutShort = cutShort
    }

    /// Whether it moves: more than one frame.
    public var isMoving: Bool { frames.count > 1 }

    /// The animation with at most `count` frames (at least 1): when it has more, every k-th
    /// frame is kept (k the least that brings them within `count`), each shown for the delays
    /// of the frames it stands for, so the animation keeps its length and pace; ``cutShort``
    /// stays. O(frames).
    public func thinned(toAtMost count: Int) -> Animation {
        let most = max(1, count)
        guard frames.count > most else { return self }
        let step = (frames.count + most - 1) / most
        let kept = stride(from: 0, to: frames.count, by: step).map { start in
            let group = frames[start ..< min(frames.count, start + step)]
            return Frame(still: group[start].still, delay: group.reduce(.zero) { $0 + $1.delay })
        }
        return Animation(frames: kept, cutShort: cutShort)
    }

    /// The same animation with each frame's still turned into `transform`'s, the delays and
    /// ``cutShort`` kept. O(frames).
    public func mapStills<Other: Sendable>(_ transform: (Still) throws -> Other) rethrows -> Animation<Other, Failure> {
        Animation<Other, Failure>(frames: try frames.map { .init(still: try transform($0.still), delay: $0.delay) }, cutShort: cutShort)
    }
}

extension Animation.Frame: Equatable where Still: Equatable {}
extension Animation: Equatable where Still: Equatable, Failure: Equatable {}

extension Animation where Still == Picture {
    /// The bytes of its pixels, every frame's, the alpha included. O(frames).
    public var byteCount: Int { frames.reduce(0) { $0 + $1.still.byteCount } }
}
