import ShopBrowser
import ShopCatalog
import Synchronization

/// The photos named by URL being fetched for the picture workers: one fetch per URL, however
/// many renditions (card sizes) want it, each in its own task on a ``RemotePhotoSource``.
///
/// A fetch's priority is the most urgent of its renditions' (lower first: rows from the
/// viewport), passed on to the source's queue as the viewport moves; ``keep(only:)`` drops the
/// renditions whose cards left the buffered range, and cancels a fetch that none wants any more
/// (a waiting one leaves the source's queue, a running one closes its connection). When a fetch
/// ends, each rendition still wanting it is handed to `deliver` with the bytes or the failure —
/// under the lock, so a rendition is either dropped or delivered, never both. A fetch that ends
/// after it was cancelled is forgotten.
///
/// A fetch that fails for a cause that may pass (``RetryAdvice/transient(after:)``: a timeout,
/// a reset, 429, 503…) is tried again after the wait its ``RetryPolicy`` gives (the server's
/// `Retry-After` when sent), a bounded number of times, while some rendition still wants it: a
/// photo whose cards all left the buffered range is cancelled in its wait, and fetched afresh
/// when a card wants it again. Its renditions see only the last outcome.
///
/// Thread-safe. Every operation is O(renditions wanted) at most.
package final class PhotoFetches: Sendable {
    /// Hands a finished fetch to the picture workers: the rendition, its priority, and the bytes
    /// or why there are none.
    package typealias Delivery = @Sendable (_ key: PictureKey, _ priority: Int, _ fetched: Result<[UInt8], PictureFailure>) -> Void

    private struct Fetch {
        let id: Int
        var task: Task<Void, Never>?
        var keys: [PictureKey: Int]
        var priority: Int
        /// The retry this fetch waits for, while it waits.
        var retry: ScheduledRetry?
    }

    private struct State {
        var fetches: [String: Fetch] = [:]
        var nextID = 0
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        var isShutDown = false
    }

    /// Where the bytes come from.
    package let source: any RemotePhotoSource
    /// When failed fetches are tried again.
    package let retryPolicy: RetryPolicy
    private let retryClock: RetryClock
    private let deliver: Delivery
    private let state = Mutex(State())

    /// Fetches from `source`, retrying as `retryPolicy` says with the waits slept on
    /// `retryClock`, and hands each finished fetch to `deliver` (called from the fetch's task).
    package init(
        source: any RemotePhotoSource, retryPolicy: RetryPolicy = .photos, retryClock: RetryClock = .continuous,
        deliver: @escaping Delivery
    ) {
        self.source = source
        self.retryPolicy = retryPolicy
        self.retryClock = retryClock
        self.deliver = deliver
    }

    /// Fetches the photo at `url` for rendition `key` with `priority`: joins the fetch of `url`
    /// already running, or starts one. Ignored after ``shutdown()``.
    package func fetch(_ key: PictureKey, url: String, priority: Int) {
        let started = state.withLock { state -> (id: Int, raised: Bool)? in
            guard !state.isShutDown else { return nil }
            if var fetch = state.fetches[url] {
                fetch.keys[key] = priority
                let raised = priority < fetch.priority
                fetch.priority = min(fetch.priority, priority)
                state.fetches[url] = fetch
                return raised ? (fetch.id, true) : nil
            }
            state.nextID += 1
            state.fetches[url] = Fetch(id: state.nextID, task: nil, keys: [key: priority], priority: priority)
            return (state.nextID, false)
        }
        guard let started else { return }
        if started.raised {
            source.reprioritize(url, to: priority)
            return
        }
        let task = Task.detached(priority: .userInitiated) { [self] in
            await run(url: url, id: started.id, priority: priority)
        }
        let orphan = state.withLock { state -> Bool in
            guard state.fetches[url]?.id == started.id else { return true }
            state.fetches[url]?.task = task
            return false
        }
        if orphan { task.cancel() }
    }

    /// Gives the renditions in `priorities` their new priorities, and each fetch the most urgent
    /// of its renditions' (told to the source when it changed).
    package func reprioritize(_ priorities: [PictureKey: Int]) {
        let changed = state.withLock { state -> [(url: String, priority: Int)] in
            var changed: [(url: String, priority: Int)] = []
            for (url, var fetch) in state.fetches {
                for key in fetch.keys.keys {
                    if let priority = priorities[key] { fetch.keys[key] = priority }
                }
                let priority = fetch.keys.values.min() ?? fetch.priority
                if priority != fetch.priority {
                    fetch.priority = priority
                    changed.append((url, priority))
                }
                state.fetches[url] = fetch
            }
            return changed
        }
        for (url, priority) in changed {
            source.reprioritize(url, to: priority)
        }
    }

    /// Drops every rendition that `isWanted` rejects, and cancels the fetches left without one.
    /// Returns the renditions dropped.
    @discardableResult
    package func keep(only isWanted: (PictureKey) -> Bool) -> [PictureKey] {
        let (dropped, cancelled) = state.withLock { state -> ([PictureKey], [Task<Void, Never>]) in
            var dropped: [PictureKey] = []
            var cancelled: [Task<Void, Never>] = []
            for (url, var fetch) in state.fetches {
                let unwanted = fetch.keys.keys.filter { !isWanted($0) }
                guard !unwanted.isEmpty else { continue }
                dropped += unwanted
                for key in unwanted { fetch.keys[key] = nil }
                if fetch.keys.isEmpty {
                    state.fetches[url] = nil
                    if let task = fetch.task { cancelled.append(task) }
                } else {
                    state.fetches[url] = fetch
                }
            }
            Self.resumeIfIdle(&state)
            return (dropped, cancelled)
        }
        for task in cancelled { task.cancel() }
        return dropped
    }

    /// Whether no fetch is running.
    package var isIdle: Bool {
        state.withLock { $0.fetches.isEmpty }
    }

    /// The URLs being fetched now.
    package var urls: Set<String> {
        state.withLock { Set($0.fetches.keys) }
    }

    /// The fetches waiting out a retry's backoff, and the soonest of their deadlines: what the
    /// status line counts down ("retrying 3 photos in 4 s"). O(fetches).
    package var waitingRetries: WaitingRetries {
        state.withLock { state in
            WaitingRetries(state.fetches.values.compactMap(\.retry), fetchesInFlight: state.fetches.count)
        }
    }

    /// Returns once no fetch is running, every finished one delivered (for the deterministic
    /// driver; the live loop is woken by each delivery instead). Suspends without blocking a
    /// thread.
    package func waitUntilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            state.withLock { state in
                state.idleWaiters.append(continuation)
                Self.resumeIfIdle(&state)
            }
        }
    }

    /// Cancels every fetch; later ones are ignored.
    package func shutdown() {
        let tasks = state.withLock { state -> [Task<Void, Never>] in
            state.isShutDown = true
            let tasks = state.fetches.values.compactMap(\.task)
            state.fetches.removeAll()
            Self.resumeIfIdle(&state)
            return tasks
        }
        for task in tasks { task.cancel() }
    }

    /// Fetches `url`, retrying while the policy allows, and delivers the outcome to the
    /// renditions still wanting fetch `id`.
    private func run(url: String, id: Int, priority: Int) async {
        var outcome: Result<[UInt8], any Error>
        var retries = RetryRunner(policy: retryPolicy, clock: retryClock)
        let seed = url.utf8.reduce(UInt64(5381)) { ($0 &* 33) &+ UInt64($1) }
        while true {
            let advice: RetryAdvice
            do {
                outcome = .success(try await source.photoBytes(at: url, priority: priority))
                break
            } catch {
                outcome = .failure(error)
                advice = RetryAdvice(of: error)
            }
            guard !Task.isCancelled, let retry = retries.recordFailure(advice, seed: seed) else { break }
            setRetry(retry, url: url, id: id)
            do {
                try await retries.wait(for: retry)
            } catch {
                break
            }
            setRetry(nil, url: url, id: id)
        }
        let deliver = deliver
        state.withLock { state in
            guard let fetch = state.fetches[url], fetch.id == id else { return }
            state.fetches[url] = nil
            for (key, priority) in fetch.keys {
                deliver(key, priority, outcome.mapError { PictureFailure(reference: key.reference, fetchError: $0) })
            }
            Self.resumeIfIdle(&state)
        }
    }

    /// Notes that fetch `id` of `url` waits for `retry` (nil: it goes out again now).
    private func setRetry(_ retry: ScheduledRetry?, url: String, id: Int) {
        state.withLock { state in
            guard state.fetches[url]?.id == id else { return }
            state.fetches[url]?.retry = retry
        }
    }

    /// Resumes the callers of ``waitUntilIdle()`` when no fetch is running.
    private static func resumeIfIdle(_ state: inout State) {
        guard state.fetches.isEmpty, !state.idleWaiters.isEmpty else { return }
        for waiter in state.idleWaiters { waiter.resume() }
        state.idleWaiters.removeAll()
    }
}
