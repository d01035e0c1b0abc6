import SeededRandom
import TestSupport
import Testing

@Suite("FrameTimeline: frames seen by looking again and again, against the file's order and delays")
struct FrameTimelineTests {
    /// What a test looking every `resolution` (± half of it) for `total` sees of frames played
    /// for `played` each in turn from time 0, every change up to `lateness` late (each on its own,
    /// as a player on a clock is).
    static func observe(
        played: [Duration], lateness: Duration, resolution: Duration, total: Duration, using rng: inout SplitMix64
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
        var timeline = FrameTimeline(frameCount: played.count)
        var now = Duration.zero
        while now < total {
            if let shown = changes.last(where: { $0.at <= now }) { timeline.record(shown.frame, at: now) }
            now += resolution * Double.random(in: 0.5 ... 1.5, using: &rng)
        }
        return timeline
    }

    @Test func keepsChangesOnlyAndMeasuresWholeShowingsAndLoops() {
        var timeline = FrameTimeline(frameCount: 2)
        for (frame, at) in [(1, 0), (1, 50), (0, 100), (0, 150), (1, 300), (0, 400), (1, 600), (0, 700)] {
            timeline.record(frame, at: .milliseconds(at))
        }
        #expect(timeline.sightings.map(\.frame) == [1, 0, 1, 0, 1, 0])
        #expect(timeline.durations(of: 0) == [.milliseconds(200), .milliseconds(200)])
        #expect(timeline.durations(of: 1) == [.milliseconds(100), .milliseconds(100)], "the first showing is left out, its start unseen")
        #expect(timeline.loops == [.milliseconds(300), .milliseconds(300), .milliseconds(300), .milliseconds(300)])
        #expect(timeline.outOfOrder == nil)
        #expect(timeline.description == "1@0 0@100 1@300 0@400 1@600 0@700")
    }

    @Test func framesPlayedAsTheirDelaysSayPassSeenThroughLateLooks() {
        var rng = SplitMix64(seed: 28)
        for _ in 0 ..< 200 {
            let delays = (0 ..< Int.random(in: 2 ... 5, using: &rng)).map { _ in Duration.milliseconds(Int.random(in: 100 ... 1_000, using: &rng)) }
            let shortest = delays.min() ?? .zero
            let resolution = shortest * Double.random(in: 0.05 ... 0.3, using: &rng)
            let timeline = Self.observe(
                played: delays, lateness: shortest / 4, resolution: resolution, total: delays.reduce(.zero, +) * 4, using: &rng)
            #expect(timeline.outOfOrder == nil, "\(delays): \(timeline)")
            #expect(timeline.timingProblems(delays: delays, resolution: resolution) == [], "\(delays)")
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
            let timeline = Self.observe(played: played, lateness: ms(20), resolution: ms(40), total: .seconds(12), using: &rng)
            #expect(timeline.outOfOrder == nil, "\(name)")
            #expect(timeline.timingProblems(delays: delays, resolution: ms(40)) != [], "\(name): \(timeline)")
        }
        let skipping = Self.observe(played: [ms(200), ms(800), .zero, ms(800)], lateness: .zero, resolution: ms(40), total: .seconds(6), using: &rng)
        #expect(skipping.outOfOrder != nil, "a frame never shown: \(skipping)")
    }
}
