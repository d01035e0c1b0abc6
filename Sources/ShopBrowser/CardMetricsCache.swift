import ShopCatalog
import WaterfallLayout

/// The one owner of card measurements: each loaded item's ``CardMetrics`` is built once per
/// section widths (and banner height limit), at the width of its span, and then serves its size
/// to the layout, its cell and its drawing.
///
/// Heights are kept for every loaded item (four bytes each), so re-sorting, re-grouping and
/// filtering re-pack the layout without wrapping a title again. Whole metrics (with the wrapped
/// title lines) are kept for the cards measured or shown most recently — a few screens' worth, in
/// two generations: when the newer one is full it becomes the older and the oldest is dropped —
/// so memory stays flat however many items are loaded. Other widths start over.
struct CardMetricsCache {
    /// The most whole metrics one generation holds.
    static let generationCapacity = 1_024

    /// The shape of the terminal's cells the cards are measured for (``CardMetrics/assumedCellShape``
    /// unless the terminal said).
    let cellShape: Size
    /// The widths the stored measurements are for.
    private var widths = ItemWidths(column: -1, fullSpan: -1)
    /// The height limit of full-span cards the stored measurements are for.
    private var fullSpanHeightLimit: Int?
    /// Every loaded item's card height at ``widths`` (at its span's width); 0 while not measured.
    private var heights: [Int32] = []
    /// Whole metrics of the items measured or shown most recently, by loaded-item index.
    private var newer: [Int: CardMetrics] = [:]
    /// The generation before ``newer``.
    private var older: [Int: CardMetrics] = [:]

    /// An empty cache measuring cards for cells of `cellShape`.
    init(cellShape: Size = CardMetrics.assumedCellShape) {
        self.cellShape = cellShape
    }

    /// The metrics of `item` (loaded item `index`) on a card covering `span` in a section with
    /// `widths`: as wide as its columns (and a banner at most `fullSpanHeightLimit` rows tall).
    /// Amortized O(1) when measured before, else O(title length).
    mutating func metrics(of item: CatalogItem, at index: Int, span: ItemSpan, widths: ItemWidths, fullSpanHeightLimit: Int?) -> CardMetrics {
        adopt(widths, fullSpanHeightLimit)
        if let metrics = newer[index] { return metrics }
        let metrics =
            older[index] ?? CardMetrics(item: item, width: widths.width(of: span), fullSpanHeightLimit: fullSpanHeightLimit, cellShape: cellShape)
        remember(metrics, at: index)
        return metrics
    }

    /// The metrics ``metrics(of:at:span:widths:fullSpanHeightLimit:)`` gives, read without
    /// keeping anything: measured now when they are not kept for these widths. For drawing, which
    /// changes nothing. O(1) when kept, else O(title length).
    func peek(_ item: CatalogItem, at index: Int, span: ItemSpan, widths: ItemWidths, fullSpanHeightLimit: Int?) -> CardMetrics {
        if widths == self.widths, fullSpanHeightLimit == self.fullSpanHeightLimit, let metrics = newer[index] ?? older[index] {
            return metrics
        }
        return CardMetrics(item: item, width: widths.width(of: span), fullSpanHeightLimit: fullSpanHeightLimit, cellShape: cellShape)
    }

    /// The size of `item`'s card (loaded item `index`) covering `span` in a section with `widths`.
    /// O(1) when measured before at these widths and limit, else as
    /// ``metrics(of:at:span:widths:fullSpanHeightLimit:)``.
    mutating func size(of item: CatalogItem, at index: Int, span: ItemSpan, widths: ItemWidths, fullSpanHeightLimit: Int?) -> ItemSize {
        adopt(widths, fullSpanHeightLimit)
        if index < heights.count, heights[index] != 0 {
            return ItemSize(height: Int(heights[index]), span: span)
        }
        let metrics = metrics(of: item, at: index, span: span, widths: widths, fullSpanHeightLimit: fullSpanHeightLimit)
        return ItemSize(height: metrics.height, span: span)
    }

    /// Forgets every measurement (the items were replaced).
    mutating func removeAll() {
        heights.removeAll()
        newer.removeAll()
        older.removeAll()
    }

    /// Starts over when `widths` or the limit differ from the stored measurements'.
    private mutating func adopt(_ widths: ItemWidths, _ fullSpanHeightLimit: Int?) {
        guard widths != self.widths || fullSpanHeightLimit != self.fullSpanHeightLimit else { return }
        self.widths = widths
        self.fullSpanHeightLimit = fullSpanHeightLimit
        heights.removeAll(keepingCapacity: true)
        newer.removeAll()
        older.removeAll()
    }

    /// Keeps `metrics` as loaded item `index`'s, and its height.
    private mutating func remember(_ metrics: CardMetrics, at index: Int) {
        if newer.count >= Self.generationCapacity {
            older = newer
            newer.removeAll(keepingCapacity: true)
        }
        newer[index] = metrics
        guard metrics.height > 0, metrics.height <= Int(Int32.max) else { return }
        if index >= heights.count {
            heights.append(contentsOf: repeatElement(0, count: index + 1 - heights.count))
        }
        heights[index] = Int32(metrics.height)
    }
}
