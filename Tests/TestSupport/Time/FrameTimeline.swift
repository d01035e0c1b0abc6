/// What a test saw of a moving picture by looking at a screen again and again: which frame showed
/// from when, and how that compares with the file's frames — their order alone
/// (``orderProblems(wholeShowings:)``, what tests in real terminals judge), or also each frame's
/// delay and the loop's length — within bounds generous enough for a loaded machine (each frame's median
/// showing at least half its delay and at most twice it; a longer frame's median longer than a
/// shorter one's by at least half their ratio; a loop within three quarters to one and a half of
/// its length), each widened by the usual time between two looks, where a look can be late.
///
/// A look that ends more than `blindAfter` after the previous one began (a screenshot stalled,
/// the test's process was not scheduled) may have missed frames: what it sees starts afresh,
/// as the first look did — nothing is judged across it (neither the order nor the durations
/// and loops that span it), rather than blaming the picture for the test's blindness.
public struct FrameTimeline: Sendable, CustomStringConvertible {
    /// A frame first seen at a time (since the test began looking).
    public struct Sighting: Sendable, Equatable {
        /// The frame, counting from 0; -1 for a colour of no frame.
        public var frame: Int
        /// When the look that first saw it began.
        public var at: Duration
        /// Whether the test was blind just before (or this is the first sighting): when the frame
        /// began, and what showed before it, are unknown.
        public var afterBlindness: Bool
    }

    /// How many frames the file has.
    public let frameCount: Int
    /// The longest a look may end after the previous one began without frames passing unseen
    /// (less than the shortest frame's delay).
    public let blindAfter: Duration
    /// Each change of the frame seen, in order.
    public private(set) var sightings: [Sighting] = []
    /// When each look began.
    private var looks: [Duration] = []

    /// An empty timeline of a file of `frameCount` frames, blind across looks further apart than
    /// `blindAfter`.
    public init(frameCount: Int, blindAfter: Duration) {
        self.frameCount = frameCount
        self.blindAfter = blindAfter
    }

    /// Notes that a look from `start` to `end` saw `frame` (nil: a colour of no frame, ignored
    /// before any frame was seen, frame -1 — out of order — after): a sighting when it differs
    /// from the last frame seen, or when the test was blind since the previous look. O(1).
    public mutating func record(_ frame: Int?, lookedFrom start: Duration, to end: Duration) {
        let blind = looks.last.map { end - $0 > blindAfter } ?? true
        looks.append(start)
        guard let frame = frame ?? (sightings.isEmpty ? nil : -1) else { return }
        guard blind || sightings.last?.frame != frame else { return }
        sightings.append(Sighting(frame: frame, at: start, afterBlindness: blind || sightings.isEmpty))
    }

    /// The median time between the beginnings of two looks; zero before two. O(looks log looks).
    public var resolution: Duration {
        Self.median(zip(looks.dropFirst(), looks).map { $0 - $1 }) ?? .zero
    }

    /// The first change seen that is not to the next frame (a frame skipped, played backwards, or
    /// no frame at all), described; nil when every change is. O(sightings).
    public var outOfOrder: String? {
        for index in sightings.indices.dropFirst() where !sightings[index].afterBlindness {
            if sightings[index].frame != (sightings[index - 1].frame + 1) % frameCount {
                return "frame \(sightings[index - 1].frame) was followed by frame \(sightings[index].frame) at \(sightings[index].at): \(self)"
            }
        }
        return nil
    }

    /// How long `frame` was seen each whole time it showed: from a sighting to the next, both seen
    /// change (not after blindness). O(sightings).
    public func durations(of frame: Int) -> [Duration] {
        sightings.indices.dropLast().filter { index in
            sightings[index].frame == frame && !sightings[index].afterBlindness && !sightings[index + 1].afterBlindness
        }
        .map { sightings[$0 + 1].at - sightings[$0].at }
    }

    /// Whether every frame was seen whole at least `count` times. O(sightings × frames).
    public func showsEveryFrameWhole(_ count: Int) -> Bool {
        (0 ..< frameCount).allSatisfy { durations(of: $0).count >= count }
    }

