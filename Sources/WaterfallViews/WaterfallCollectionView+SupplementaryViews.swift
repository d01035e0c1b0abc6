import WaterfallLayout

/// Section headers and footers as live views: virtualized and reused like cells, with a pool per
/// kind. Only elements for which the data source gives a view are live.
extension WaterfallCollectionView {
    /// A view from the reuse pool of `kind`, or nil when it is empty; for the data source's
    /// `viewForSupplementaryElement`. Every pooled view has had ``ReusableCell/prepareForReuse()``. O(1).
    public func dequeueReusableSupplementaryView(ofKind kind: SupplementaryElement.Kind) -> Cell? {
        switch kind {
        case .header: headerPool.dequeue()
        case .footer: footerPool.dequeue()
        }
    }

    /// The counters of supplementary-view traffic so far, both kinds together.
    public var supplementaryStatistics: ReuseStatistics {
        ReuseStatistics(
            created: headerPool.created + footerPool.created,
            dequeued: headerPool.dequeued + footerPool.dequeued,
            enqueued: headerPool.enqueued + footerPool.enqueued,
            live: visibleSupplementaryViews.count,
            pooled: headerPool.views.count + footerPool.views.count
        )
    }

    /// The live view of `element`, nil when it has none. O(1).
    public func supplementaryView(for element: SupplementaryElement) -> Cell? {
        visibleSupplementaryViews[element]
    }

    /// The frame of `element` in content coordinates, nil when its section has no such band or
    /// does not exist. O(1).
    public func frame(of element: SupplementaryElement) -> Rect? {
        Self.frame(of: element, in: layout)
    }

    /// The frame of `element` in `layout`, nil when its section has no such band or does not exist.
    static func frame(of element: SupplementaryElement, in layout: WaterfallLayout) -> Rect? {
        guard element.section >= 0, element.section < layout.sectionCount else { return nil }
        switch element.kind {
        case .header: return layout.headerFrame(inSection: element.section)
        case .footer: return layout.footerFrame(inSection: element.section)
        }
    }

    /// Calls `body` with every section header and footer whose frame shares a row with `rows`, in
    /// content order. O(log S + s) for `s` sections met.
    public func forEachSupplementaryElement(intersecting rows: Range<Int>, _ body: (SupplementaryElement, Rect) -> Void) {
        Self.forEachElement(of: layout, intersecting: rows, body)
    }

    /// ``forEachSupplementaryElement(intersecting:_:)`` over `layout` (a local copy: the loop then
    /// touches no stored property, so no exclusivity check per section probed).
    static func forEachElement(of layout: WaterfallLayout, intersecting rows: Range<Int>, _ body: (SupplementaryElement, Rect) -> Void) {
        guard !rows.isEmpty else { return }
        // The first section ending below the range's top.
        var low = 0
        var high = layout.sectionCount
        while low < high {
            let mid = (low + high) / 2
            if layout.verticalExtent(ofSection: mid).upperBound > rows.lowerBound { high = mid } else { low = mid + 1 }
        }
        for section in low ..< layout.sectionCount {
            if layout.verticalExtent(ofSection: section).lowerBound >= rows.upperBound { break }
            if let header = layout.headerFrame(inSection: section), header.intersects(rows: rows) {
                body(SupplementaryElement(kind: .header, section: section), header)
            }
            if let footer = layout.footerFrame(inSection: section), footer.intersects(rows: rows) {
                body(SupplementaryElement(kind: .footer, section: section), footer)
            }
        }
    }

    /// Calls `body` with the element, live view and frame (content coordinates) of every header and
    /// footer that has a view and intersects the viewport. O(log S + s).
    public func forEachVisibleSupplementaryView(_ body: (SupplementaryElement, Cell, Rect) -> Void) {
        forEachSupplementaryElement(intersecting: viewportRows) { element, frame in
            if let view = visibleSupplementaryViews[element] { body(element, view, frame) }
        }
    }

    /// Brings the live supplementary views in line with `rows` of `layout` (the layout in force):
    /// enqueues the views whose elements left them and asks the data source for the elements that
    /// entered them (all elements without a view, when `previous` is nil; else only those that
    /// missed `previous`).
    func updateSupplementaryViews(rows: Range<Int>, previous: Range<Int>?, in layout: WaterfallLayout) {
        removeSupplementaryViews(outside: rows, in: layout)
        Self.forEachElement(of: layout, intersecting: rows) { element, frame in
            guard visibleSupplementaryViews[element] == nil else { return }
            if let previous, frame.intersects(rows: previous) { return }
            if let view = makeSupplementaryView(for: element) { visibleSupplementaryViews[element] = view }
        }
    }

    /// Enqueues the live supplementary views whose elements do not intersect `rows` of `layout`
    /// (the layout in force).
    func removeSupplementaryViews(outside rows: Range<Int>, in layout: WaterfallLayout) {
        guard !visibleSupplementaryViews.isEmpty else { return }
        var leaving = leavingElementsScratch
        leaving.removeAll(keepingCapacity: true)
        for element in visibleSupplementaryViews.keys where !(Self.frame(of: element, in: layout)?.intersects(rows: rows) ?? false) {
            leaving.append(element)
        }
        for element in leaving {
            if let view = visibleSupplementaryViews.removeValue(forKey: element) { enqueue(view, of: element.kind) }
        }
        leavingElementsScratch = leaving
    }

    /// Enqueues every live supplementary view (in section order, headers first).
    func enqueueAllSupplementaryViews() {
        for element in visibleSupplementaryViews.keys.sorted() {
            if let view = visibleSupplementaryViews.removeValue(forKey: element) { enqueue(view, of: element.kind) }
        }
    }

    /// Prepares `view` for reuse and puts it into the pool of `kind`.
    func enqueue(_ view: Cell, of kind: SupplementaryElement.Kind) {
        switch kind {
        case .header: headerPool.enqueue(view)
        case .footer: footerPool.enqueue(view)
        }
    }

    /// Asks the data source for `element`'s view, counting it as created unless it was dequeued.
    func makeSupplementaryView(for element: SupplementaryElement) -> Cell? {
        guard let dataSource else { return nil }
        let dequeuedBefore = headerPool.dequeued + footerPool.dequeued
        guard let view = dataSource.collectionView(self, viewForSupplementaryElement: element) else { return nil }
        if headerPool.dequeued + footerPool.dequeued == dequeuedBefore {
            switch element.kind {
            case .header: headerPool.countCreated()
            case .footer: footerPool.countCreated()
            }
        }
        return view
    }
}
