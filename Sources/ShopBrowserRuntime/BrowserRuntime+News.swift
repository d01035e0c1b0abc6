import ShopBrowser

extension BrowserRuntime {
    /// Which background sources ``collect(now:from:)`` takes news from.
    package struct NewsSources: OptionSet, Sendable {
        /// The set's bits, one a source.
        package let rawValue: Int
        /// Creates a set from its raw bits.
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// The pager's report.
        package static let pages = NewsSources(rawValue: 1)
        /// Finished photos and the network's transfers.
        package static let pictures = NewsSources(rawValue: 2)
        /// Changes to the items (once every page is in).
        package static let changes = NewsSources(rawValue: 4)
        /// The model's timer.
        package static let timer = NewsSources(rawValue: 8)
        /// Every source.
        package static let all: NewsSources = [.pages, .pictures, .changes, .timer]
    }

    /// What ``collect(now:from:)`` sent the model.
    package struct CollectedNews: Sendable, Equatable {
        /// A pager report.
        package var page = false
        /// Finished photos or new transfer figures.
        package var pictures = false
        /// Changes to the items.
        package var changes = false
        /// The timer's tick.
        package var tick = false

        /// Whether anything was sent.
        package var isEmpty: Bool { !(page || pictures || changes || tick) }
    }
}
