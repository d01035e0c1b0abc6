import Pixels

/// Shows pictures with kitty graphics direct placements (kitty 0.26 and other terminals without
/// Unicode placeholders). Each image is transmitted once, zlib-compressed, and kept by the terminal
/// (within ``imageBudget`` bytes of transmitted data, least recently used freed first); a placement then costs a
/// cursor move and a short command. Placements float above the text: text written under them
/// stays hidden, and a scroll is not trusted to move them, so every placement that moved or left
/// is deleted by its id. A clear of the screen makes kitty 0.26 drop placements and images alike
/// (seen under Xvfb: after Ctrl-L, placing an image sent before showed nothing), so after one
/// every image is sent again. Output is wrapped in DECSC/DECRC.
public final class KittyPlacementWriter: PixelWriter {
    /// The size of a cell in pixels (for the part of an image a placement shows).
    public let cellSize: Size
    /// The most bytes of transmitted images left in the terminal.
    public let imageBudget: Int
    private var images: KittyImageRegistry
    private var placementIDs: [PicturePlacement: UInt32] = [:]
    private var nextPlacementID: UInt32 = 1

    /// A writer for cells of `cellSize` pixels keeping up to `imageBudget` bytes in the terminal.
    public init(cellSize: Size, imageBudget: Int = 64 << 20) {
        self.cellSize = cellSize
        self.imageBudget = imageBudget
        self.images = KittyImageRegistry(budget: imageBudget)
    }

    /// True: placements are drawn over the cells.
    public var drawsOverCells: Bool { true }
    /// False: placements are deleted and placed again after a scroll.
    public var pixelsMoveWithScroll: Bool { false }
    /// False: text does not erase a placement.
    public var pixelsLiveInCells: Bool { false }

    /// Whether the terminal holds the image already (placing it is then a few bytes).
    public func isCheap(_ placement: PicturePlacement) -> Bool {
        images.contains(placement.image.id)
    }

    /// Deletes the removed placements, transmits images the terminal lacks, places the new
    /// ones, then frees images beyond the budget that nothing shows. O(bytes of new images).
    public func bytes(for frame: PixelFrame, screen: Size, colorMode: ColorMode) -> [UInt8] {
        guard !frame.remove.isEmpty || !frame.show.isEmpty else { return [] }
        var output: [UInt8] = Array("\u{1B}7".utf8)
        if frame.screenCleared {
            placementIDs.removeAll()
            output += images.removeAll().flatMap(KittyGraphicsCommand.free(id:))
        }
        for placement in frame.remove {
            if let number = placementIDs.removeValue(forKey: placement) {
                output += KittyGraphicsCommand.deletePlacement(id: placement.image.id, placement: number)
            }
        }
        for placement in frame.show {
            let id = placement.image.id
            if !images.contains(id) {
                guard let transmission = transmission(of: placement.image) else { continue }
                output += transmission
            }
            let number = placementIDs[placement] ?? nextNumber()
            placementIDs[placement] = number
            let source = placement.sourceRectangle(cellSize: cellSize)
            output += Array("\u{1B}[\(placement.visible.y + 1);\(placement.visible.x + 1)H".utf8)
            output += KittyGraphicsCommand.place(
                id: id, placement: number, x: source.x, y: source.y, width: source.width, height: source.height,
                columns: placement.visible.width, rows: placement.visible.height
            )
        }
        for id in images.evictions(keeping: Set(placementIDs.keys.map(\.image.id))) {
            output += KittyGraphicsCommand.free(id: id)
        }
        output += Array("\u{1B}8".utf8)
        return output
    }

    /// Transmits the images of `placements` the terminal lacks, without showing them, so that
    /// placing one later costs a short command. O(bytes of new images).
    public func bytesPreparing(_ placements: [PicturePlacement], screen: Size) -> [UInt8] {
        placements.filter { !images.contains($0.image.id) }.flatMap { transmission(of: $0.image) ?? [] }
    }

    /// The transmission of `image`, recorded as held by the terminal; nil when it cannot be
    /// compressed.
    private func transmission(of image: PixelImage) -> [UInt8]? {
        guard let bytes = KittyGraphicsCommand.transmit(id: image.id, picture: image.picture) else { return nil }
        images.use(image.id, bytes: bytes.count)
        return bytes
    }

    /// Frees every image the terminal holds.
    public func bytesReleasingImages() -> [UInt8] {
        placementIDs.removeAll()
        return images.removeAll().flatMap(KittyGraphicsCommand.free(id:))
    }

    /// A placement number not in use (they wrap around after 2³² − 1).
    private func nextNumber() -> UInt32 {
        defer { nextPlacementID = nextPlacementID == .max ? 1 : nextPlacementID + 1 }
        return nextPlacementID
    }
}
