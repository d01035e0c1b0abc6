import SeededRandom
import TestSupport
import Testing

@Suite("FrameTimeline: frames seen by looking again and again, against the file's order and delays")
struct FrameTimelineTests {
    /// What a test sees of frames played for `played` each in turn from time 0, every change up
    /// to `lateness` late (each on its own, as a player on a clock is), looking for `total`: each
    /// look takes `resolution` (± half of it) and sees the frame shown at a random moment of it;
    /// the looks listed in `stalls` (by number) take that long instead. Blind across looks more
    /// than `blindAfter` apart (half the shortest frame played when nil).
    static func observe(
        played: [Duration], lateness: Duration, resolution: Duration, total: Duration, stalls: [Int: Duration] = [:],
        blindAfter: Duration? = nil, using rng: inout SplitMix64
    ) -> FrameTimeline {
        var changes: [(frame: Int, at: Duration)] = []
        var due = Duration.zero
        var frame = 0
        while due < total {
            let late = lateness * Double.random(in: 0 ... 1, using: &rng)
            changes.append((frame, changes.isEmpty ? .zero : due + late))
            due += played[frame]
            frame = (frame + 1) % played.count
        }
        var timeline = FrameTimeline(frameCount: played.count, blindAfter: blindAfter ?? (played.min() ?? .zero) / 2)
        var now = Duration.zero
        var look = 0
        while now < total {
            let end = now + (stalls[look] ?? resolution * Double.random(in: 0.5 ... 1.5, using: &rng))
            let seen = now + (end - now) * Double.random(in: 0 ... 1, using: &rng)
            timeline.record(changes.last { $0.at <= seen }?.frame, lookedFrom: now, to: end)
            now = end
            look += 1
        }
        return timeline
    }

    @Test func keepsChangesOnlyAndMeasuresWholeShowingsAndLoops() {
        var timeline = FrameTimeline(frameCount: 2, blindAfter: .milliseconds(100))
        for (frame, at) in [(nil, 0), (1, 40), (1, 80), (0, 120), (0, 160), (1, 320), (0, 380), (1, 600), (0, 660), (nil, 700)] {
            timeline.record(frame, lookedFrom: .milliseconds(at), to: .milliseconds(at + 30))
        }
        #expect(timeline.sightings.map(\.frame) == [1, 0, 1, 0, 1, 0, -1])
        #expect(timeline.sightings.map(\.afterBlindness) == [true, false, true, false, true, false, false], "looks 160 ms apart are blind")
        #expect(timeline.durations(of: 0) == [.milliseconds(40)], "the others end unseen")
        #expect(timeline.durations(of: 1) == [], "each showing of frame 1 began unseen")
        #expect(timeline.loops == [])
        #expect(timeline.outOfOrder?.hasPrefix("frame 0 was followed by frame -1") == true)
        #expect(timeline.description == "1@40 0@120 | 1@320 0@380 | 1@600 0@660 -1@700")
        #expect(timeline.resolution == .milliseconds(40))
    }

    @Test func framesPlayedAsTheirDelaysSayPassSeenThroughLateAndStalledLooks() {
        var rng = SplitMix64(seed: 28)
        for _ in 0 ..< 200 {
            let delays = (0 ..< Int.random(in: 2 ... 5, using: &rng)).map { _ in Duration.milliseconds(Int.random(in: 100 ... 1_000, using: &rng)) }
            let shortest = delays.min() ?? .zero
            let resolution = shortest * Double.random(in: 0.03 ... 0.12, using: &rng)
            let total = delays.reduce(.zero, +) * 6
            let stalls = [Int.random(in: 0 ..< 40, using: &rng): total / 6 * Double.random(in: 0.1 ... 2, using: &rng)]
            let timeline = Self.observe(played: delays, lateness: shortest / 4, resolution: resolution, total: total, stalls: stalls, using: &rng)
            #expect(timeline.problems(delays: delays, wholeShowings: 2) == [], "\(delays)")
        }
    }

    @Test func framesSkippedSwappedStuckOrHurriedAreCaught() {
        var rng = SplitMix64(seed: 11)
        let ms = Duration.milliseconds
        let delays = [ms(200), ms(800), ms(200), ms(800)]
        let cases: [(String, [Duration])] = [
            ("delays swapped", [ms(800), ms(200), ms(800), ms(200)]),
            ("one frame stuck", [ms(200), ms(3_200), ms(200), ms(800)]),
            ("all twice as fast", delays.map { $0 / 2 }),
            ("long frames as short as the others", [ms(200), ms(200), ms(200), ms(200)]),
        ]
        for (name, played) in cases {
            let timeline = Self.observe(
                played: played, lateness: ms(20), resolution: ms(40), total: .seconds(20), blindAfter: ms(100), using: &rng)
            #expect(timeline.outOfOrder == nil, "\(name)")
            #expect(timeline.timingProblems(delays: delays) != [], "\(name): \(timeline)")
        }
        let skipping = Self.observe(
            played: [ms(200), ms(800), .zero, ms(800)], lateness: .zero, resolution: ms(40), total: .seconds(6), blindAfter: ms(100), using: &rng)
        #expect(skipping.outOfOrder != nil, "a frame never shown: \(skipping)")
        #expect(skipping.problems(delays: [ms(200), ms(800), ms(200), ms(800)], wholeShowings: 2).contains { $0.hasPrefix("frame 1 was followed by frame 3") })
    }

    @Test func orderAndPresenceAloneIgnoreHowLongFramesShowedAndHowOftenTheTestLooked() {
        var rng = SplitMix64(seed: 5)
        let ms = Duration.milliseconds
        // Frames at any pace, seen through looks of any rate short enough to see each frame:
        // in order, and gone round, whatever their delays (which the order alone does not judge).
        for played in [[ms(200), ms(800), ms(200), ms(800)], [ms(800), ms(200), ms(800), ms(200)], [ms(300), ms(3_200), ms(300), ms(300)]] {
            let resolution = Duration.milliseconds(Int.random(in: 10 ... 50, using: &rng))
            let timeline = Self.observe(
                played: played, lateness: ms(20), resolution: resolution, total: .seconds(30), blindAfter: ms(140), using: &rng)
            #expect(timeline.orderProblems(wholeShowings: 2) == [], "\(played) seen every \(resolution): \(timeline)")
        }
        // Looks so slow that every one is blind: nothing is judged out of order, and nothing is
        // seen whole either.
        let blind = Self.observe(
            played: [ms(200), ms(200), ms(200), ms(200)], lateness: .zero, resolution: ms(400), total: .seconds(10), blindAfter: ms(100), using: &rng)
        #expect(blind.outOfOrder == nil)
        #expect(blind.orderProblems(wholeShowings: 1).count == 1)
        // A frame never shown, or frames played backwards, are caught by order alone.
        let skipping = Self.observe(
            played: [ms(200), ms(800), .zero, ms(800)], lateness: .zero, resolution: ms(40), total: .seconds(6), blindAfter: ms(100), using: &rng)
        #expect(skipping.orderProblems(wholeShowings: 1).contains { $0.hasPrefix("frame 1 was followed by frame 3") })
    }
}
