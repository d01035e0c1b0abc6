import Pixels

/// Shows pictures as sixel images (xterm `-ti vt340`, mlterm, foot, WezTerm, Konsole, Windows
/// Terminal). Sixel pixels live in the cells: writing a cell erases them, a band scroll moves
/// them with the text, and the terminal keeps no image to show again, so every placement is sent
/// in full (its visible part only, cut to whole cells).
///
/// Each frame's output is wrapped in DECSC/DECRC (`ESC 7` … `ESC 8`), which saves and restores
/// the cursor and the attributes ncurses believes are in force. Removed placements are erased by
/// writing their cells again from the canvas (spaces clear sixel pixels in every terminal). A
/// placement never reaches the screen's last row, so drawing it can never scroll the screen.
/// A terminal drops a sixel picture larger than its limit (xterm's `maxGraphicSize`, 1000×1000
/// by default, which a full-width banner or a one-column card exceeds), so a placement larger
/// than ``maximumSize`` is sent as tiles of whole cells within it, each at its own top-left cell:
/// the terminal shows all of it, at full resolution. Encoded images are kept (up to
/// ``cacheBudget`` bytes) so a picture shown again after a scroll is not encoded again.
public final class SixelWriter: PixelWriter {
    /// The size of a cell in pixels.
    public let cellSize: Size
    /// Encodes the pictures.
    public let encoder: SixelEncoder
    /// The most bytes of encoded images kept for sending again.
    public let cacheBudget: Int
    /// The largest picture the terminal shows (XTSMGRAPHICS), in pixels; nil: no limit known.
    public let maximumSize: Size?
    private var cache: [EncodedKey: [UInt8]] = [:]
    private var cacheOrder: [EncodedKey] = []
    private var cachedBytes = 0

    /// One encoded part of an image.
    private struct EncodedKey: Hashable {
        let id: UInt32
        let x: Int
        let y: Int
        let width: Int
        let height: Int
    }

    /// A writer for cells of `cellSize` pixels, with a palette of up to `colorRegisters` colours,
    /// sending no picture larger than `maximumSize` pixels.
    public init(cellSize: Size, colorRegisters: Int = 256, maximumSize: Size? = nil, cacheBudget: Int = 8 << 20) {
        self.cellSize = cellSize
        self.encoder = SixelEncoder(maxColors: max(2, min(256, colorRegisters)))
        self.maximumSize = maximumSize
        self.cacheBudget = cacheBudget
    }

    /// True: sixel images are drawn over the cells.
    public var drawsOverCells: Bool { true }
    /// True: a scrolled band carries its sixel pixels along.
    public var pixelsMoveWithScroll: Bool { true }
    /// True: writing a cell erases the pixels in it.
    public var pixelsLiveInCells: Bool { true }

    /// False: every sixel placement costs its whole image in bytes, so none is sent while keys
    /// are arriving.
    public func isCheap(_ placement: PicturePlacement) -> Bool {
        false
    }

    /// Cursor save, the repainted cells, each new placement's visible part (in tiles within
    /// ``maximumSize``) at its top-left cell, cursor restore. O(repainted cells + pixels encoded).
    public func bytes(for frame: PixelFrame, screen: Size, colorMode: ColorMode) -> [UInt8] {
        guard !frame.repaint.isEmpty || !frame.show.isEmpty else { return [] }
        var output: [UInt8] = Array("\u{1B}7".utf8)
        output += Array(AnsiRenderer.render(runs: frame.repaint, colorMode: colorMode).utf8)
        for placement in frame.show {
            for tile in tiles(of: placement) {
                let key = key(for: tile, screen: screen)
                guard key.width > 0, key.height > 0 else { continue }
                output += Array("\u{1B}[\(tile.visible.y + 1);\(tile.visible.x + 1)H".utf8)
                output += encoded(tile.image, key: key)
            }
        }
        output += Array("\u{1B}8".utf8)
        return output
    }

    /// Encodes the visible parts of `placements` into the cache and sends nothing, so that
    /// showing one later costs only its bytes. O(pixels encoded).
    public func bytesPreparing(_ placements: [PicturePlacement], screen: Size) -> [UInt8] {
        for placement in placements {
            for tile in tiles(of: placement) {
                let key = key(for: tile, screen: screen)
                if key.width > 0, key.height > 0 { _ = encoded(tile.image, key: key) }
            }
        }
        return []
    }

    /// `placement` cut into pieces of whole cells no larger than ``maximumSize`` (itself when it
    /// fits or no limit is known), left to right, top to bottom.
    func tiles(of placement: PicturePlacement) -> [PicturePlacement] {
        guard let maximumSize, cellSize.width > 0, cellSize.height > 0 else { return [placement] }
        let columns = max(1, maximumSize.width / cellSize.width)
        let rows = max(1, maximumSize.height / cellSize.height)
        let visible = placement.visible
        guard visible.width > columns || visible.height > rows else { return [placement] }
        return stride(from: visible.minY, to: visible.maxY, by: rows).flatMap { top in
            stride(from: visible.minX, to: visible.maxX, by: columns).map { left in
                let piece = Rect(x: left, y: top, width: min(columns, visible.maxX - left), height: min(rows, visible.maxY - top))
                return PicturePlacement(image: placement.image, frame: placement.frame, visible: piece)
            }
        }
    }

    /// Nothing: the terminal keeps no sixel images.
    public func bytesReleasingImages() -> [UInt8] {
        cache.removeAll()
        cacheOrder.removeAll()
        cachedBytes = 0
        return []
    }

    /// The pixels `placement` shows: its visible part in whole cells, without the screen's last
    /// row.
    private func key(for placement: PicturePlacement, screen: Size) -> EncodedKey {
        var source = placement.sourceRectangle(cellSize: cellSize)
        if placement.visible.maxY >= screen.height {
            let rows = max(0, screen.height - 1 - placement.visible.y)
            source.height = min(source.height, rows * cellSize.height)
        }
        return EncodedKey(id: placement.image.id, x: source.x, y: source.y, width: source.width, height: source.height)
    }

    /// The sixel bytes of `key`'s part of `image`, from the cache or encoded now.
    private func encoded(_ image: PixelImage, key: EncodedKey) -> [UInt8] {
        if let bytes = cache[key] { return bytes }
        let bytes = encoder.encode(image.picture.cropped(x: key.x, y: key.y, width: key.width, height: key.height))
        cache[key] = bytes
        cacheOrder.append(key)
        cachedBytes += bytes.count
        while cachedBytes > cacheBudget, !cacheOrder.isEmpty {
            let oldest = cacheOrder.removeFirst()
            cachedBytes -= cache.removeValue(forKey: oldest)?.count ?? 0
        }
        return bytes
    }
}
