/// How the browser arranges the loaded items: grouping, order within groups, and filter.
package struct ArrangementRules: Sendable, Hashable {
    /// What the cards are grouped by.
    package var grouping: Grouping
    /// The order within each group.
    package var sort: SortOrder
    /// Which items are shown.
    package var filter: ItemFilter

    /// Creates rules; the default shows every item in catalog order, ungrouped.
    package init(grouping: Grouping = .none, sort: SortOrder = .catalog, filter: ItemFilter = ItemFilter()) {
        self.grouping = grouping
        self.sort = sort
        self.filter = filter
    }

    /// Whether the rules show the catalog as it is.
    package var isDefault: Bool { self == ArrangementRules() }
}
