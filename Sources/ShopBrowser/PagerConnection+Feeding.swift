extension PagerConnection {
    /// Feeds `model` the way the browser loads pages — a page whenever the model asks, which it
    /// does while the footer is in view — but one page at a time, each folded in only after it
    /// has fully arrived, so the result depends on the model's choices alone, never on timing
    /// (for `waterfall dump`, benchmarks and tests). Starts with the effects of `update`; after
    /// each page, `next` may scroll the model and returns its update. Stops when the model asks
    /// for no page, or the pager is not idle after a page (it failed or reached the end). Runs in
    /// the caller's isolation.
    package func feed(
        _ model: BrowserModel, startingWith update: BrowserUpdate, isolation: isolated (any Actor)? = #isolation,
        next: (BrowserModel) -> BrowserUpdate
    ) async {
        var effects = update.effects
        while effects.contains(.requestNextPage) {
            perform(.requestNextPage)
            await loader.waitUntilSettled()
            effects = takeReport().map { model.receive($0).effects } ?? []
            guard model.pagerStatus.phase == .idle else { return }
            effects += next(model).effects
        }
    }
}
