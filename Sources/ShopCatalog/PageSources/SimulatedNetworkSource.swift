import SeededRandom

/// Wraps any source to behave like a remote server: every request waits a latency plus a
/// random jitter on an injectable clock, then fails with probability ``Configuration/failureRate``
/// or returns the wrapped source's answer.
///
/// The delay and the outcome of attempt *k* at page *n* depend only on the seed, *n* and *k*,
/// so a run is reproducible whatever the order in which pages are requested or retried.
public actor SimulatedNetworkSource: PageSource {
    /// How the simulated network behaves.
    public struct Configuration: Sendable, Equatable {
        /// The default latency, 300 ms: visible in the footer without slowing browsing down
        /// (the articles use 2 s, which is too slow to use).
        public static let defaultLatency = Duration.milliseconds(300)
        /// The default jitter, 100 ms.
        public static let defaultJitter = Duration.milliseconds(100)

        /// Fixed delay of every request.
        public var latency: Duration
        /// Extra delay drawn uniformly from `0...jitter` for each request.
        public var jitter: Duration
        /// Probability (0…1) that a request fails with ``CatalogError/simulatedFailure(page:attempt:)``.
        public var failureRate: Double
        /// Seed of the random draws.
        public var seed: UInt64

        /// Creates a configuration; see ``validated()`` for the accepted ranges.
        public init(
            latency: Duration = Configuration.defaultLatency,
            jitter: Duration = Configuration.defaultJitter,
            failureRate: Double = 0,
            seed: UInt64 = 0
        ) {
            self.latency = latency
            self.jitter = jitter
            self.failureRate = failureRate
            self.seed = seed
        }

        /// The configuration itself if latency and jitter are not negative and the failure
        /// rate is within 0…1, else an ``CatalogError/invalidOption(_:)`` error.
        public func validated() throws(CatalogError) -> Configuration {
            guard latency >= .zero else { throw CatalogError.invalidOption("latency must not be negative") }
            guard jitter >= .zero else { throw CatalogError.invalidOption("jitter must not be negative") }
            guard failureRate >= 0, failureRate <= 1 else {
                throw CatalogError.invalidOption("failure rate must be from 0 to 1, got \(failureRate)")
            }
            return self
        }
    }

    /// The wrapped source.
    public nonisolated let base: any PageSource
    /// The behaviour.
    public nonisolated let configuration: Configuration
    private let clock: any Clock<Duration>
    private var attempts: [Int: Int] = [:]

    /// Wraps `base`; delays are slept on `clock` (a test clock in tests).
    public init(
        wrapping base: any PageSource,
        configuration: Configuration = Configuration(),
        clock: any Clock<Duration> = ContinuousClock()
    ) throws(CatalogError) {
        self.base = base
        self.configuration = try configuration.validated()
        self.clock = clock
    }

    /// Waits, then fails or forwards the request to the wrapped source.
    public func page(_ number: Int) async throws -> PageResult {
        let attempt = (attempts[number] ?? 0) + 1
        attempts[number] = attempt
        let draw = SimulatedNetworkSource.draw(configuration: configuration, page: number, attempt: attempt)
        if draw.delay > .zero { try await clock.sleep(for: draw.delay) }
        try Task.checkCancellation()
        if draw.fails { throw CatalogError.simulatedFailure(page: number, attempt: attempt) }
        return try await base.page(number)
    }

    /// The delay and outcome of `attempt` (from 1) at `page`, a pure function of the seed.
    static func draw(configuration: Configuration, page: Int, attempt: Int) -> (delay: Duration, fails: Bool) {
        var seedMixer = SplitMix64(seed: configuration.seed)
        var pageMixer = SplitMix64(seed: seedMixer.next() ^ UInt64(truncatingIfNeeded: page))
        var generator = SplitMix64(seed: pageMixer.next() ^ UInt64(truncatingIfNeeded: attempt))
        let jitterNanoseconds = nanoseconds(configuration.jitter)
        let extra = jitterNanoseconds > 0 ? Int64(generator.next() % UInt64(jitterNanoseconds + 1)) : 0
        let fails = generator.nextUnit() < configuration.failureRate
        return (configuration.latency + .nanoseconds(extra), fails)
    }

    /// `duration` in whole nanoseconds (saturating at about 292 years).
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? Int64.max : scaled + attoseconds / 1_000_000_000
    }
}
