import SafeText
import Synchronization

/// Runs a ``PagerMachine`` against a ``PageSource`` for the UI. Every method is synchronous
/// and cheap, so a single-threaded event loop can call them on each tick; loads run in a
/// background task whose answer is folded into the machine under a lock.
///
/// A page that fails with a cause that may pass (``RetryAdvice/transient(after:)``: a
/// timeout, a 503, a simulated network error) is retried by itself after the wait its
/// ``RetryPolicy`` gives — the server's `Retry-After` when it sent one, else a backoff with
/// jitter — a bounded number of times; ``PagerStatus/retry`` says when. A permanent failure
/// waits for ``retry()``.
///
/// Typical loop: call ``requestNextPage()`` when the viewport nears the bottom, ``retry()``
/// when the user asks after a failure, ``takeArrivals()`` to append new cards whenever
/// `onSettle` says a load ended (an event-driven loop sleeps until then), ``status`` for the
/// footer, the header and the skipped list, and ``cancel()`` on quit.
public final class PageLoader: Sendable {
    private struct State {
        var machine = PagerMachine()
        var task: Task<Void, Never>?
        /// The failures in a row of the page now failing, and the retry waiting to go out by
        /// itself.
        var retries: RetryRunner
        /// The task that waits for the retry scheduled.
        var retryTask: Task<Void, Never>?
    }

    /// The source pages are loaded from.
    public let source: any PageSource
    /// Called, from the loading task, each time a load has ended and been folded in (a page,
    /// the end, or a failure), and when a retry goes out by itself.
    public let onSettle: (@Sendable () -> Void)?
    /// When failed pages are retried by themselves.
    public let retryPolicy: RetryPolicy
    /// The clock retries are timed on: their deadlines and their waits.
    private let clock: RetryClock
    private let state: Mutex<State>

    /// A loader that has loaded nothing yet; `onSettle` (when given) is called from the loading
    /// task each time a load ends, so a waiting event loop can wake up and take the news.
    /// Failed pages are retried by themselves as `retryPolicy` says, waiting on `clock`.
    public init(
        source: any PageSource, retryPolicy: RetryPolicy = .pages, clock: RetryClock = .continuous,
        onSettle: (@Sendable () -> Void)? = nil
    ) {
        self.source = source
        self.retryPolicy = retryPolicy
        self.clock = clock
        self.onSettle = onSettle
        self.state = Mutex(State(retries: RetryRunner(policy: retryPolicy, clock: clock)))
    }

    /// A loader over the same source, with the same retries, clock and `onSettle`, that has
    /// loaded nothing yet (for a reload).
    public func fresh() -> PageLoader {
        PageLoader(source: source, retryPolicy: retryPolicy, clock: clock, onSettle: onSettle)
    }

    /// Starts loading the next page unless a page is loading, the last one failed (use
    /// ``retry()``) or the catalog is exhausted; in those cases does nothing.
    public func requestNextPage() {
        state.withLock { state in
            guard let ticket = state.machine.requestNextPage() else { return }
            state.task = load(ticket)
        }
    }

    /// After a failure, loads the failed page again now (a retry waiting to go out by itself is
    /// dropped); otherwise does nothing.
    public func retry() {
        state.withLock { state in
            guard let ticket = state.machine.retry() else { return }
            Self.dropScheduledRetry(&state)
            state.task = load(ticket)
        }
    }

    /// Cancels the load in flight, if any (its answer is dropped), and a retry waiting to go
    /// out; call on quit.
    public func cancel() {
        state.withLock { state in
            state.machine.cancel()
            state.task?.cancel()
            state.task = nil
            Self.dropScheduledRetry(&state)
        }
    }

    /// The items that arrived since the last call, in order, never the same id twice.
    public func takeArrivals() -> [CatalogItem] {
        state.withLock { $0.machine.takeArrivals() }
    }

    /// The current state and totals.
    public var status: PagerStatus {
        state.withLock { state in
            PagerStatus(
                phase: state.machine.phase,
                pagesLoaded: state.machine.pagesLoaded,
                itemsLoaded: state.machine.itemsLoaded,
                skipped: state.machine.skipped,
                otherFiles: state.machine.otherFiles,
                retry: state.retries.scheduled,
                catalogName: state.machine.catalogName,
                stopReason: state.machine.stopReason,
                failuresInRow: state.retries.failuresInRow
            )
        }
    }

    /// Waits until the load in flight (if any) has finished and been folded in. For tests and
    /// non-interactive use; an interactive loop is told by `onSettle` instead.
    public func waitUntilSettled() async {
        let task = state.withLock { $0.task }
        await task?.value
    }

    private func load(_ ticket: PagerMachine.Ticket) -> Task<Void, Never> {
        Task { [source, onSettle] in
            do {
                let result = try await source.page(ticket.page)
                self.state.withLock { state in
                    if state.machine.complete(ticket, with: result) { state.retries.recordSuccess() }
                }
            } catch {
                let reason = MessageText(String(describing: error)).text
                let advice = RetryAdvice(of: error)
                self.state.withLock { state in
                    guard state.machine.fail(ticket, reason: reason) else { return }
                    self.scheduleRetry(&state, page: ticket.page, advice: advice)
                }
            }
            onSettle?()
        }
    }

    /// After page `page` failed with `advice`, schedules its retry when the policy gives one.
    private func scheduleRetry(_ state: inout State, page: Int, advice: RetryAdvice) {
        guard let scheduled = state.retries.recordFailure(advice, seed: UInt64(truncatingIfNeeded: page)) else { return }
        let retries = state.retries
        state.retryTask = Task { [onSettle] in
            do {
                try await retries.wait(for: scheduled)
            } catch {
                return
            }
            let started = self.state.withLock { state -> Bool in
                guard state.retries.scheduled == scheduled, let ticket = state.machine.retry() else { return false }
                state.retries.dropScheduled()
                state.retryTask = nil
                state.task = self.load(ticket)
                return true
            }
            if started { onSettle?() }
        }
    }

    /// Drops the retry waiting to go out by itself, if any.
    private static func dropScheduledRetry(_ state: inout State) {
        state.retryTask?.cancel()
        state.retryTask = nil
        state.retries.dropScheduled()
    }
}
