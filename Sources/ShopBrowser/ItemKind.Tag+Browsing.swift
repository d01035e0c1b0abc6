import ShopCatalog

/// What the browser does differently for a catalog of products and for folders of pictures
/// (`waterfall photos`): the model, cards and keys are the same; the kind of the catalog's items
/// chooses what the sort and grouping keys cycle through, what things are called, and whether
/// every page is loaded at once. Every difference is here, so the model never branches on it.
extension ItemKind.Tag {
    /// The orders `o` cycles through.
    package var sortCycle: [SortOrder] {
        switch self {
        case .product: SortOrder.shopCycle
        case .pictureFile: SortOrder.photoCycle
        }
    }

    /// The groupings `s` cycles through.
    package var groupingCycle: [Grouping] {
        switch self {
        case .product: [.none, .shop, .price, .rating]
        case .pictureFile: [.none, .folder]
        }
    }

    /// What one card is called: `item`, `picture`.
    package var noun: String {
        switch self {
        case .product: "item"
        case .pictureFile: "picture"
        }
    }

    /// `count` cards: `1 item`, `12 pictures`.
    package func counted(_ count: Int) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// What an entry the pager skipped is called: `bad item`, `file`.
    package var skippedNoun: String {
        switch self {
        case .product: "bad item"
        case .pictureFile: "file"
        }
    }

    /// Whether the next page is asked for as soon as the last one arrived (a folder scan shows
    /// every picture, sorted and grouped as a whole), rather than when the footer is in view.
    package var loadsEveryPage: Bool { self == .pictureFile }

    /// Whether the status line counts the files that are no pictures and the pictures skipped
    /// (a folder has other files; a catalog's skipped items are announced as they come).
    package var countsOtherFiles: Bool { self == .pictureFile }

    /// What is drawn in the middle of an empty screen when the catalog has nothing at all.
    package var emptyText: String {
        switch self {
        case .product: "This catalog has no items."
        case .pictureFile: "No pictures here."
        }
    }

    /// The footer once every page is in, for `count` cards.
    package func endFooter(count: Int) -> String {
        switch self {
        case .product: "— end of catalog · \(count) items —"
        case .pictureFile: "— \(counted(count)) —"
        }
    }

    /// What the reload key does, for the status line: `reloads the catalog`.
    package var reloadDescription: String {
        switch self {
        case .product: "reloads the catalog"
        case .pictureFile: "scans the folders again"
        }
    }

    /// What to do instead when there is no terminal to browse in.
    package var withoutTerminalHint: String {
        switch self {
        case .product: "To print one frame without a terminal, use: waterfall dump --width 100 --height 40"
        case .pictureFile: "waterfall photos draws in a terminal only; run it in one (to pipe the pictures you mark: waterfall photos -o DIR | xargs …)"
        }
    }

    /// The status line after `count` more entries were skipped, the first of them `first` when
    /// it is still kept in full; `listKey` is the key that lists them.
    package func skippedNotice(count: Int, first: CatalogIssue?, listKey: String) -> String {
        let plural = count == 1 ? "" : "s"
        switch (self, first) {
        case (.product, let first?): return count == 1 ? "skipped a bad item: \(first)" : "skipped \(count) bad items; first: \(first)"
        case (.pictureFile, let first?):
            return count == 1 ? "skipped a file: \(first)" : "skipped \(count) files (\(listKey) lists them); first: \(first)"
        case (_, nil): return "skipped \(count) more \(skippedNoun)\(plural) (\(listKey) lists them)"
        }
    }
}
