import WaterfallLayout

/// Lays out a planned list of sections, taking what it can from the old layout: the sections before
/// the first one that changes keep their placement untouched, and items that stay keep their stored
/// sizes unless their widths or the height policy changed. Every item from the first changed section
/// on is placed once (one re-pack), through the layout's own updates: its items are removed, the
/// sections are reconfigured or appended while empty, then filled in order.
///
/// Each of those layout updates also resets every later (empty) section, so for `L` sections from
/// the first change on they cost O(L²) besides the items; when that exceeds the items before the
/// change, and when sections are deleted (the layout has no way to drop one) or the options change,
/// every item is laid out again instead, still once: O(N + S).
struct LayoutRebuild {
    /// One section of the new layout.
    struct Section {
        /// Its configuration.
        var configuration: SectionConfiguration
        /// The old layout's section its kept items come from, nil for a new section.
        var origin: Int?
        /// Where its items come from.
        var items: ItemSegments
    }

    /// The layout before the change.
    let old: WaterfallLayout
    /// The options of the new layout.
    let options: LayoutOptions
    /// The sections of the new layout, at least one.
    let sections: [Section]

    /// The new layout. `measure` is called, in index order, with the new flat index of every new,
    /// reloaded or re-measured item. O(C) per item from the first changed section on. When the old
    /// layout was settled (no more items will come), so is the new one.
    func build(measure: ItemMeasure) -> WaterfallLayout {
        var layout = unsettled(measure: measure)
        if old.isSettled && !layout.isSettled { layout.placeWaitingItems() }
        return layout
    }

    /// The new layout as its updates leave it: its last section's look-ahead waiting again.
    private func unsettled(measure: ItemMeasure) -> WaterfallLayout {
        let fresh = WaterfallLayout(options: options, sections: [sections[0].configuration])
        guard fresh.options == old.options, sections.count >= old.sectionCount else { return rebuilt(from: fresh, measure: measure) }
        guard let first = firstChangedSection() else { return old }
        let kept = first < old.sectionCount ? old.itemRange(ofSection: first).lowerBound : old.itemCount
        let later = sections.count - first
        guard first > 0, later * later * Self.sectionResetCost <= kept else { return rebuilt(from: fresh, measure: measure) }
        return updated(from: first, measure: measure)
    }

    /// Every section laid out into `fresh` (which holds the first, empty), appending only: O(N + S).
    private func rebuilt(from fresh: WaterfallLayout, measure: ItemMeasure) -> WaterfallLayout {
        var layout = fresh
        for index in sections.indices {
            if index > 0 { layout.appendSection(sections[index].configuration) }
            layout.append(sizes(of: index, in: layout, startingAt: layout.itemCount, measure: measure))
        }
        return layout
    }

    /// The old layout with its sections from `first` on emptied, reconfigured and filled again in
    /// order (sections after the one being filled are empty, so its end is the layout's end).
    private func updated(from first: Int, measure: ItemMeasure) -> WaterfallLayout {
        var layout = old
        if first < old.sectionCount {
            layout.removeItems(in: old.itemRange(ofSection: first).lowerBound ..< old.itemCount)
            for index in first ..< old.sectionCount {
                layout.setConfiguration(sections[index].configuration, ofSection: index, measure: measure)
            }
        }
        for index in old.sectionCount ..< sections.count {
            layout.appendSection(sections[index].configuration)
        }
        for index in first ..< sections.count {
            let start = layout.itemCount
            let sizes = sizes(of: index, in: layout, startingAt: start, measure: measure)
            layout.insertItems(at: start, count: sizes.count, inSection: index) { itemIndex, _ in sizes[itemIndex - start] }
        }
        return layout
    }

    /// About what one reset of an empty section costs, in item placements (it allocates).
    private static let sectionResetCost = 16

    /// The first section that differs from the old layout's section at its index (configuration,
    /// origin or items), nil when none does.
    private func firstChangedSection() -> Int? {
        sections.indices.first { index in
            guard index < old.sectionCount else { return true }
            let section = sections[index]
            return section.origin != index || !section.items.keepsExactly(old.itemRange(ofSection: index))
                || section.configuration != old.configuration(ofSection: index)
        }
    }

    /// The sizes of section `index`'s items, which get flat indices from `start` on in `layout`
    /// (already configured for that section): stored sizes for kept items whose widths did not
    /// change, `measure` for the others.
    private func sizes(of index: Int, in layout: WaterfallLayout, startingAt start: Int, measure: ItemMeasure) -> [ItemSize] {
        let section = sections[index]
        let widths = layout.geometry(ofSection: index).itemWidths
        let reusesSizes =
            section.origin.map { origin in
                old.options.heightPolicy == layout.options.heightPolicy && old.geometry(ofSection: origin).itemWidths == widths
            } ?? false
        var sizes: [ItemSize] = []
        sizes.reserveCapacity(section.items.count)
        for run in section.items.runs {
            switch run {
            case .kept(let range) where reusesSizes:
                for oldIndex in range {
                    sizes.append(old.size(ofItem: oldIndex))
                }
            case .kept, .reloaded, .inserted:
                for _ in 0 ..< run.count {
                    sizes.append(measure(start + sizes.count, widths))
                }
            }
        }
        return sizes
    }
}
