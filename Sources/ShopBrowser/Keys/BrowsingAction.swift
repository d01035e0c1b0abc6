/// What a key does in the waterfall (``BrowserMode/browsing``).
package enum BrowsingAction: Hashable, Sendable {
    /// Scroll a line down, the focus staying where it is.
    case scrollLineDown
    /// Scroll a line up, the focus staying where it is.
    case scrollLineUp
    /// Focus the card below in the same column.
    case focusBelow
    /// Focus the card above in the same column.
    case focusAbove
    /// Focus the nearest card in the column to the left.
    case focusLeft
    /// Focus the nearest card in the column to the right.
    case focusRight
    /// Focus the next card in item order.
    case focusNext
    /// Focus the previous card in item order.
    case focusPrevious
    /// Scroll half a page down.
    case halfPageDown
    /// Scroll half a page up.
    case halfPageUp
    /// A page down, the focus along.
    case pageDown
    /// A page up, the focus along.
    case pageUp
    /// Focus the first card, at the top.
    case top
    /// Focus the last card, at the bottom.
    case bottom
    /// Show the focused card's picture full screen (the first card on screen's, with nothing
    /// focused).
    case openViewer
    /// Copy the focused picture's path to the clipboard.
    case copyPath
    /// Clear the search; with none, the filter.
    case clearSearchOrFilter
    /// Start typing a search.
    case startSearch
    /// Focus the next match of the search.
    case nextMatch
    /// Focus the previous match of the search.
    case previousMatch
    /// The next sort order of the kind's cycle.
    case nextSort
    /// Reverse the sort order.
    case reverseSort
    /// The next grouping of the kind's cycle.
    case nextGrouping
    /// Go to the next group.
    case nextGroup
    /// Go to the previous group (the start of the current one first).
    case previousGroup
    /// Start typing a filter.
    case startFilter
    /// The next minimum rating.
    case nextMinimumRating
    /// Clear the filter.
    case clearFilter
    /// One column more.
    case moreColumns
    /// One column fewer.
    case fewerColumns
    /// Automatic columns again.
    case automaticColumns
    /// Try again now what failed: the failed page and the photos not shown.
    case retryFailed
    /// Load the catalog again from its first page (or scan the folders again), keeping the place.
    case reload
    /// Open the list of skipped items.
    case showSkipped
    /// Open the help overlay.
    case showHelp
    /// Mark the focused card, or unmark it.
    case toggleMark
    /// Mark every card the filter shows.
    case markAllShown
    /// Clear every mark.
    case clearMarks
    /// Leave the browser.
    case quit
    /// Leave the browser without printing the marks.
    case quitWithoutPrinting
    /// Scroll three lines down (the mouse wheel), the focus staying where it is.
    case wheelScrollDown
    /// Scroll three lines up (the mouse wheel).
    case wheelScrollUp
    /// Focus the card under the pointer (a click).
    case focusPointed
    /// Show the picture of the card under the pointer full screen (a double click).
    case openPointed
}
