/// A waterfall (masonry) layout: items of varying height packed into columns, each new item going
/// into the shortest column, in one or more sections, in terminal-cell units.
///
/// The layout is a value type with no I/O and no knowledge of views. Items are numbered by a
/// global index over all sections (section 0's items first). The caller measures items through an
/// ``ItemMeasure`` given the column width, or appends already measured ``ItemSize``s.
///
/// An item covers one column, several adjacent ones or all of them (``ItemSpan``); how a section
/// places items of several columns is its ``PlacementRule``.
///
/// Costs, for `N` items and `C` columns in a section:
/// - ``append(_:)`` and ``append(count:measure:)``: O(C) per appended item, O(C·k) for an item of
///   `k` columns (and the look-ahead's choice under ``PlacementRule/fillGaps(lookahead:)``);
///   existing frames never move.
/// - ``frame(ofItem:)``: O(log S) for `S` sections.
/// - ``items(intersecting:)``: O(C log N + k) for `k` items returned.
/// - ``item(atX:y:)``, ``itemLeft(of:)``, ``itemRight(of:)``: O(log N); ``itemAbove(_:)`` and
///   ``itemBelow(_:)``: O(k log N) for an item of `k` columns.
/// - changes that move frames (width, columns, spacing, insets, direction, heights, inserts,
///   removals): a re-pack from the first changed section, O(C) per item re-packed.
///
/// Memory: about 20 bytes per item (y, height, column, span and one entry in a column list; an item
/// of `k` columns has an entry in each of its `k` lists).
public struct WaterfallLayout: Sendable {
    /// The layout-wide settings in force.
    public internal(set) var options: LayoutOptions
    /// The sections, in order.
    var sections: [SectionState]
    /// Every item's placement.
    var store: ItemStore

    /// The largest column count a section may have.
    public static let maximumColumnCount = Int(UInt16.max) - 1

    /// Creates an empty layout with the given options and sections (at least one: an empty list
    /// gives one section with the default configuration).
    public init(options: LayoutOptions, sections: [SectionConfiguration] = [SectionConfiguration()]) {
        self.options = options.normalized
        self.sections = []
        self.store = ItemStore()
        let configurations = sections.isEmpty ? [SectionConfiguration()] : sections
        for configuration in configurations {
            appendSection(configuration)
        }
    }

    /// Creates an empty single-section layout `width` cells wide.
    public init(width: Int, section: SectionConfiguration = SectionConfiguration(), direction: RenderDirection = .shortestFirst) {
        self.init(options: LayoutOptions(width: width, direction: direction), sections: [section])
    }

    /// The number of items in all sections.
    public var itemCount: Int { store.count }

    /// The number of sections.
    public var sectionCount: Int { sections.count }

    /// The configuration of `section` (normalized: counts and distances valid).
    public func configuration(ofSection section: Int) -> SectionConfiguration {
        sections[section].configuration
    }

    /// The horizontal geometry of `section` for the current width.
    public func geometry(ofSection section: Int) -> SectionGeometry {
        sections[section].geometry
    }

    /// The global indices of the items of `section`.
    public func itemRange(ofSection section: Int) -> Range<Int> {
        sections[section].itemRange
    }

    /// The section holding item `index`. O(log S).
    public func section(ofItem index: Int) -> Int {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].itemStart <= index { low = mid } else { high = mid - 1 }
        }
        // Empty sections share their start with the next one; the item belongs to the last of them.
        return low
    }

    /// The total height of the content: the last section's bottom, at least the minimum content height.
    public var contentHeight: Int {
        max(sections.last?.bottom ?? 0, options.minimumContentHeight)
    }

    /// The frame of item `index`. O(log S). An item the look-ahead still holds back (see
    /// ``isPlaced(_:)``) has a frame of height 0 at the bottom of its section's placed items.
    public func frame(ofItem index: Int) -> Rect {
        let state = sections[section(ofItem: index)]
        let geometry = state.geometry
        let span = store.columnSpan(of: index, columnCount: geometry.columnCount)
        let column = store.columns[index]
        guard column != ItemStore.waitingMarker else {
            return Rect(x: geometry.contentX, y: state.itemsBottom, width: geometry.width(ofColumns: span), height: 0)
        }
        return Rect(
            x: geometry.x(ofColumn: Int(column)), y: store.ys[index], width: geometry.width(ofColumns: span),
            height: Int(store.heights[index])
        )
    }

    /// The column of item `index` (the leftmost of an item of several columns), or nil when it spans
    /// all columns as ``ItemSpan/full`` or is not placed yet.
    public func column(ofItem index: Int) -> Int? {
        let column = store.columns[index]
        guard column != ItemStore.waitingMarker, store.spans[index] != ItemStore.fullSpanMarker else { return nil }
        return Int(column)
    }

    /// Whether item `index` spans all columns of its section as ``ItemSpan/full``.
    public func isFullSpan(_ index: Int) -> Bool { store.spans[index] == ItemStore.fullSpanMarker }

    /// The frame of `section`'s header, nil when it has none.
    public func headerFrame(inSection section: Int) -> Rect? {
        sections[section].headerFrame(width: options.width)
    }

    /// The frame of `section`'s footer (under its tallest column), nil when it has none.
    public func footerFrame(inSection section: Int) -> Rect? {
        sections[section].footerFrame(width: options.width)
    }

    /// The y where `section` begins and the y where it ends.
    public func verticalExtent(ofSection section: Int) -> Range<Int> {
        sections[section].top ..< sections[section].bottom
    }
}
