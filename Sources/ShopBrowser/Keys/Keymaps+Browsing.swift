import WaterfallTUI

extension Keymaps {
    /// The keys of the waterfall (``BrowserMode/browsing``), in the order the help lists them.
    package static let browsing = Keymap<BrowsingAction>([
        KeyBinding(.scrollLineDown, [.character("j"), .down], .row("scroll a line down / up"), hint: KeyHint(4, "scroll")),
        KeyBinding(.scrollLineUp, [.character("k"), .up], .sameRow, hint: KeyHint(4)),
        KeyBinding(.focusBelow, [.character("J")], .row("focus the card below / above", photos: "focus the picture below / above"), hint: KeyHint(5, "focus")),
        KeyBinding(.focusAbove, [.character("K")], .sameRow, hint: KeyHint(5)),
        KeyBinding(
            .focusLeft, [.character("h"), .left], .row("focus the nearest card left / right", photos: "focus the nearest picture left / right"),
            hint: KeyHint(5)),
        KeyBinding(.focusRight, [.character("l"), .right], .sameRow, hint: KeyHint(5)),
        KeyBinding(.focusNext, [.tab], .row("next / previous card", photos: "next / previous picture")),
        KeyBinding(.focusPrevious, [.backTab], .sameRow),
        KeyBinding(.halfPageDown, [.ctrl("d")], .row("half a page down / up")),
        KeyBinding(.halfPageUp, [.ctrl("u")], .sameRow),
        KeyBinding(.pageDown, [.character(" "), .pageDown, .ctrl("f")], .row("a page down / up"), hint: KeyHint(6, "page")),
        KeyBinding(.pageUp, [.character("b"), .pageUp, .ctrl("b")], .sameRow, hint: KeyHint(6)),
        KeyBinding(.top, [.character("g"), .home], .row("top / bottom")),
        KeyBinding(.bottom, [.character("G"), .end], .sameRow),
        KeyBinding(
            .openViewer, [.enter], .row("show the card's picture full screen, with its details on i", photos: "show the picture full screen"),
            hint: KeyHint(3, "open")),
        KeyBinding(.copyPath, [.character("y")], .row("ask the terminal to copy the focused picture's path (OSC 52)"), kinds: [.pictureFile]),
        KeyBinding(.clearSearchOrFilter, [.escape], .row("clear the search (with none, the filter)")),
        KeyBinding(.startSearch, [.character("/")], .row("search titles and shops", photos: "search file and folder names"), hint: KeyHint(2, "search")),
        KeyBinding(.nextMatch, [.character("n")], .row("next / previous match")),
        KeyBinding(.previousMatch, [.character("N")], .sameRow),
        KeyBinding(
            .nextSort, [.character("o")],
            .row("sort: catalog, price ↑, price ↓, rating, sales / reverse", photos: "sort: name, date taken, file size, shape / reverse"),
            hint: KeyHint(8, "sort")),
        KeyBinding(.reverseSort, [.character("O")], .sameRow),
        KeyBinding(
            .nextGrouping, [.character("s")], .row("group by: none, shop, price band, rating", photos: "group by folder, or not"), hint: KeyHint(8, "group")),
        KeyBinding(.nextGroup, [.character("]"), .character("}")], .row("next / previous group", photos: "next / previous folder")),
        KeyBinding(.previousGroup, [.character("["), .character("{")], .sameRow),
        KeyBinding(
            .startFilter, [.character("f")], .row("filter: narrow to titles and shops with a text", photos: "filter: narrow to names with a text"),
            hint: KeyHint(8, "filter")),
        KeyBinding(.nextMinimumRating, [.character("*")], .row("minimum rating: ★3, ★4, ★4.5, any"), kinds: [.product]),
        KeyBinding(.clearFilter, [.character("F")], .row("clear the filter (Esc too, with no search)")),
        KeyBinding(.moreColumns, [.character("+")], .row("more / fewer columns"), hint: KeyHint(7, "columns")),
        KeyBinding(.fewerColumns, [.character("-")], .sameRow, hint: KeyHint(7)),
        KeyBinding(.automaticColumns, [.character("=")], .row("automatic columns")),
        KeyBinding(.retryFailed, [.character("r")], .row("retry now what failed: the page, the photos", photos: "retry now the pictures that failed")),
        KeyBinding(.reload, [.character("R")], .row("reload from the first page, keeping your place", photos: "scan the folders again, keeping your place")),
        KeyBinding(.showSkipped, [.character("!")], .row("the items skipped, and why", photos: "the files skipped, and why")),
        KeyBinding(.showHelp, [.character("?")], .row("this help"), hint: KeyHint(0, "help")),
        KeyBinding(.toggleMark, [.character("m")], .row("mark / unmark the focused card", photos: "mark / unmark the focused picture")),
        KeyBinding(.markAllShown, [.character("M")], .row("mark every card the filter shows", photos: "mark every picture the filter shows")),
        KeyBinding(.clearMarks, [.character("U")], .row("clear every mark")),
        KeyBinding(.quit, [.character("q")], .row("quit"), hint: KeyHint(1, "quit")),
        KeyBinding(.quitWithoutPrinting, [.character("Q")], .row("quit without printing the marks")),
        // The mouse, after the keys.
        KeyBinding(.wheelScrollDown, [], mouse: [.wheelDown], .row("scroll three lines down / up")),
        KeyBinding(.wheelScrollUp, [], mouse: [.wheelUp], .sameRow),
        KeyBinding(.focusPointed, [], mouse: [.leftClick], .row("focus the card under the pointer", photos: "focus the picture under the pointer")),
        KeyBinding(
            .openPointed, [], mouse: [.leftDoubleClick],
            .row("show the picture of the card under the pointer full screen", photos: "show the picture under the pointer full screen")),
    ])
}
