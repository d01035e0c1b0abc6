import Dispatch
import Synchronization

/// The wake-ups a ``TestBackend`` got: a counter and a semaphore a waiting `nextEvent` blocks on.
final class TestWakeSignal: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let calls = Mutex(0)

    /// The number of wake-ups so far.
    var count: Int { calls.withLock { $0 } }

    /// Records a wake-up and ends a wait in progress (or the next one).
    func signal() {
        calls.withLock { $0 += 1 }
        semaphore.signal()
    }

    /// Waits up to `timeout` for a wake-up; true when one came (any others that came meanwhile
    /// are used up too).
    func wait(_ timeout: Duration) -> Bool {
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        guard semaphore.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return false }
        while semaphore.wait(timeout: .now()) == .success {}
        return true
    }
}
