import ShopBrowser

/// Runs the browser to a settled state, step by step, so that what it shows depends on the
/// messages sent and never on timing: for `waterfall dump`, the tests and the benchmarks. After
/// each message it awaits everything in flight — the page loading, the photos being fetched and
/// made — and then collects the news exactly as the live loop does
/// (``BrowserRuntime/collect(now:from:)``), again until nothing is in flight. Because every
/// report is taken only once all the work before it has finished, the batches the model sees
/// are the same on every run. Time does not pass: the model's timer is never collected, so the
/// spinner never turns.
package struct DeterministicDriver {
    /// What carries out the model's effects.
    package let runtime: BrowserRuntime

    /// A driver for `runtime`.
    package init(runtime: BrowserRuntime) {
        self.runtime = runtime
    }

    /// Sends `message`, then settles (see ``settle(afterEachPage:collecting:)``); returns the
    /// message's own update.
    @discardableResult
    package func send(
        _ message: BrowserMessage, afterEachPage: ((BrowserModel) -> BrowserMessage?)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> BrowserUpdate {
        let update = runtime.send(message)
        await settle(afterEachPage: afterEachPage)
        return update
    }

    /// Awaits what is in flight in `sources` and collects it (the timer aside), until nothing is:
    /// each page
    /// report is followed by `afterEachPage`'s message when it gives one (so `dump` keeps its
    /// scroll target as the content grows). Collecting only ``BrowserRuntime/NewsSources/pages``
    /// stops where the pages are in and their photos are made but not yet shown. Runs in the
    /// caller's isolation.
    package func settle(
        afterEachPage: ((BrowserModel) -> BrowserMessage?)? = nil, collecting sources: BrowserRuntime.NewsSources = .all,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let sources = sources.subtracting(.timer)
        while true {
            await runtime.waitUntilSettled(sources)
            let news = runtime.collect(now: runtime.clock(), from: sources)
            if news.page, let next = afterEachPage?(runtime.model) {
                runtime.send(next)
            }
            let working = sources.contains(.pictures) ? runtime.isWorking : runtime.pager.isLoading
            if news.isEmpty, !working { return }
        }
    }
}
