/// What a test saw of a moving picture by looking at a screen again and again: which frame showed
/// from when, and how that compares with the file's frames — their order, each frame's delay and
/// the loop's length — within bounds generous enough for a loaded machine (each frame's median
/// showing at least half its delay and at most twice it; a longer frame's median longer than a
/// shorter one's by at least half their ratio; a loop within three quarters to one and a half of
/// its length), plus the time between two looks (`resolution`) where a look can be late.
public struct FrameTimeline: Sendable, CustomStringConvertible {
    /// A frame first seen at a time (since the test began looking).
    public struct Sighting: Sendable, Equatable {
        /// The frame, counting from 0.
        public var frame: Int
        /// When it was first seen.
        public var at: Duration

        /// `frame` first seen at `at`.
        public init(frame: Int, at: Duration) {
            self.frame = frame
            self.at = at
        }
    }

    /// How many frames the file has.
    public let frameCount: Int
    /// Each change of the frame seen, in order.
    public private(set) var sightings: [Sighting] = []

    /// An empty timeline of a file of `frameCount` frames.
    public init(frameCount: Int) {
        self.frameCount = frameCount
    }

    /// Notes that `frame` was seen at `time`: a sighting when it differs from the last frame seen.
    /// O(1).
    public mutating func record(_ frame: Int, at time: Duration) {
        guard sightings.last?.frame != frame else { return }
        sightings.append(Sighting(frame: frame, at: time))
    }

    /// The first change that is not to the next frame (a frame skipped, or played backwards),
    /// described; nil when every change is. O(sightings).
    public var outOfOrder: String? {
        for index in sightings.indices.dropFirst() where sightings[index].frame != (sightings[index - 1].frame + 1) % frameCount {
            return "frame \(sightings[index - 1].frame) was followed by frame \(sightings[index].frame) at \(sightings[index].at): \(self)"
        }
        return nil
    }

    /// How long `frame` was seen each whole time it showed: from a sighting to the next, leaving
    /// out the first sighting (it may have begun before the test looked). O(sightings).
    public func durations(of frame: Int) -> [Duration] {
        sightings.indices.dropFirst().dropLast().filter { sightings[$0].frame == frame }.map { sightings[$0 + 1].at - sightings[$0].at }
    }

    /// The time between two sightings of the same frame a loop apart, for every frame. O(sightings).
    public var loops: [Duration] {
        guard sightings.count > frameCount else { return [] }
        return sightings.indices.dropFirst(frameCount).map { sightings[$0].at - sightings[$0 - frameCount].at }
    }

    /// Where the timeline does not follow `delays` (one a frame), each described; empty when it
    /// does within the bounds above, each widened by `resolution`. Needs at least two whole
    /// showings of every frame. O(sightings + frames²).
    public func timingProblems(delays: [Duration], resolution: Duration) -> [String] {
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
        guard problems.isEmpty else { return problems + ["timeline: \(self)"] }
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
        return problems.isEmpty ? [] : problems + ["timeline: \(self)"]
    }

    /// The frames seen and when, in milliseconds: `0@0 1@212 2@1015 …`.
    public var description: String {
        sightings.map { "\($0.frame)@\(Int(($0.at / .milliseconds(1)).rounded()))" }.joined(separator: " ")
    }

    /// The middle value of `durations` (the lower middle of an even count); nil when empty.
    /// O(n log n).
    private static func median(_ durations: [Duration]) -> Duration? {
        durations.isEmpty ? nil : durations.sorted()[(durations.count - 1) / 2]
    }
}
