extension WaterfallLayout {
    /// Adds an empty section after the last one; later appends go into it. O(C). The items the
    /// previous section's look-ahead held back are placed first (see ``placeWaitingItems()``).
    public mutating func appendSection(_ configuration: SectionConfiguration) {
        if !sections.isEmpty { placeWaitingItems() }
        var normalized = configuration.normalized
        normalized.columnCount = min(normalized.columnCount, Self.maximumColumnCount)
        let top = sections.last?.bottom ?? 0
        sections.append(SectionState(configuration: normalized, width: options.width, top: top, itemStart: itemCount))
    }

    /// The widths an item of the last section gets, for measuring items before ``append(_:)``.
    public var widthsForAppending: ItemWidths {
        sections[sections.count - 1].geometry.itemWidths
    }

    /// Appends already measured items to the last section. Only the new items are placed (under
    /// ``PlacementRule/fillGaps(lookahead:)``, a span waits for the items after it, see
    /// ``waitingItems``): existing frames never move. O(C) per item, O(C·k) per item of `k`
    /// columns. (Inlinable so that it is specialized for the caller's
    /// sequence type; the per-item work is in a non-generic function.)
    @inlinable
    public mutating func append<Sizes: Sequence>(_ sizes: Sizes) where Sizes.Element == ItemSize {
        append(batch: Array(sizes))
    }

    /// Measures `count` new items with `measure` and appends them to the last section, as
    /// ``append(_:)``. `measure` is called once per item with its global index.
    public mutating func append(count: Int, measure: ItemMeasure) {
        let widths = widthsForAppending
        let start = itemCount
        append(batch: (0 ..< max(0, count)).map { measure(start + $0, widths) })
    }

    /// Appends and places measured items at the end of the last section. O(C) per item.
    @usableFromInline
    mutating func append(batch: [ItemSize]) {
        guard !batch.isEmpty else { return }
        let last = sections.count - 1
        store.add(batch, policy: options.heightPolicy)
        sections[last].itemCount += batch.count
        sections[last].isSettled = false
        store.placeWaitingItems(in: &sections[last], direction: options.direction)
    }

    /// Re-places every item of sections `first...` from their stored heights and spans. O(C) per
    /// item, O(C·k) per item of `k` columns.
    mutating func repack(fromSection first: Int) {
        let direction = options.direction
        for sectionIndex in first ..< sections.count {
            let top = sectionIndex == 0 ? 0 : sections[sectionIndex - 1].bottom
            sections[sectionIndex].geometry = SectionGeometry(
                section: sections[sectionIndex].configuration, width: options.width
            )
            sections[sectionIndex].reset(top: top, keepingCapacity: true)
            // The look-ahead skips items already placed; the greedy rule places every item in order.
            if sections[sectionIndex].configuration.placement != .shortestColumn {
                store.markUnplaced(sections[sectionIndex].itemRange)
            }
            store.placeWaitingItems(in: &sections[sectionIndex], direction: direction)
        }
    }
}
