extension BrowserModel {
    /// Why the next page is wanted now, derived from the mode, the full-screen view, the search
    /// reading ahead, a reload and the waterfall's footer; nil when nothing asks for one. The
    /// model asks the pager when this is set and the pager is idle: no flag of the model's says
    /// a page was asked for, since the pager's next report says it loads. O(1).
    package var loadingIntent: LoadingIntent? {
        if viewer?.awaitsNextPage == true { return .viewerStep }
        if viewer != nil, let item = viewedItem, arrangement.flatIndex(ofItem: item) == arrangement.count - 1 { return .viewerAtEnd }
        if isReloading { return .reload }
        if search.ahead != nil { return .searchAhead }
        if options.kind.loadsEveryPage { return .everyPage }
        if grid.isLoadTriggerVisible { return .footerInView }
        return nil
    }
}
