import Dispatch
import Foundation
import Synchronization
import WaterfallTUI

/// A terminal for timing the event loop: it shows nothing, but records when each frame was
/// flushed and when each wake-up came (a photo or a page finished), waits in `nextEvent` as a
/// real terminal does (until a wake-up or the timeout; a loop that ignores wake-ups can be
/// modelled by `wakeUpsEndWaits: false`), and ends the run once `isFinished` holds (asked on
/// the loop's own thread, where the model lives).
final class LatencyProbeBackend: TerminalBackend {
    let size: Size
    let colorMode: ColorMode
    /// When each frame was flushed.
    private(set) var flushes: [ContinuousClock.Instant] = []
    /// When each wake-up came, in order.
    var wakeUps: [ContinuousClock.Instant] { stamps.all }
    /// How many times the loop was woken, or timed out, without a frame to show.
    private(set) var waits = 0

    private let stamps = WakeUpStamps()
    private let semaphore = DispatchSemaphore(value: 0)
    private let wakeUpsEndWaits: Bool
    private let isFinished: () -> Bool

    /// A `width × height` terminal showing `colorMode` (256 colours by default); wake-ups end
    /// waits unless `wakeUpsEndWaits` is false.
    init(width: Int, height: Int, colorMode: ColorMode = .ansi256, wakeUpsEndWaits: Bool = true, isFinished: @escaping () -> Bool) {
        self.size = Size(width: width, height: height)
        self.colorMode = colorMode
        self.wakeUpsEndWaits = wakeUpsEndWaits
        self.isFinished = isFinished
    }

    func draw(_ runs: [CellRun]) {}
    func scroll(rows: Range<Int>, by delta: Int) {}
    func clear() {}
    func writeRaw(_ bytes: [UInt8]) {}
    func suspend() {}
    func shutdown() {}

    func flush() {
        flushes.append(.now)
    }

    var wakeUp: @Sendable () -> Void {
        { [stamps, semaphore, wakeUpsEndWaits] in
            stamps.record()
            if wakeUpsEndWaits { semaphore.signal() }
        }
    }

    func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        if isFinished() { return .terminate }
        waits += 1
        let limit = timeoutMilliseconds >= 0 ? timeoutMilliseconds : 10_000
        _ = semaphore.wait(timeout: .now() + .milliseconds(limit))
        while semaphore.wait(timeout: .now()) == .success {}
        return isFinished() ? .terminate : nil
    }

    /// For each wake-up, the time until the first frame flushed after it, in nanoseconds.
    func wakeUpToFrame() -> [Double] {
        wakeUps.compactMap { woken in
            flushes.first { $0 >= woken }.map { frame in
                let (seconds, attoseconds) = (frame - woken).components
                return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
            }
        }
    }
}

/// The times of the wake-ups a ``LatencyProbeBackend`` got, recorded from any thread.
private final class WakeUpStamps: Sendable {
    private let stamps = Mutex<[ContinuousClock.Instant]>([])

    /// Every wake-up so far, in order.
    var all: [ContinuousClock.Instant] { stamps.withLock { $0 } }

    /// Records a wake-up now.
    func record() {
        stamps.withLock { $0.append(.now) }
    }
}
