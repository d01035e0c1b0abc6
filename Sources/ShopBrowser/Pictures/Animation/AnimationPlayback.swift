/// Which moving pictures play, the frame each shows, and when the next one is due: keyed on the
/// rendition (``PictureKey``), so any view that shows a rendition plays it by naming its key.
///
/// Time comes only from ``tick(_:)`` (the model's ``BrowserMessage/tick``), so tests drive it
/// with their own clock. Each playing rendition knows the frame that is due by the clock and the
/// frame shown; a tick moves the first by the frames' delays and shows it when the
/// ``FrameBudget`` allows, else drops it (the next frame due is shown instead, in time). While
/// keys arrive, nothing advances: the current frame starts its delay again at the next tick.
/// Renditions that stop playing (off screen, no longer focused) keep their frame and go on from
/// it when they play again.
package struct AnimationPlayback: Sendable {
    /// What a playing rendition needs from its frames: their delays, and what showing one costs.
    package struct Timing: Sendable, Equatable {
        /// Each frame's delay, in order (at least two frames).
        package var delays: [Duration]
        /// The bytes the terminal is sent for a new frame of this rendition (an estimate).
        package var frameBytes: Int

        /// The timing of frames with `delays`, each costing `frameBytes`.
        package init(delays: [Duration], frameBytes: Int) {
            self.delays = delays
            self.frameBytes = frameBytes
        }
    }

    /// A playing rendition.
    private struct Play: Sendable {
        var timing: Timing
        /// The frame due by the clock.
        var frame: Int
        /// The frame shown.
        var shown: Int
        /// When the frame after `frame` is due; nil until the first tick after it started.
        var due: ContinuousClock.Instant?
    }

    /// The renditions playing.
    private var plays: [PictureKey: Play] = [:]
    /// The frames shown by renditions that stopped playing, to go on from.
    private var paused: [PictureKey: Int] = [:]
    /// The terminal's bytes for frames.
    private var budget: FrameBudget
    /// Whether a key or the mouse arrived since the last tick.
    private var keysArrived = false
    /// How many frames were dropped for the budget so far.
    package private(set) var droppedFrames = 0
    /// How many new frames were shown so far.
    package private(set) var shownFrames = 0

    /// The most renditions whose frame is remembered after they stop playing.
    static let pausedCapacity = 1_024

    /// A playback sending frames within `budget`.
    package init(budget: FrameBudget) {
        self.budget = budget
    }

    /// Plays exactly the renditions of `timings`: new ones start (from the frame they stopped at,
    /// if they played before) at the next tick; others stop and keep their frame. O(renditions).
    package mutating func play(_ timings: [PictureKey: Timing]) {
        for (key, play) in plays where timings[key] != play.timing {
            plays[key] = nil
            if paused.count >= Self.pausedCapacity { paused.removeAll() }
            paused[key] = play.shown
        }
        for (key, timing) in timings where plays[key] == nil {
            let frame = paused.removeValue(forKey: key).map { $0 % timing.delays.count } ?? 0
            plays[key] = Play(timing: timing, frame: frame, shown: frame, due: nil)
        }
    }

    /// Notes that a key or the mouse arrived: the next tick advances nothing.
    package mutating func holdForInput() {
        keysArrived = true
    }

    /// Moves the clock to `now`: each playing rendition's due frames pass, and the one due now is
    /// shown unless the budget is spent. Returns whether a shown frame changed. O(renditions +
    /// frames passed).
    package mutating func tick(_ now: ContinuousClock.Instant) -> Bool {
        budget.refill(at: now)
        let held = keysArrived
        keysArrived = false
        var changed = false
        for key in plays.keys.sorted(by: Self.order) {
            guard var play = plays[key] else { continue }
            defer { plays[key] = play }
            let delays = play.timing.delays
            guard let due = play.due, !held else {
                play.due = now + delays[play.frame]
                continue
            }
            guard now >= due else { continue }
            var next = due
            let loop = delays.reduce(Duration.zero, +)
            if now - due >= loop { next = now }
            while now >= next {
                play.frame = (play.frame + 1) % delays.count
                next += delays[play.frame]
            }
            play.due = next
            guard play.frame != play.shown else { continue }
            if budget.take(play.timing.frameBytes) {
                play.shown = play.frame
                shownFrames += 1
                changed = true
            } else {
                droppedFrames += 1
            }
        }
        return changed
    }

    /// The frame `key` shows: the playing one, or the one it stopped at; nil when it never played.
    /// O(1).
    package func frame(of key: PictureKey) -> Int? {
        plays[key]?.shown ?? paused[key]
    }

    /// Whether `key` is playing. O(1).
    package func isPlaying(_ key: PictureKey) -> Bool {
        plays[key] != nil
    }

    /// The keys playing.
    package var playingKeys: Set<PictureKey> { Set(plays.keys) }

    /// How long after `lastTick` the next tick is wanted: at once for renditions that just
    /// started (or without a tick yet), else when the nearest frame is due; nil when nothing
    /// plays. O(renditions).
    package func nextTick(after lastTick: ContinuousClock.Instant?) -> Duration? {
        guard !plays.isEmpty else { return nil }
        guard let lastTick else { return .zero }
        var nearest: ContinuousClock.Instant?
        for play in plays.values {
            guard let due = play.due else { return .zero }
            nearest = min(nearest ?? due, due)
        }
        return nearest.map { max(.zero, $0 - lastTick) }
    }

    /// Forgets every rendition's frame (their renditions are dropped). O(renditions).
    package mutating func reset() {
        plays.removeAll()
        paused.removeAll()
    }

    /// Ticks go through renditions in the order of their names and sizes, so which frame the
    /// budget drops does not depend on a dictionary's order.
    private static func order(_ left: PictureKey, _ right: PictureKey) -> Bool {
        (left.reference.description, left.columns, left.rows) < (right.reference.description, right.columns, right.rows)
    }
}
