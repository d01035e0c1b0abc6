/// Packing policy for changes: any change that can move frames re-packs, from stored heights, every
/// item from the start of the first section it touches to the end. Items before that section keep
/// their frames. Re-packing is O(C) per item and needs no measuring, except when a column width
/// changes: then every item of the affected sections is measured again first.
extension WaterfallLayout {
    /// Applies new layout-wide options. Nothing happens when nothing changes; a new width or height
    /// policy re-measures and re-packs every item, a new direction re-packs. `measure` is only
    /// called when the width or the height policy changes.
    public mutating func setOptions(_ newOptions: LayoutOptions, measure: ItemMeasure) {
        let normalized = newOptions.normalized
        guard normalized != options else { return }
        let needsMeasuring = normalized.width != options.width || normalized.heightPolicy != options.heightPolicy
        let needsPacking = needsMeasuring || normalized.direction != options.direction
        options = normalized
        if needsMeasuring {
            remeasure(sections: 0 ..< sections.count, measure: measure)
        }
        if needsPacking {
            repack(fromSection: 0)
        }
    }

    /// Applies a new configuration to `section`. Nothing happens when nothing changes; a change of
    /// column count, column spacing or side insets re-measures that section's items; any change
    /// re-packs from that section on. `measure` is only called when column widths change.
    public mutating func setConfiguration(_ configuration: SectionConfiguration, ofSection section: Int, measure: ItemMeasure) {
        var normalized = configuration.normalized
        normalized.columnCount = min(normalized.columnCount, Self.maximumColumnCount)
        let old = sections[section]
        guard normalized != old.configuration else { return }
        sections[section].configuration = normalized
        if SectionGeometry(section: normalized, width: options.width).itemWidths != old.geometry.itemWidths {
            remeasure(sections: section ..< section + 1, measure: measure)
        }
        repack(fromSection: section)
    }

    /// Measures the given items again with `measure` and re-packs from the first section holding one
    /// of them. Use it when items' heights change (an image loaded, text edited).
    public mutating func invalidateItems<Indices: Sequence>(_ indices: Indices, measure: ItemMeasure) where Indices.Element == Int {
        var firstSection: Int?
        for index in indices {
            let sectionIndex = section(ofItem: index)
            setSize(measure(index, sections[sectionIndex].geometry.itemWidths), ofItem: index)
            firstSection = min(firstSection ?? sectionIndex, sectionIndex)
        }
        if let firstSection { repack(fromSection: firstSection) }
    }

    /// Inserts `count` items measured by `measure` so that the first gets global index `index`
    /// (`itemCount` appends). An index on a section boundary inserts at the end of the earlier
    /// non-empty section unless `section` names the one to insert into. Re-packs from that section.
    public mutating func insertItems(at index: Int, count: Int, inSection section: Int? = nil, measure: ItemMeasure) {
        guard count > 0 else { return }
        let target = section ?? sectionForInsertion(at: index)
        let widths = sections[target].geometry.itemWidths
        let policy = options.heightPolicy
        var sizes: [ItemSize] = []
        sizes.reserveCapacity(count)
        for offset in 0 ..< count {
            sizes.append(measure(index + offset, widths))
        }
        store.insert(sizes, at: index, policy: policy)
        sections[target].itemCount += count
        for later in sections.indices.dropFirst(target + 1) {
            sections[later].itemStart += count
        }
        repack(fromSection: target)
    }

    /// Removes the items in `range` and re-packs from the first section that held one. Sections stay,
    /// possibly empty.
    public mutating func removeItems(in range: Range<Int>) {
        let range = range.clamped(to: 0 ..< itemCount)
        guard !range.isEmpty else { return }
        let first = section(ofItem: range.lowerBound)
        store.remove(range)
        for sectionIndex in sections.indices.dropFirst(first) {
            let items = sections[sectionIndex].itemRange
            let removedBefore = max(0, min(range.upperBound, items.lowerBound) - range.lowerBound)
            let removedInside = items.clamped(to: range).count
            sections[sectionIndex].itemStart -= removedBefore
            sections[sectionIndex].itemCount -= removedInside
        }
        repack(fromSection: first)
    }

    /// Removes every item; sections and their configurations stay.
    public mutating func removeAllItems() {
        removeItems(in: 0 ..< itemCount)
    }

    /// The section an insertion at global `index` goes into when none is named.
    private func sectionForInsertion(at index: Int) -> Int {
        guard index > 0 else { return sections.firstIndex { $0.itemCount > 0 } ?? 0 }
        return section(ofItem: index - 1)
    }

    /// Stores a corrected height and span for an existing item (without placing it).
    private mutating func setSize(_ size: ItemSize, ofItem index: Int) {
        store.set(size, ofItem: index, policy: options.heightPolicy)
    }

    /// Measures again every item of `range`'s sections with their current geometry.
    private mutating func remeasure(sections range: Range<Int>, measure: ItemMeasure) {
        for sectionIndex in range {
            let geometry = SectionGeometry(section: sections[sectionIndex].configuration, width: options.width)
            sections[sectionIndex].geometry = geometry
            let widths = geometry.itemWidths
            for index in sections[sectionIndex].itemRange {
                setSize(measure(index, widths), ofItem: index)
            }
        }
    }
}
