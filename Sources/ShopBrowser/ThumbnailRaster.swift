import ShopCatalog
import WaterfallTUI

/// A thumbnail scaled (nearest neighbour) to a card's image area, as ready-made cells: in 256
/// colours, each cell is an upper half block with the upper pixel as foreground and the lower one
/// as background (colours already reduced to the palette); in 8 colours, where pastel pixels would
/// all become the same white, a shade character by the two pixels' brightness in their nearest
/// colour; in monochrome, the shade alone. Made once when a card is configured, so drawing a frame
/// only copies cells.
package struct ThumbnailRaster: Sendable {
    /// The area's width in cells.
    package let width: Int
    /// The area's height in cells.
    package let height: Int
    /// The cells, row by row.
    let cells: [Cell]

    /// The raster of `thumbnail` for an area of `width × height` cells, in `theme`'s colour mode.
    /// O(width × height).
    package init(thumbnail: Thumbnail, width: Int, height: Int, theme: Theme) {
        let colorMode = theme.colorMode
        self.width = max(0, width)
        self.height = max(0, height)
        var cells: [Cell] = []
        cells.reserveCapacity(self.width * self.height)
        let pixelRows = max(1, self.height * 2)
        let black = RGB(red: 0, green: 0, blue: 0)
        for row in 0 ..< self.height {
            let upperY = (row * 2) * thumbnail.height / pixelRows
            let lowerY = (row * 2 + 1) * thumbnail.height / pixelRows
            for column in 0 ..< self.width {
                let pixelX = column * thumbnail.width / max(1, self.width)
                let upper = thumbnail.pixel(x: pixelX, y: upperY) ?? black
                let lower = thumbnail.pixel(x: pixelX, y: lowerY) ?? upper
                switch colorMode {
                case .monochrome:
                    cells.append(Cell(character: Self.shade(upper, lower)))
                case .ansi8:
                    let mean = Self.mean(upper, lower)
                    let tint = theme.visibleTint(.rgb(mean.red, mean.green, mean.blue))
                    cells.append(Cell(character: Self.shade(upper, lower), style: Style(foreground: tint)))
                case .ansi256:
                    let style = Style(
                        foreground: Color.rgb(upper.red, upper.green, upper.blue).downgraded(to: colorMode),
                        background: Color.rgb(lower.red, lower.green, lower.blue).downgraded(to: colorMode)
                    )
                    cells.append(Cell(character: "▀", style: style))
                }
            }
        }
        self.cells = cells
    }

    /// The cells of row `row`.
    func row(_ row: Int) -> ArraySlice<Cell> {
        cells[row * width ..< (row + 1) * width]
    }

    /// A shade character for the mean brightness of two pixels, for a light glyph on a dark
    /// terminal: dark pixels leave the cell empty, bright ones fill it.
    static func shade(_ upper: RGB, _ lower: RGB) -> Character {
        let average = mean(upper, lower)
        let brightness = (Int(average.red) + Int(average.green) + Int(average.blue)) / 3
        let shades: [Character] = [" ", "░", "▒", "▓", "█"]
        return shades[min(shades.count - 1, brightness * shades.count / 256)]
    }

    /// The mean of two pixels.
    static func mean(_ first: RGB, _ second: RGB) -> RGB {
        RGB(
            red: UInt8((Int(first.red) + Int(second.red)) / 2),
            green: UInt8((Int(first.green) + Int(second.green)) / 2),
            blue: UInt8((Int(first.blue) + Int(second.blue)) / 2)
        )
    }
}
