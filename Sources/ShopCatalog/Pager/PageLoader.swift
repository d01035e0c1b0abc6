import SafeText
import Synchronization

/// Runs a ``PagerMachine`` against a ``PageSource`` for the UI. Every method is synchronous
/// and cheap, so a single-threaded event loop can call them on each tick; loads run in a
/// background task whose answer is folded into the machine under a lock.
///
/// Typical loop: call ``requestNextPage()`` when the viewport nears the bottom, ``retry()``
/// when the user asks after a failure, ``takeArrivals()`` to append new cards whenever
/// `onSettle` says a load ended (an event-driven loop sleeps until then), ``status`` for the
/// footer, the header and the skipped list, and ``cancel()`` on quit.
public final class PageLoader: Sendable {
    private struct State {
        var machine = PagerMachine()
        var task: Task<Void, Never>?
    }

    /// The source pages are loaded from.
    public let source: any PageSource
    /// Called, from the loading task, each time a load has ended and been folded in (a page,
    /// the end, or a failure).
    public let onSettle: (@Sendable () -> Void)?
    private let state = Mutex(State())

    /// A loader that has loaded nothing yet; `onSettle` (when given) is called from the loading
    /// task each time a load ends, so a waiting event loop can wake up and take the news.
    public init(source: any PageSource, onSettle: (@Sendable () -> Void)? = nil) {
        self.source = source
        self.onSettle = onSettle
    }

    /// Starts loading the next page unless a page is loading, the last one failed (use
    /// ``retry()``) or the catalog is exhausted; in those cases does nothing.
    public func requestNextPage() {
        state.withLock { state in
            guard let ticket = state.machine.requestNextPage() else { return }
            state.task = load(ticket)
        }
    }

    /// After a failure, loads the failed page again; otherwise does nothing.
    public func retry() {
        state.withLock { state in
            guard let ticket = state.machine.retry() else { return }
            state.task = load(ticket)
        }
    }

    /// Cancels the load in flight, if any (its answer is dropped); call on quit.
    public func cancel() {
        state.withLock { state in
            state.machine.cancel()
            state.task?.cancel()
            state.task = nil
        }
    }

    /// The items that arrived since the last call, in order, never the same id twice.
    public func takeArrivals() -> [ShopItem] {
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
                stopReason: state.machine.stopReason
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
                self.state.withLock { _ = $0.machine.complete(ticket, with: result) }
            } catch {
                let reason = MessageText(String(describing: error)).text
                self.state.withLock { _ = $0.machine.fail(ticket, reason: reason) }
            }
            onSettle?()
        }
    }
}