    /// The time between two sightings of the same frame a loop apart, seen change by change, for
    /// every frame. O(sightings × frames).
    public var loops: [Duration] {
        guard sightings.count > frameCount else { return [] }
        return sightings.indices.dropFirst(frameCount).filter { end in
            sightings[(end - frameCount) ... end].allSatisfy { !$0.afterBlindness }
        }
        .map { sightings[$0].at - sightings[$0 - frameCount].at }
    }

    /// Everything wrong with the timeline judged by order and presence alone, never by how long
    /// anything showed: a frame seen whole fewer than `wholeShowings` times (the picture did not
    /// go round that often, or the test saw too little of it), a change seen that is not to the
    /// next frame (``outOfOrder``: a frame skipped, played backwards, or a colour of no frame);
    /// empty when nothing is. O(sightings × frames).
    public func orderProblems(wholeShowings: Int) -> [String] {
        let scarce = showsEveryFrameWhole(wholeShowings) ? [] : ["a frame was seen whole fewer than \(wholeShowings) times: \(self)"]
        return scarce + (outOfOrder.map { [$0] } ?? [])
    }

    /// Everything wrong with the timeline for a file of `delays`: ``orderProblems(wholeShowings:)``
    /// and ``timingProblems(delays:)``; empty when nothing is. O(sightings × frames + frames²).
    public func problems(delays: [Duration], wholeShowings: Int) -> [String] {
        orderProblems(wholeShowings: wholeShowings) + timingProblems(delays: delays)
    }

    /// Where the timeline does not follow `delays` (one a frame), each described; empty when it
    /// does within the bounds above. Needs at least two whole showings of every frame.
    /// O(sightings × frames + frames²).
    public func timingProblems(delays: [Duration]) -> [String] {
        let resolution = resolution
        var problems: [String] = []
        var medians: [Duration] = []
        for (frame, delay) in delays.enumerated() {
            let seen = durations(of: frame)
            guard seen.count >= 2, let median = Self.median(seen) else {
                problems.append("frame \(frame) was seen whole \(seen.count) times, fewer than 2")
                continue
            }
            medians.append(median)
            if median < delay / 2 - resolution || median > delay * 2 + resolution {
                problems.append("frame \(frame) of \(delay) showed for \(median) (median of \(seen))")
            }
        }
        guard problems.isEmpty else { return problems + ["timeline: \(self), a look every \(resolution)"] }
        for (long, longDelay) in delays.enumerated() {
            for (short, shortDelay) in delays.enumerated() where longDelay >= shortDelay * 3 / 2 {
                let wanted = longDelay / shortDelay
                let ratio = (medians[long] + resolution) / medians[short]
                if ratio < max(1.25, wanted / 2) || (medians[long] - resolution) / (medians[short] + resolution) > wanted * 2 {
                    problems.append(
                        "frame \(long) (\(longDelay)) showed \(medians[long] / medians[short]) times as long as frame \(short) (\(shortDelay)), not about \(wanted)"
                    )
                }
            }
        }
        let length = delays.reduce(.zero, +)
        if let loop = Self.median(loops), loop < length * 3 / 4 - resolution || loop > length * 3 / 2 + resolution {
            problems.append("a loop took \(loop) (median of \(loops.count)), not about \(length)")
        }
        return problems.isEmpty ? [] : problems + ["timeline: \(self), a look every \(resolution)"]
    }

    /// The frames seen and when, in milliseconds, `|` where the test was blind: `0@0 1@212 |
    /// 2@9015 …`.
    public var description: String {
        sightings.enumerated().map { index, sighting in
            (sighting.afterBlindness && index > 0 ? "| " : "") + "\(sighting.frame)@\(Int((sighting.at / .milliseconds(1)).rounded()))"
        }
        .joined(separator: " ")
    }

    /// The middle value of `durations` (the lower middle of an even count); nil when empty.
    /// O(n log n).
    private static func median(_ durations: [Duration]) -> Duration? {
        durations.isEmpty ? nil : durations.sorted()[(durations.count - 1) / 2]
    }
}
