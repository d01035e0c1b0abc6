import Foundation
import Pixels
import Synchronization
import Testing

@testable import WaterfallPictures

@Suite("Picture workers", .timeLimit(.minutes(3)))
struct PictureWorkersTests {
    /// One worker held busy by a first job while the others queue up, so the order in which the
    /// rest run is decided by the queue alone; `onFinish` and `onIdle` as the pool's own.
    func blockedPool(
        onFinish: (@Sendable () -> Void)? = nil, onIdle: (@Sendable () -> Void)? = nil
    ) -> (PictureWorkers<String, String>, DispatchSemaphore) {
        let workers = PictureWorkers<String, String>(threadCount: 1, onFinish: onFinish, onIdle: onIdle)
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        workers.submit("blocker", priority: 0) {
            started.signal()
            gate.wait()
            return "blocker"
        }
        started.wait()
        return (workers, gate)
    }

    @Test func theMostUrgentJobRunsFirstAndEqualPrioritiesInOrder() async {
        let (workers, gate) = blockedPool()
        for (key, priority) in [("far", 9), ("near", 1), ("middle", 5), ("near-too", 1)] {
            workers.submit(key, priority: priority) { key }
        }
        gate.signal()
        await workers.waitUntilIdle()
        #expect(workers.takeFinished().map(\.result) == ["blocker", "near", "near-too", "middle", "far"])
        #expect(workers.takeFinished().isEmpty, "taken once")
        workers.shutdown()
    }

    @Test func resubmittingReplacesAndReprioritizingReorders() async {
        let (workers, gate) = blockedPool()
        workers.submit("a", priority: 1) { "a-old" }
        workers.submit("b", priority: 2) { "b" }
        workers.submit("a", priority: 3) { "a-new" }
        workers.reprioritize(["b": 10, "missing": 0])
        gate.signal()
        await workers.waitUntilIdle()
        #expect(workers.takeFinished().map(\.result) == ["blocker", "a-new", "b"])
        workers.shutdown()
    }

    @Test func jobsOfCardsThatLeftAreDropped() async {
        let (workers, gate) = blockedPool()
        for key in ["1", "2", "3", "4"] {
            workers.submit(key, priority: 0) { key }
        }
        #expect(workers.keep { $0 == "2" || $0 == "4" }.sorted() == ["1", "3"])
        #expect(workers.waitingKeys == ["2", "4"])
        gate.signal()
        await workers.waitUntilIdle()
        #expect(workers.takeFinished().map(\.result).sorted() == ["2", "4", "blocker"])
        #expect(workers.isIdle)
        workers.shutdown()
    }

    @Test func twoThreadsRunEveryJobExactlyOnce() async {
        let workers = PictureWorkers<Int, Int>(threadCount: 2)
        let runs = Mutex([Int: Int]())
        for key in 0 ..< 300 {
            workers.submit(key, priority: key % 7) {
                runs.withLock { $0[key, default: 0] += 1 }
                return key * 2
            }
        }
        await workers.waitUntilIdle()
        let results = workers.takeFinished()
        #expect(results.count == 300)
        #expect(results.allSatisfy { $0.result == $0.key * 2 })
        #expect(runs.withLock { $0.values.allSatisfy { $0 == 1 } && $0.count == 300 })
        workers.shutdown()
        workers.submit(1, priority: 0) { 1 }
        #expect(workers.waitingKeys.isEmpty, "nothing is queued after shutdown")
    }

    @Test func theIdleHookRunsOnceWhenABurstOfWorkIsOverAfterItsLastResult() {
        let finished = Mutex(0)
        let idleAfter = Mutex([Int]())
        let idle = DispatchSemaphore(value: 0)
        let (workers, gate) = blockedPool(
            onFinish: { finished.withLock { $0 += 1 } },
            onIdle: {
                let count = finished.withLock { $0 }
                idleAfter.withLock { $0.append(count) }
                idle.signal()
            })
        for key in ["a", "b", "c"] {
            workers.submit(key, priority: 1) { key }
        }
        gate.signal()
        idle.wait()
        #expect(idleAfter.withLock { $0 } == [4], "once, after the fourth result: not while jobs still waited")
        workers.submit("d", priority: 0) { "d" }
        idle.wait()
        #expect(idleAfter.withLock { $0 } == [4, 5], "again after the next burst")
        workers.shutdown()
    }
}
