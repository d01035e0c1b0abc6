import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// The runtime's side of pictures: carries out the browser's wanted photo renditions
/// (``BrowserUpdate/pictures``) on a pool of worker threads (decode, scale and fit off the UI
/// thread, the cards nearest the viewport first; cards that left the buffered range are dropped
/// from the queue) and turns finished work into ``PictureReport``s. Photos named by URL are first
/// fetched (``PhotoFetches``, from the network the settings give), then decoded by the same
/// workers, unless their decoded pixels are still cached. Use it from the loop's thread.
package final class PictureConnection {
    /// What makes the renditions.
    package let maker: CardPictureMaker
    private let workers: PictureWorkers<PictureKey, Result<CardRendition<Picture>, PictureFailure>>
    /// The photos being fetched; nil without a network.
    private let fetches: PhotoFetches?
    /// Submitted and not yet reported (being fetched, waiting, being made).
    private var inFlight: Set<PictureKey> = []
    /// What the status line was last told about the network's transfers.
    private var reportedTransfers = TransferStatus.Shown.idle

    /// A connection drawing with `maker` on `threadCount` workers (two suit a two-core machine:
    /// one decodes while the other fits), fetching photos named by URL from `network`; `onFinish`
    /// is called from a worker thread whenever a rendition is ready to be reported. When the
    /// workers run out of work, the memory the burst freed goes back to the system
    /// (``ProcessMemory/releaseFreePages()``), so scrolling through many photos leaves the process
    /// no larger than its caches.
    package init(maker: CardPictureMaker, network: PhotoNetwork? = nil, threadCount: Int = 2, onFinish: (@Sendable () -> Void)? = nil) {
        self.maker = maker
        let workers = PictureWorkers<PictureKey, Result<CardRendition<Picture>, PictureFailure>>(
            threadCount: threadCount, onFinish: onFinish, onIdle: { ProcessMemory.releaseFreePages() }
        )
        self.workers = workers
        self.fetches = network.map { network in
            PhotoFetches(source: network.source) { key, priority, fetched in
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

    /// Whether renditions are being fetched, queued, being made, or made and not yet reported.
    package var isBusy: Bool { !inFlight.isEmpty }

    /// The renditions finished since the last report, and the network's transfers when what the
    /// status line shows of them changed; nil when neither.
    package func takeReport() -> PictureReport? {
        let finished = workers.takeFinished()
        var transfers: TransferProgress?
        if let progress = fetches?.source.transfers {
            let shown = TransferStatus.Shown(progress, after: reportedTransfers)
            if shown != reportedTransfers {
                reportedTransfers = shown
                transfers = progress
            }
        }
        guard !finished.isEmpty || transfers != nil else { return nil }
        for (key, _) in finished {
            inFlight.remove(key)
        }
        return PictureReport(finished: finished, transfers: transfers)
    }

    /// Returns once no photo is being fetched (each fetched one handed to the workers). Suspends
    /// without blocking a thread (the fetches run on Swift's cooperative pool); runs in the
    /// caller's isolation.
    package func waitForFetches(isolation: isolated (any Actor)? = #isolation) async {
        await fetches?.waitUntilIdle()
    }

    /// Blocks until every queued rendition is finished (for the deterministic driver; it awaits
    /// ``waitForFetches()`` first).
    package func waitUntilIdle() {
        workers.waitUntilIdle()
    }

    /// Cancels the fetches and stops the workers once their current job is done.
    package func shutdown() {
        fetches?.shutdown()
        workers.shutdown()
    }
}
