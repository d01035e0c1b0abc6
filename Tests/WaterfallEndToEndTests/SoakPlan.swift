import SeededRandom

/// A seeded random session for soaking the browser in tmux: batches of the browser's keys (and
/// letters for search queries), random window sizes down to 1×1 between them, and checkpoints,
/// where the test makes sure the browser has caught up and still draws a sane screen. The same
/// seed always gives the same plan.
struct SoakPlan {
    /// One step of the plan.
    enum Step: Equatable {
        /// Send these tmux key names in one `send-keys`.
        case keys([String])
        /// Resize the window.
        case resize(width: Int, height: Int)
        /// Catch up and check the screen, at a size where the browser draws (checkpoint `number`).
        case checkpoint(number: Int, width: Int, height: Int)
    }

    /// Every key the browser acts on, by its tmux name, except those that end or stop it (`q`,
    /// Ctrl-Z, Ctrl-C, Ctrl-\) and Ctrl-S / Ctrl-Q (terminal flow control).
    static let browserKeys = [
        "j", "k", "J", "K", "h", "l", "g", "G", "Space", "b", "C-d", "C-u", "C-f", "C-b", "Tab", "BTab",
        "+", "-", "=", "/", "n", "N", "r", "R", "y", "?", "Escape", "Enter", "BSpace", "C-l",
        "Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End",
    ]
    /// Letters typed into search queries (everything but `q`, which quits while browsing).
    static let letters = "abcdefghijklmnoprstuvwxyz".map(String.init)

    /// The steps, in order.
    let steps: [Step]
    /// Keys sent outside checkpoints.
    let keyCount: Int
    /// Random resizes (checkpoint sizes not counted).
    let resizeCount: Int

    /// A plan of `keyCount` random keys in batches of 1…`maximumBatch`, a resize before a batch
    /// with probability `resizeChance` (a third of them tiny, under the browser's minimum), and
    /// a checkpoint every `checkpointInterval` keys and at the end.
    init(keyCount: Int, seed: UInt64, maximumBatch: Int = 16, resizeChance: Double = 0.08, checkpointInterval: Int = 400) {
        var rng = SplitMix64(seed: seed)
        var steps: [Step] = []
        var sent = 0
        var resizes = 0
        var sinceCheckpoint = 0
        while sent < keyCount {
            if rng.nextUnit() < resizeChance {
                let tiny = rng.nextUnit() < 1.0 / 3.0
                steps.append(
                    tiny
                        ? .resize(width: Int.random(in: 1 ... 12, using: &rng), height: Int.random(in: 1 ... 6, using: &rng))
                        : .resize(width: Int.random(in: 10 ... 180, using: &rng), height: Int.random(in: 6 ... 50, using: &rng)))
                resizes += 1
            }
            let count = min(Int.random(in: 1 ... maximumBatch, using: &rng), keyCount - sent)
            let batch = (0 ..< count).map { _ in
                rng.nextUnit() < 0.75 ? Self.browserKeys.randomElement(using: &rng) ?? "j" : Self.letters.randomElement(using: &rng) ?? "a"
            }
            steps.append(.keys(batch))
            sent += count
            sinceCheckpoint += count
            if sinceCheckpoint >= checkpointInterval || sent == keyCount {
                sinceCheckpoint = 0
                let number = steps.count { if case .checkpoint = $0 { true } else { false } } + 1
                steps.append(.checkpoint(number: number, width: Int.random(in: 60 ... 140, using: &rng), height: Int.random(in: 16 ... 45, using: &rng)))
            }
        }
        self.steps = steps
        self.keyCount = sent
        self.resizeCount = resizes
    }
}
