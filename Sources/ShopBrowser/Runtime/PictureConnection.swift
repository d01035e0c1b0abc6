import WaterfallPictures
import WaterfallTUI

/// The runtime's side of pictures: carries out the browser's wanted photo renditions
/// (``BrowserUpdate/pictures``) on a pool of worker threads (decode, scale and fit off the UI
/// thread, the cards nearest the viewport first; cards that left the buffered range are dropped
/// from the queue) and turns finished work into ``PictureReport``s. Use it from the loop's
/// thread.
package final class PictureConnection {
    /// What makes the renditions.
    package let maker: CardPictureMaker
    private let workers: PictureWorkers<PictureKey, Result<CardRendition<Picture>, PictureFailure>>
    /// Submitted and not yet reported (waiting or running).
    private var inFlight: Set<PictureKey> = []

    /// A connection drawing with `maker` on `threadCount` workers (two suit a two-core machine:
    /// one decodes while the other fits); `onFinish` is called from a worker thread whenever a
    /// rendition is ready to be reported.
    package init(maker: CardPictureMaker, threadCount: Int = 2, onFinish: (@Sendable () -> Void)? = nil) {
        self.maker = maker
        self.workers = PictureWorkers(threadCount: threadCount, onFinish: onFinish)
    }

    deinit {
        workers.shutdown()
    }

    /// Makes `wants` the renditions being made: queues those not yet in flight, re-orders the
    /// waiting ones by their new priorities, and drops waiting ones no longer wanted.
    package func want(_ wants: [PictureKey: Int]) {
        inFlight.subtract(workers.keep { wants[$0] != nil })
        workers.reprioritize(wants)
        for (key, priority) in wants where !inFlight.contains(key) {
            inFlight.insert(key)
            let maker = maker
            workers.submit(key, priority: priority) { maker.rendition(key) }
        }
    }

    /// Whether renditions are queued, being made, or made and not yet reported.
    package var isBusy: Bool { !inFlight.isEmpty }

    /// The renditions finished since the last report; nil when none did.
    package func takeReport() -> PictureReport? {
        let finished = workers.takeFinished()
        guard !finished.isEmpty else { return nil }
        for (key, _) in finished {
            inFlight.remove(key)
        }
        return PictureReport(finished: finished)
    }

    /// Blocks until every queued rendition is finished (for the deterministic driver).
    package func waitUntilIdle() {
        workers.waitUntilIdle()
    }

    /// Stops the workers once their current job is done.
    package func shutdown() {
        workers.shutdown()
    }
}
