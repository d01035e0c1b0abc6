import ShopCatalog
import Testing

@testable import ShopBrowser

@Suite("Transfer status: shown only when slow, numbers only", .timeLimit(.minutes(1)))
struct TransferStatusTests {
    func progress(pages: Int = 0, photos: Int = 0, queued: Int = 0, bytes: Int = 0, running: Duration = .zero) -> TransferProgress {
        TransferProgress(pages: pages, photos: photos, photosQueued: queued, bytesInFlight: bytes, bytesReceived: bytes, longestRunning: running)
    }

    @Test func nothingIsShownUntilAFetchHasRunForTheThreshold() {
        #expect(TransferStatus.Shown(.idle) == .idle)
        #expect(TransferStatus.Shown(progress(photos: 3, running: .milliseconds(299))) == .quick)
        #expect(TransferStatus.Shown(progress(photos: 3, running: .milliseconds(299))).text == nil)
        #expect(TransferStatus.Shown(progress(photos: 3, bytes: 2048, running: .milliseconds(300))).text == "receiving 3 photos · 2 KB")
    }

    @Test func onceShownTheFiguresStayUntilNothingIsInFlight() {
        let slow = TransferStatus.Shown(progress(photos: 4, queued: 10, running: .seconds(1)))
        let nextBatch = TransferStatus.Shown(progress(photos: 4, queued: 6, running: .milliseconds(20)), after: slow)
        #expect(nextBatch.text == "receiving 4 photos (6 queued) · 0 B", "the next batch just started: still shown")
        #expect(TransferStatus.Shown(.idle, after: nextBatch) == .idle)
        #expect(TransferStatus.Shown(progress(photos: 1, running: .milliseconds(20)), after: .idle) == .quick, "a new quick fetch after idle is not shown")
    }

    @Test func theTextCountsWhatIsInFlightAndTheBytes() {
        let slow = Duration.seconds(1)
        #expect(
            TransferStatus.text(progress(pages: 1, photos: 6, queued: 12, bytes: 1_468_007, running: slow)) == "receiving 1 page, 6 photos (12 queued) · 1.4 MB"
        )
        #expect(TransferStatus.text(progress(pages: 2, bytes: 512, running: slow)) == "receiving 2 pages · 512 B")
        #expect(TransferStatus.text(progress(photos: 0, queued: 3, bytes: 0, running: slow)) == "receiving 0 photos (3 queued) · 0 B")
        #expect(TransferStatus.text(progress(photos: 1, bytes: 3 << 30, running: slow)) == "receiving 1 photo · 3.0 GB")
    }

    @Test func theNextCheckIsWhenAQuickFetchTurnsSlowThenEveryRefresh() {
        func check(_ progress: TransferProgress, awaiting: Bool = false) -> Duration? {
            TransferStatus.nextCheck(after: TransferStatus.Shown(progress), progress: progress, awaitingNetwork: awaiting)
        }
        #expect(check(.idle) == nil)
        #expect(check(.idle, awaiting: true) == TransferStatus.slowAfter, "fetches asked for may have started since")
        #expect(check(progress(photos: 1, running: .milliseconds(100))) == .milliseconds(200))
        #expect(check(progress(photos: 1, running: .milliseconds(295))) == .milliseconds(10), "never a busy wait")
        #expect(check(progress(photos: 1, running: .seconds(4))) == TransferStatus.refreshInterval)
    }

    @Test func photosWaitingForARetryAreCountedDownAndLookedAtOnlyWhenTheSecondsChange() {
        let now = ContinuousClock.now
        let waits = [Duration.milliseconds(3_400), .seconds(9), .seconds(12)]
        let retries = WaitingRetries(
            waits.enumerated().map { ScheduledRetry(retry: $0.offset + 1, delay: $0.element, deadline: now + $0.element) }, fetchesInFlight: 3)
        let shown = TransferStatus.Shown(.idle, retries: retries, now: now)
        #expect(shown.text == "retrying 3 photos in 4 s", "the count, and the soonest's seconds rounded up")
        #expect(TransferStatus.Shown(.idle, retries: retries, now: now + .milliseconds(500)).text == "retrying 3 photos in 3 s", "it counts down")
        let check = TransferStatus.nextCheck(after: shown, progress: .idle, awaitingNetwork: retries.othersInFlight, retries: retries, now: now)
        #expect(check == .milliseconds(400), "nothing else in flight: the loop sleeps until the countdown changes, not every refresh")
        #expect(retries.nextChange(at: now + .seconds(4)) == WaitingRetries.overdueRecheck, "due and not gone out yet: looked at again soon")
        let busy = progress(photos: 2, bytes: 4096, running: .seconds(1))
        let both = TransferStatus.Shown(busy, retries: retries, now: now)
        #expect(both.text == "receiving 2 photos · 4 KB · retrying 3 photos in 4 s")
        #expect(TransferStatus.nextCheck(after: both, progress: busy, retries: retries, now: now) == TransferStatus.refreshInterval)
        #expect(TransferStatus.Shown(.idle, retries: WaitingRetries([], fetchesInFlight: 0), now: now, after: shown) == .idle, "the retries went out")
    }

    @Test func byteFiguresAreMonotonicAndShort() {
        var previous = -1.0
        for count in stride(from: 0, through: 5 << 30, by: 7_919_011) {
            let text = TransferStatus.bytes(count)
            #expect(text.count <= 9, "\(text)")
            let parts = text.split(separator: " ")
            let unit: Double =
                switch parts.last {
                case "KB"?: 1024
                case "MB"?: 1_048_576
                case "GB"?: 1_073_741_824
                default: 1
                }
            let value = (Double(parts.first ?? "0") ?? 0) * unit
            #expect(value >= previous, "\(count) → \(text)")
            let step = unit > 1024 ? unit / 10 : unit
            #expect(value <= Double(count) && Double(count) - value < step, "\(count) → \(text) rounds down by less than a shown step")
            previous = value
        }
    }
}
