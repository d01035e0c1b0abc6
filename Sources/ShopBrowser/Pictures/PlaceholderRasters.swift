import ShopCatalog
import WaterfallTUI

/// The thumbnails drawn into image areas, by thumbnail and area, within a byte budget: cycled
/// copies of an item, and cards scrolled away and back, reuse them. Every card on screen looks
/// its placeholder up in every frame, so a hit is one dictionary lookup — no lock (the UI thread
/// alone uses it) and no bookkeeping of uses: when the budget is full the oldest drawn go first
/// (a placeholder is cheap to draw again).
final class PlaceholderRasters {
    /// The rasters by key.
    private var rasters: [PlaceholderKey: SymbolRaster] = [:]
    /// The keys in the order they were stored, oldest first, from ``oldest``.
    private var order: [PlaceholderKey] = []
    /// The index in ``order`` of the oldest key still stored.
    private var oldest = 0
    /// The bytes the rasters take.
    private var totalBytes = 0
    /// The most bytes kept.
    let budget: Int

    /// An empty store of at most `budget` bytes.
    init(budget: Int) {
        self.budget = budget
    }

    /// The raster stored under `key`. O(1).
    func value(for key: PlaceholderKey) -> SymbolRaster? {
        rasters[key]
    }

    /// Stores `raster` under `key`, then drops the oldest until the total fits the budget (a
    /// raster larger than the budget is not kept). O(1) amortised.
    func store(_ raster: SymbolRaster, for key: PlaceholderKey) {
        let bytes = Self.bytes(of: raster)
        guard bytes <= budget, rasters[key] == nil else { return }
        rasters[key] = raster
        order.append(key)
        totalBytes += bytes
        while totalBytes > budget, oldest < order.count {
            if let dropped = rasters.removeValue(forKey: order[oldest]) {
                totalBytes -= Self.bytes(of: dropped)
            }
            oldest += 1
        }
        if oldest > 64, oldest * 2 > order.count {
            order.removeFirst(oldest)
            oldest = 0
        }
    }

    /// The number of rasters stored.
    var count: Int { rasters.count }

    /// The bytes `raster` takes.
    private static func bytes(of raster: SymbolRaster) -> Int {
        raster.cells.count * MemoryLayout<Cell>.stride
    }
}

/// A thumbnail drawn into an area of `columns × rows` cells.
struct PlaceholderKey: Hashable, Sendable {
    let thumbnail: Thumbnail
    let columns: Int
    let rows: Int

    /// How many of the thumbnail's pixels the hash takes.
    static let hashedPixels = 8

    /// Hashes the area, the thumbnail's size and a few of its pixels spread over it, not all of
    /// them: every card on screen looks its placeholder up in every frame. Equal keys still hash
    /// alike (equality compares every pixel). O(1).
    func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(rows)
        hasher.combine(thumbnail.width)
        hasher.combine(thumbnail.height)
        let pixels = thumbnail.pixels
        for index in stride(from: 0, to: pixels.count, by: max(1, pixels.count / Self.hashedPixels)) {
            hasher.combine(pixels[index])
        }
    }
}
