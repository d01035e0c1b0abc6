/// One terminal graphics protocol's way of putting pixels on the screen: turns the frames a
/// ``PixelLayer`` decides into bytes, and keeps the record of what the terminal holds (images
/// transmitted, placement numbers). ``Terminal`` writes the bytes after the frame's cells.
///
/// Not thread-safe: used from the UI thread through ``Terminal``.
public protocol PixelWriter: AnyObject {
    /// Whether the protocol shows pixels over the cells (sixel, kitty placements), so the
    /// terminal needs a ``PixelLayer``; false when the pictures are cells themselves (kitty
    /// Unicode placeholders), which only need their images transmitted.
    var drawsOverCells: Bool { get }
    /// Whether pixels move with the text when the terminal scrolls a band of rows.
    var pixelsMoveWithScroll: Bool { get }
    /// Whether pixels live in the cells: writing a cell erases the pixels in it.
    var pixelsLiveInCells: Bool { get }

    /// Whether showing `placement` costs little (its image is already in the terminal), so it
    /// need not wait while keys are arriving.
    func isCheap(_ placement: PicturePlacement) -> Bool

    /// The bytes that carry out `frame` on a terminal of `screen` cells in `colorMode`:
    /// removals, repainted cells, new placements. Empty when there is nothing to do.
    func bytes(for frame: PixelFrame, screen: Size, colorMode: ColorMode) -> [UInt8]

    /// The bytes that free every image the terminal holds for this writer (at exit), after
    /// every placement was removed; the writer forgets them.
    func bytesReleasingImages() -> [UInt8]

    /// The bytes that make showing `placements` later cheap, sent while nothing else is (the
    /// pictures a full-screen view shows next): kitty transmits their images without showing
    /// them; sixel encodes them into its cache and sends nothing. On a terminal of `screen`
    /// cells.
    func bytesPreparing(_ placements: [PicturePlacement], screen: Size) -> [UInt8]
}

extension PixelWriter {
    /// Nothing prepared: every picture is sent when it is shown.
    public func bytesPreparing(_ placements: [PicturePlacement], screen: Size) -> [UInt8] { [] }
}
