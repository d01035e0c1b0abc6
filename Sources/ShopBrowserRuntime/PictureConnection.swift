import Pixels
import ShopBrowser
import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// The runtime's side of pictures: carries out the browser's wanted photo renditions
/// (``BrowserUpdate/pictures``) on a pool of worker threads (decode, scale and fit off the UI
/// thread, the cards nearest the viewport first; cards that left the buffered range are dropped
/// from the queue) and turns finished work into ``PictureReport``s. Photos named by URL are first
/// fetched (``PhotoFetches``, from the photo source the services give), then decoded by the same
/// workers, unless their decoded pixels are still cached. It is also the one place that works
/// out what the status line shows of the network's transfers (``TransferStatus``). Use it from
/// the loop's thread.
package final class PictureConnection {
    /// What makes the renditions (and holds the decoded photos).
    package let maker: CardPictureMaker
    private let workers: PictureWorkers<PictureKey, Result<CardRendition<Picture>, PictureFailure>>
    /// The photos being fetched; nil without a photo source.
    private let fetches: PhotoFetches?
    /// Submitted and not yet reported (being fetched, waiting, being made).
    private var inFlight: Set<PictureKey> = []
    /// What the status line shows of the network's transfers, as last reported.
    package private(set) var transfersShown = TransferStatus.Shown.idle
    /// The transfers as last read, for when the status line must be looked at again.
    private var transfers = TransferProgress.idle
    /// The photo fetches waiting for a retry, as last read.
    private var retries = WaitingRetries.none

    /// A connection drawing with `maker` on `threadCount` workers (two suit a two-core machine:
    /// one decodes while the other fits), fetching photos named by URL from `photoSource` (a
    /// fetch that failed for a cause that may pass is retried after a wait on `retryClock`);
    /// `onFinish` is called from a worker thread whenever a rendition is ready to be reported.
    /// When the workers run out of work, the memory the burst freed goes back to the system
    /// (``ProcessMemory/releaseFreePages()``), so scrolling through many photos leaves the process
    /// no larger than its caches.
    package init(
        maker: CardPictureMaker, photoSource: (any RemotePhotoSource)? = nil, retryClock: RetryClock = .continuous, threadCount: Int = 2,
        onFinish: (@Sendable () -> Void)? = nil
    ) {
        self.maker = maker
        let workers = PictureWorkers<PictureKey, Result<CardRendition<Picture>, PictureFailure>>(
            threadCount: threadCount, onFinish: onFinish, onIdle: { ProcessMemory.releaseFreePages() }
        )
        self.workers = workers
        self.fetches = photoSource.map { source in
            PhotoFetches(source: source, retryClock: retryClock) { key, priority, fetched in
                workers.submit(key, priority: priority) { fetched.flatMap { maker.rendition(key, from: .bytes($0)) } }
            }
        }
    }

    deinit {
        fetches?.shutdown()
        workers.shutdown()
    }

    /// Makes `wants` the renditions being made: queues those not yet in flight (a photo named by
    /// URL is fetched first unless its decoded pixels are cached), re-orders the waiting ones by
    /// their new priorities, and drops waiting ones (and fetches) no longer wanted.
    package func want(_ wants: [PictureKey: Int]) {
        inFlight.subtract(workers.keep { wants[$0] != nil })
        if let fetches {
            inFlight.subtract(fetches.keep { wants[$0] != nil })
            fetches.reprioritize(wants)
        }
        workers.reprioritize(wants)
        for (key, priority) in wants where !inFlight.contains(key) {
            inFlight.insert(key)
            let maker = maker
            if case .remote(let url) = key.reference, let fetches {
                if let photo = maker.cachedPhoto(for: key) {
                    workers.submit(key, priority: priority) { maker.rendition(key, from: .decoded(photo)) }
                } else {
                    fetches.fetch(key, url: url, priority: priority)
                }
            } else {
                workers.submit(key, priority: priority) { maker.rendition(key) }
            }
        }
    }

    /// Drops the decoded photo of `reference` and its failure to decode (its file was replaced,
    /// or `r` asks again), so the next rendition reads the file again. O(decoded photos).
    package func forget(_ reference: ImageReference) {
        let name = reference.description
        maker.decodedPhotos.removeValues { $0 == name }
        maker.failedDecodes.forget(reference)
    }

    /// Whether renditions are being fetched, queued, being made, or made and not yet reported.
    package var isBusy: Bool { !inFlight.isEmpty }

    /// The renditions finished since the last report, and what the status line shows at `now`
    /// of the network's transfers and the photos waiting for a retry, when that changed; nil
    /// when neither.
    package func takeReport(now: ContinuousClock.Instant) -> PictureReport? {
        let finished = workers.takeFinished()
        var shown: TransferStatus.Shown?
        if let fetches {
            transfers = fetches.source.transfers
            retries = fetches.waitingRetries
            let now = TransferStatus.Shown(transfers, retries: retries, now: now, after: transfersShown)
            if now != transfersShown {
                transfersShown = now
                shown = now
            }
        }
        guard !finished.isEmpty || shown != nil else { return nil }
        for (key, _) in finished {
            inFlight.remove(key)
        }
        return PictureReport(finished: finished, transfers: shown)
    }

    /// How long after `now` what the status line shows of the transfers may change by itself (a
    /// quick fetch turning slow, the figures of a slow one moving on, a retry's countdown); nil
    /// when nothing is in flight or there is no network. Photos waiting out a retry's backoff do
    /// not count as awaited from the network: the loop sleeps until their countdown changes.
    package func nextTransferCheck(now: ContinuousClock.Instant) -> Duration? {
        guard fetches != nil else { return nil }
        let awaiting = retries.count > 0 ? retries.othersInFlight : isBusy
        return TransferStatus.nextCheck(after: transfersShown, progress: transfers, awaitingNetwork: awaiting, retries: retries, now: now)
    }

    /// Returns once nothing is in flight: every fetch handed to the workers and every rendition
    /// made (not yet reported). Suspends without blocking a thread or polling; runs in the
    /// caller's isolation.
    package func waitUntilIdle(isolation: isolated (any Actor)? = #isolation) async {
        await fetches?.waitUntilIdle()
        await workers.waitUntilIdle()
    }

    /// Cancels the fetches and stops the workers once their current job is done.
    package func shutdown() {
        fetches?.shutdown()
        workers.shutdown()
    }
}
