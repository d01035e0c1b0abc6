import Pixels

/// The frames of a moving picture made for an image area, each a still rendition (symbols or
/// pixels) shown for its delay, and why the file's frames ended early when they did.
package struct CardAnimation<Pixels: Sendable>: Sendable {
    /// One frame: what the area shows, and for how long.
    package struct Frame: Sendable {
        /// The frame as symbols or pixels (never an animation).
        package var still: CardRendition<Pixels>
        /// How long it is shown.
        package var delay: Duration

        /// A frame showing `still` for `delay`.
        package init(still: CardRendition<Pixels>, delay: Duration) {
            self.still = still
            self.delay = delay
        }
    }

    /// The frames in order; at least two.
    package var frames: [Frame]
    /// Why the file's frames ended before its end (the frames before play); nil when all were
    /// read.
    package var cutShort: PictureFailure?

    /// An animation of `frames`, cut short by `cutShort` when given.
    package init(frames: [Frame], cutShort: PictureFailure? = nil) {
        self.frames = frames
        self.cutShort = cutShort
    }

    /// The same animation with each frame's pixels turned into `transform`'s (the terminal's
    /// image of them). O(frames).
    package func map<Other: Sendable>(_ transform: (Pixels) -> Other) -> CardAnimation<Other> {
        CardAnimation<Other>(
            frames: frames.map { frame in
                switch frame.still {
                case .symbols(let raster): CardAnimation<Other>.Frame(still: .symbols(raster), delay: frame.delay)
                case .pixels(let pixels): CardAnimation<Other>.Frame(still: .pixels(transform(pixels)), delay: frame.delay)
                case .animation(let inner): CardAnimation<Other>.Frame(still: .animation(inner.map(transform)), delay: frame.delay)
                }
            },
            cutShort: cutShort
        )
    }

    /// The animation with at most `count` frames: when it has more, every k-th frame is kept
    /// (k the least that brings them within `count`), each shown for the delays of the frames
    /// it stands for, so the animation keeps its length and pace. O(frames).
    package func thinned(toAtMost count: Int) -> CardAnimation {
        guard frames.count > max(1, count) else { return self }
        let step = (frames.count + max(1, count) - 1) / max(1, count)
        let kept = stride(from: 0, to: frames.count, by: step).map { start in
            let group = frames[start ..< min(frames.count, start + step)]
            return Frame(still: group[group.startIndex].still, delay: group.reduce(.zero) { $0 + $1.delay })
        }
        return CardAnimation(frames: kept, cutShort: cutShort)
    }
}
