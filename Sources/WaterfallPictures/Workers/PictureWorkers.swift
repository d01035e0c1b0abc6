import Foundation
import Synchronization

/// A small pool of dedicated threads that run picture jobs (decode, scale, draw) off the UI
/// thread, the most urgent first, and hand the results back to be collected.
///
/// Each job has a key and a priority (lower runs sooner: the distance from the viewport). A job
/// submitted again under the same key replaces the one waiting; ``keep(only:)`` drops waiting
/// jobs whose cards left the buffered range. Jobs already running finish, and their results are
/// collected as usual. Results wait in a list that ``takeFinished()`` empties, so the UI thread
/// only swaps finished work in; `onFinish` tells it (from the worker thread) that one is there.
///
/// The threads are real threads, not tasks: decoding blocks its thread for milliseconds, and
/// Swift's cooperative pool (two threads on a two-core machine) must stay free for page loads.
/// Thread-safe. Picking the most urgent job is a linear scan of the waiting jobs (a screen's
/// worth, a few hundred at most).
package final class PictureWorkers<Key: Hashable & Sendable, Result: Sendable>: Sendable {
    private struct Job {
        let priority: Int
        let serial: Int
        let work: @Sendable () -> Result
    }

    private struct State {
        var waiting: [Key: Job] = [:]
        var finished: [(key: Key, result: Result)] = []
        var running = 0
        var serial = 0
        var isShutDown = false
        /// Callers of ``waitUntilIdle()`` waiting for the pool to run out of work.
        var idleWaiters: [CheckedContinuation<Void, Never>] = []

        /// Whether no job waits or runs.
        var isOutOfWork: Bool { waiting.isEmpty && running == 0 }

        /// The idle waiters to resume, when the pool is out of work (or shut down); they are
        /// taken from the state.
        mutating func takeIdleWaitersIfOutOfWork() -> [CheckedContinuation<Void, Never>] {
            guard isOutOfWork || isShutDown else { return [] }
            defer { idleWaiters.removeAll() }
            return idleWaiters
        }
    }

    private let state = Mutex(State())
    private let wakeUp = DispatchSemaphore(value: 0)
    private let threadCount: Int
    /// Called from a worker thread after each result is stored.
    private let onFinish: (@Sendable () -> Void)?
    /// Called from a worker thread when the pool runs out of work.
    private let onIdle: (@Sendable () -> Void)?

    /// Starts `threadCount` worker threads (at least 1); `onFinish` (when given) is called from
    /// the worker thread after each job's result is ready to be taken, so a waiting event loop
    /// can wake up; `onIdle` (when given) from the worker that finished the last job when no
    /// other job runs or waits — once per burst of work, after its last `onFinish`, off the
    /// caller's thread (where memory freed by the burst can be handed back to the system).
    package init(threadCount: Int = 2, onFinish: (@Sendable () -> Void)? = nil, onIdle: (@Sendable () -> Void)? = nil) {
        self.threadCount = max(1, threadCount)
        self.onFinish = onFinish
        self.onIdle = onIdle
        for index in 0 ..< self.threadCount {
            let thread = Thread { [self] in runWorker() }
            thread.name = "waterfall-pictures-\(index)"
            thread.qualityOfService = .userInitiated
            thread.start()
        }
    }

    /// Queues `work` under `key` with `priority` (lower runs sooner), replacing a job waiting
    /// under the same key. Ignored after ``shutdown()``.
    package func submit(_ key: Key, priority: Int, work: @escaping @Sendable () -> Result) {
        let isNew = state.withLock { state -> Bool in
            guard !state.isShutDown else { return false }
            state.serial += 1
            let isNew = state.waiting[key] == nil
            state.waiting[key] = Job(priority: priority, serial: state.serial, work: work)
            return isNew
        }
        if isNew {
            wakeUp.signal()
        }
    }

    /// Changes the priority of waiting jobs (keys not waiting are ignored).
    package func reprioritize(_ priorities: [Key: Int]) {
        state.withLock { state in
            for (key, priority) in priorities {
                if let job = state.waiting[key] {
                    state.waiting[key] = Job(priority: priority, serial: job.serial, work: job.work)
                }
            }
        }
    }

    /// Drops every waiting job whose key `isWanted` rejects. Returns the keys dropped.
    @discardableResult
    package func keep(only isWanted: (Key) -> Bool) -> [Key] {
        let (dropped, waiters) = state.withLock { state in
            let dropped = state.waiting.keys.filter { !isWanted($0) }
            for key in dropped {
                state.waiting[key] = nil
            }
            return (dropped, state.takeIdleWaitersIfOutOfWork())
        }
        for waiter in waiters { waiter.resume() }
        return dropped
    }

    /// The keys of the jobs still waiting to run.
    package var waitingKeys: Set<Key> {
        state.withLock { Set($0.waiting.keys) }
    }

    /// Whether no job is waiting or running and no result waits to be collected.
    package var isIdle: Bool {
        state.withLock { $0.waiting.isEmpty && $0.running == 0 && $0.finished.isEmpty }
    }

    /// The results finished since the last call, in the order they finished.
    package func takeFinished() -> [(key: Key, result: Result)] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Returns once no job is waiting or running (at once when none is), or the pool is shut
    /// down: for `waterfall dump`, the tests and the benchmarks (an interactive loop is told by
    /// `onFinish` instead). Suspends without polling: the worker that runs out of work resumes it.
    package func waitUntilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isIdle = state.withLock { state -> Bool in
                if state.isOutOfWork || state.isShutDown { return true }
                state.idleWaiters.append(continuation)
                return false
            }
            if isIdle { continuation.resume() }
        }
    }

    /// Drops the waiting jobs and lets the threads end once their current job is done.
    package func shutdown() {
        let waiters = state.withLock { state in
            state.isShutDown = true
            state.waiting.removeAll()
            return state.takeIdleWaitersIfOutOfWork()
        }
        for waiter in waiters { waiter.resume() }
        for _ in 0 ..< threadCount {
            wakeUp.signal()
        }
    }

    private func runWorker() {
        while true {
            wakeUp.wait()
            while let (key, job) = nextJob() {
                let result = job.work()
                let (ranOut, waiters) = state.withLock { state in
                    state.running -= 1
                    state.finished.append((key, result))
                    return (state.isOutOfWork, state.takeIdleWaitersIfOutOfWork())
                }
                onFinish?()
                if ranOut {
                    onIdle?()
                }
                for waiter in waiters { waiter.resume() }
            }
            if state.withLock({ $0.isShutDown }) {
                return
            }
        }
    }

    /// Takes the most urgent waiting job (lowest priority, then oldest), marking it running.
    private func nextJob() -> (Key, Job)? {
        state.withLock { state in
            guard !state.isShutDown,
                let best = state.waiting.min(by: { ($0.value.priority, $0.value.serial) < ($1.value.priority, $1.value.serial) })
            else { return nil }
            state.waiting[best.key] = nil
            state.running += 1
            return (best.key, best.value)
        }
    }
}
