import SeededRandom
import ShopCatalogHTTP
import Synchronization

/// The simulated network of `waterfall serve`: each request to a page or a photo waits
/// `latency + uniform(0…jitter)`, then fails with 503 with probability `failureRate`. The draw
/// for the *k*-th request of a path depends only on the seed, the path and *k*, so a run can be
/// replayed whatever the order of requests. Thread-safe.
final class NetworkConditions: Sendable {
    /// Fixed delay of every request.
    let latency: Duration
    /// Largest extra delay.
    let jitter: Duration
    /// Probability (0…1) that a request fails.
    let failureRate: Double
    /// Seed of the draws.
    let seed: UInt64
    private let attempts = Mutex([String: Int]())

    /// Conditions with the given parameters (already validated by the caller).
    init(latency: Duration, jitter: Duration, failureRate: Double, seed: UInt64) {
        self.latency = latency
        self.jitter = jitter
        self.failureRate = failureRate
        self.seed = seed
    }

    /// The delay and outcome of the next request to `path`.
    func draw(for path: String) -> (delay: Duration, fails: Bool) {
        let attempt = attempts.withLock { attempts -> Int in
            attempts[path, default: 0] += 1
            return attempts[path, default: 1]
        }
        var generator = SplitMix64(seed: SplitMix64.mix(seed ^ StableHash.fnv1a(path.utf8)) ^ UInt64(attempt))
        let jitterNanoseconds = UInt64(max(0, jitter.components.seconds * 1_000_000_000 + jitter.components.attoseconds / 1_000_000_000))
        let extra = jitterNanoseconds > 0 ? Duration.nanoseconds(Int64(generator.next() % (jitterNanoseconds + 1))) : .zero
        return (latency + extra, generator.nextUnit() < failureRate)
    }
}
