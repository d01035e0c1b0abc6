/// Runs the browser to a settled state, step by step, so that what it shows depends on the
/// messages sent and never on timing: for `waterfall dump`, the tests and the benchmarks. After
/// each message it awaits the page the model asked for and folds it in (the model may then ask
/// for the next, awaited in turn), then waits until the picture workers have made every photo
/// the model wants and folds those in — until nothing is in flight. Time does not pass: the
/// spinner's timer is never sent.
package struct DeterministicDriver {
    /// What carries out the model's effects.
    package let runtime: BrowserRuntime

    /// A driver for `runtime`.
    package init(runtime: BrowserRuntime) {
        self.runtime = runtime
    }

    /// Sends `message`, then settles (see ``settle(afterEachPage:)``); returns the message's own
    /// update.
    @discardableResult
    package func send(
        _ message: BrowserMessage, afterEachPage: ((BrowserModel) -> BrowserMessage?)? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> BrowserUpdate {
        let update = runtime.send(message)
        await settle(afterEachPage: afterEachPage)
        return update
    }

    /// Carries out what is in flight until nothing is: the pages (``settlePages(afterEachPage:)``),
    /// then the photos (the fetches of those named by URL awaited, then ``settlePictures()``),
    /// again until neither has anything in flight. Runs in the caller's isolation.
    package func settle(
        afterEachPage: ((BrowserModel) -> BrowserMessage?)? = nil, isolation: isolated (any Actor)? = #isolation
    ) async {
        repeat {
            await settlePages(afterEachPage: afterEachPage)
            await runtime.pictures?.waitForFetches()
        } while settlePictures()
    }

    /// Awaits each page load and sends its report, followed by `afterEachPage`'s message when it
    /// gives one (so `dump` keeps its scroll target as the content grows), until no page is
    /// loading. The photos the model asks for meanwhile are being made but not yet sent.
    package func settlePages(
        afterEachPage: ((BrowserModel) -> BrowserMessage?)? = nil, isolation: isolated (any Actor)? = #isolation
    ) async {
        while true {
            if runtime.pager.isLoading {
                await runtime.pager.loader.waitUntilSettled()
            }
            guard let report = runtime.pager.takeReport() else { return }
            runtime.send(.pager(report))
            if let next = afterEachPage?(runtime.model) {
                runtime.send(next)
            }
        }
    }

    /// Waits until the picture workers have made every photo asked for and sends them, again
    /// while the model asks for more; returns whether any were sent.
    @discardableResult
    package func settlePictures() -> Bool {
        var sent = false
        while let pictures = runtime.pictures, pictures.isBusy {
            pictures.waitUntilIdle()
            guard let report = pictures.takeReport() else { break }
            runtime.send(.pictures(report))
            sent = true
        }
        return sent
    }
}
