import ShopCatalog
import Testing

@testable import ShopBrowser

@Suite("Pager retry notices: read from the pager's reports, for r and for retries that go out by themselves")
struct PagerRetryNoticeTests {
    static func status(_ phase: PagerMachine.Phase, failures: Int) -> PagerStatus {
        PagerStatus(phase: phase, pagesLoaded: 1, itemsLoaded: 10, failuresInRow: failures)
    }

    @Test func aFailedPageLoadingAgainFailingAgainAndLoadingAtLastIsTold() {
        let failed = Self.status(.failed(page: 2, reason: "timeout"), failures: 1)
        let retrying = Self.status(.loading(page: 2), failures: 1)
        #expect(PagerRetryNotice.text(before: failed, after: retrying, retryKey: "r")?.text == "retrying page 2…")
        let again = Self.status(.failed(page: 2, reason: "timeout"), failures: 2)
        let notice = PagerRetryNotice.text(before: retrying, after: again, retryKey: "r")
        #expect(notice?.text == "page 2 failed again: timeout — press r to retry" && notice?.isWarning == true)
        #expect(
            PagerRetryNotice.text(before: again, after: Self.status(.idle, failures: 0), retryKey: "r")?.text == "page 2 loaded",
            "a report may skip the loading")
        #expect(PagerRetryNotice.text(before: retrying, after: Self.status(.exhausted, failures: 0), retryKey: "r")?.text == "page 2 loaded")
    }

    @Test func aFirstTryIsNotARetry() {
        let idle = Self.status(.idle, failures: 0)
        let loading = Self.status(.loading(page: 2), failures: 0)
        #expect(PagerRetryNotice.text(before: idle, after: loading, retryKey: "r") == nil)
        #expect(
            PagerRetryNotice.text(before: loading, after: Self.status(.failed(page: 2, reason: "x"), failures: 1), retryKey: "r") == nil,
            "the footer tells a first failure")
        #expect(PagerRetryNotice.text(before: loading, after: idle, retryKey: "r") == nil)
    }
}
