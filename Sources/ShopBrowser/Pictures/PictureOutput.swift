import WaterfallTUI

/// How the photos the browser makes reach the screen, once `--images` and the terminal's
/// answers are taken into account.
package enum PictureOutput: Sendable, Equatable {
    /// Block symbols in the terminal's colours (or no photos, with `--images off`).
    case symbols
    /// Real pixels through a graphics protocol, in cells of `cellSize` pixels. With
    /// `placeholderCells` (kitty Unicode placeholders) a picture is drawn as cells that name
    /// its image; otherwise the terminal shows it over the cells.
    case pixels(cellSize: Size, placeholderCells: Bool)

    /// The size of a cell in pixels when pictures are pixels.
    package var cellSize: Size? {
        if case .pixels(let size, _) = self { return size }
        return nil
    }

    /// Whether pictures are drawn as kitty placeholder cells.
    package var drawsPlaceholderCells: Bool {
        if case .pixels(_, true) = self { return true }
        return false
    }
}
