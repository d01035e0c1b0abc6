import SeededRandom
import ShopCatalog
import Testing

@testable import ShopBrowser

@Suite("Animation playback: frames by the clock, dropped within the budget, held while keys arrive")
struct AnimationPlaybackTests {
    let key = PictureKey(reference: .file(path: "/a.gif"), columns: 10, rows: 5)
    let start = ContinuousClock.now

    /// The frame a picture of `delays` shows `elapsed` after it started: the one whose span of
    /// the loop holds `elapsed`. O(frames).
    func oracle(_ delays: [Duration], elapsed: Duration) -> Int {
        let loop = delays.reduce(.zero, +)
        var left = Duration.nanoseconds(Int64(elapsed / .nanoseconds(1)) % Int64(loop / .nanoseconds(1)))
        for (index, delay) in delays.enumerated() {
            if left < delay { return index }
            left -= delay
        }
        return 0
    }

    @Test func withoutABudgetEveryTickShowsTheFrameTheClockSays() {
        var rng = SplitMix64(seed: 0xF4A3_E5)
        for _ in 0 ..< 100 {
            let delays = (0 ..< 2 + Int(rng.next() % 8)).map { _ in Duration.milliseconds(20 + Int(rng.next() % 300)) }
            var playback = AnimationPlayback(budget: FrameBudget(bytesPerSecond: Int.max / 8))
            playback.play([key: AnimationPlayback.Timing(delays: delays, frameBytes: 100)])
            _ = playback.tick(start)
            var now = start
            for _ in 0 ..< 60 {
                // Ticks less than a loop apart (a longer gap starts the frame due afresh).
                now += .milliseconds(1 + Int(rng.next() % UInt64(min(150, delays.reduce(.zero, +) / .milliseconds(1) - 1))))
                _ = playback.tick(now)
                #expect(playback.frame(of: key) == oracle(delays, elapsed: now - start), "\(delays) at \(now - start)")
            }
            #expect(playback.nextTick(after: now).map { $0 > .zero && $0 <= delays.max()! } == true)
        }
    }

    @Test func aSmallBudgetDropsFramesButNeverFallsBehind() {
        let delays = Array(repeating: Duration.milliseconds(20), count: 10)
        var playback = AnimationPlayback(budget: FrameBudget(bytesPerSecond: 10_000))
        playback.play([key: AnimationPlayback.Timing(delays: delays, frameBytes: 1_000)])
        _ = playback.tick(start)
        var now = start
        for step in 1 ... 500 {
            now = start + .milliseconds(20 * step)
            _ = playback.tick(now)
            let shown = playback.frame(of: key) ?? -1
            let due = oracle(delays, elapsed: now - start)
            // A frame shown is always the one due at its tick: late frames are never shown.
            if playback.shownFrames > 0, shown != due { #expect(playback.droppedFrames > 0) }
        }
        // Ten seconds at 10,000 bytes a second and 1,000 bytes a frame: about 100 frames of 500.
        #expect(playback.shownFrames <= 10 * 10 + 3 && playback.shownFrames >= 90, "\(playback.shownFrames) shown")
        #expect(playback.droppedFrames == 500 - playback.shownFrames)
    }

    @Test func keysHoldTheFrameUntilTheyStopAndPausedPicturesKeepTheirFrame() {
        let delays = [Duration.milliseconds(100), .milliseconds(100), .milliseconds(100)]
        var playback = AnimationPlayback(budget: FrameBudget(bytesPerSecond: 1 << 30))
        playback.play([key: AnimationPlayback.Timing(delays: delays, frameBytes: 10)])
        _ = playback.tick(start)
        _ = playback.tick(start + .milliseconds(100))
        #expect(playback.frame(of: key) == 1)
        for step in 1 ... 20 {
            playback.holdForInput()
            let changed = playback.tick(start + .milliseconds(100 + 30 * step))
            #expect(!changed, "no frame while keys arrive")
        }
        #expect(playback.frame(of: key) == 1)
        let quiet = start + .milliseconds(100 + 30 * 20)
        let changed = playback.tick(quiet + .milliseconds(100))
        #expect(changed && playback.frame(of: key) == 2, "the held frame's delay starts again after the keys")
        playback.play([:])
        #expect(!playback.isPlaying(key) && playback.frame(of: key) == 2 && playback.nextTick(after: quiet) == nil, "off screen: paused, no tick")
        playback.play([key: AnimationPlayback.Timing(delays: delays, frameBytes: 10)])
        #expect(playback.frame(of: key) == 2 && playback.nextTick(after: quiet) == .zero, "back on screen: it goes on from its frame")
    }
}
