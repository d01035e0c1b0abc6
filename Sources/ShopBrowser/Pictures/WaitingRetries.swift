import ShopCatalog

/// The photo fetches waiting out a retry's backoff (``PhotoFetches/waitingRetries``): how many,
/// and when the soonest goes out.
package struct WaitingRetries: Equatable, Sendable {
    /// How many fetches wait for a retry.
    package let count: Int
    /// The soonest deadline among them; nil when none waits.
    package let nextDeadline: ContinuousClock.Instant?
    /// Whether some fetch is at work on the network rather than waiting for its retry.
    package let othersInFlight: Bool

    /// The summary of `retries`, out of `fetchesInFlight` fetches.
    package init(_ retries: [ScheduledRetry], fetchesInFlight: Int) {
        count = retries.count
        nextDeadline = retries.map(\.deadline).min()
        othersInFlight = fetchesInFlight > retries.count
    }

    /// How soon the status line is looked at again once a retry is due and has not gone out.
    package static let overdueRecheck = Duration.milliseconds(50)

    /// None waiting, none in flight.
    package static let none = WaitingRetries([], fetchesInFlight: 0)

    /// The whole seconds until the soonest retry at `now` (rounded up, at least 0); nil when
    /// none waits.
    package func secondsLeft(at now: ContinuousClock.Instant) -> Int? {
        nextDeadline.map { ($0 - now).wholeSecondsRoundedUp }
    }

    /// How long from `now` until the countdown's whole seconds change; nil when none waits.
    /// Once the soonest deadline has passed, a short look again (``overdueRecheck``): the retry
    /// is going out, and the status line should stop counting as soon as it has.
    package func nextChange(at now: ContinuousClock.Instant) -> Duration? {
        guard let nextDeadline else { return nil }
        let left = nextDeadline - now
        guard left > .zero else { return Self.overdueRecheck }
        let fraction = left - .seconds(left.components.seconds)
        return fraction > .zero ? fraction : .seconds(1)
    }
}
