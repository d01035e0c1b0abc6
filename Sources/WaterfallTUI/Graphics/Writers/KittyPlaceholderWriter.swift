import Pixels

/// Transmits the images of pictures drawn as kitty Unicode placeholder cells (kitty ≥ 0.28,
/// Ghostty), through tmux's passthrough when inside tmux. The cells themselves are ordinary
/// canvas content (``Canvas/drawKittyPlaceholders(id:in:)``); this writer only makes sure the
/// terminal holds each image once, with a virtual placement of the picture's cell size, and
/// frees images beyond ``imageBudget`` bytes that no cell on screen names.
public final class KittyPlaceholderWriter: PixelWriter {
    /// The most bytes of transmitted images left in the terminal.
    public let imageBudget: Int
    /// Whether commands go through tmux's passthrough.
    public let throughTmux: Bool
    private var images: KittyImageRegistry

    /// A writer keeping up to `imageBudget` bytes in the terminal, wrapping its commands for tmux
    /// when `throughTmux`.
    public init(imageBudget: Int = 64 << 20, throughTmux: Bool = false) {
        self.imageBudget = imageBudget
        self.throughTmux = throughTmux
        self.images = KittyImageRegistry(budget: imageBudget)
    }

    /// False: the pictures are cells.
    public var drawsOverCells: Bool { false }
    /// True: the cells scroll like any text.
    public var pixelsMoveWithScroll: Bool { true }
    /// False: nothing to repaint.
    public var pixelsLiveInCells: Bool { false }

    /// Always: transmissions are not held back.
    public func isCheap(_ placement: PicturePlacement) -> Bool { true }

    /// Transmits the images of `frame.show` (every placement of the canvas) the terminal lacks,
    /// then frees what the budget cannot keep. O(bytes of new images).
    public func bytes(for frame: PixelFrame, screen: Size, colorMode: ColorMode) -> [UInt8] {
        var output: [UInt8] = []
        for placement in frame.show where !images.contains(placement.image.id) {
            output += transmission(of: placement)
        }
        for id in images.evictions(keeping: Set(frame.show.map(\.image.id))) {
            output += wrapped(KittyGraphicsCommand.free(id: id))
        }
        return output
    }

    /// Transmits the images of `placements` the terminal lacks, so that the cells naming one
    /// show it as soon as they are drawn. O(bytes of new images).
    public func bytesPreparing(_ placements: [PicturePlacement], screen: Size) -> [UInt8] {
        placements.filter { !images.contains($0.image.id) }.flatMap(transmission(of:))
    }

    /// The transmission of `placement`'s image with its virtual placement, wrapped for tmux and
    /// recorded as held by the terminal; empty when it cannot be compressed.
    private func transmission(of placement: PicturePlacement) -> [UInt8] {
        guard
            let bytes = KittyGraphicsCommand.transmitForPlaceholders(
                id: placement.image.id, picture: placement.image.picture, columns: placement.frame.width, rows: placement.frame.height)
        else { return [] }
        images.use(placement.image.id, bytes: bytes.count)
        return wrapped(bytes)
    }

    /// Frees every image the terminal holds.
    public func bytesReleasingImages() -> [UInt8] {
        images.removeAll().flatMap { wrapped(KittyGraphicsCommand.free(id: $0)) }
    }

    private func wrapped(_ bytes: [UInt8]) -> [UInt8] {
        throughTmux ? TmuxPassthrough.wrap(bytes) : bytes
    }
}
