import Foundation
import Synchronization

/// One long-lived thread that starts the helpers. A helper asks the kernel to kill it when its
/// parent dies (PR_SET_PDEATHSIG), and on Linux the "parent" is the *thread* that started it:
/// started from a picture worker thread, a helper would be killed whenever that thread ends,
/// perhaps in the middle of another thread's picture. This thread lives as long as the pool.
final class HelperLauncher: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var isRunning = false
        var isStopped = false
    }

    private let state = Mutex(State())
    private let wakeUp = DispatchSemaphore(value: 0)

    /// Runs `work` on the launcher's thread (started on first use) and returns its result; nil
    /// once ``stop()`` was called.
    func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Value? {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        let startThread = state.withLock { state -> Bool? in
            guard !state.isStopped else { return nil }
            state.jobs.append {
                result.withLock { $0 = work() }
                done.signal()
            }
            defer { state.isRunning = true }
            return !state.isRunning
        }
        guard let startThread else { return nil }
        if startThread {
            let thread = Thread { [self] in serve() }
            thread.name = "waterfall-decoder-launcher"
            thread.start()
        }
        wakeUp.signal()
        done.wait()
        return result.withLock { $0 }
    }

    /// Lets the thread end once its current job is done; later calls to ``run(_:)`` return nil.
    func stop() {
        state.withLock { $0.isStopped = true }
        wakeUp.signal()
    }

    private func serve() {
        while true {
            wakeUp.wait()
            while let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) {
                job()
            }
            if state.withLock({ $0.isStopped && $0.jobs.isEmpty }) { return }
        }
    }
}
