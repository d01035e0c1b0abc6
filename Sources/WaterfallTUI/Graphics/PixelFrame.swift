/// What one frame changes in the pixels a terminal shows over its cells, as decided by
/// ``PixelLayer``: placements to take away, cells to paint again (where pixels that went away
/// leave cells the terminal may still cover), and placements to send.
public struct PixelFrame: Sendable {
    /// Placements the terminal shows and must no longer show, in the order they were shown.
    public var remove: [PicturePlacement] = []
    /// Cells to write again from the new canvas, after the removals and before the new
    /// placements: a terminal that draws pixels into its cells (sixel) keeps them until the
    /// cells are written.
    public var repaint: [CellRun] = []
    /// Placements to send, in canvas order.
    public var show: [PicturePlacement] = []
    /// Whether the screen was cleared before this frame (a terminal may drop its images then:
    /// kitty 0.26 forgets them on a clear of the screen).
    public var screenCleared = false

    /// An empty frame.
    public init() {}

    /// Whether the frame changes nothing.
    public var isEmpty: Bool { remove.isEmpty && repaint.isEmpty && show.isEmpty }
}
