import Colors
import Foundation
import Pixels

/// How faithfully a `SymbolRaster` shows its picture: the pixels a terminal displays for it, and
/// their peak signal-to-noise ratio against the picture (for tests and benchmarks, and to compare
/// with other tools such as chafa).
package enum RasterQuality {
    /// The foreground the terminal's default colour is taken to be (light text).
    static let defaultForeground = RGB(red: 255, green: 255, blue: 255)
    /// The background the terminal's default colour is taken to be (dark background).
    static let defaultBackground = RGB(red: 0, green: 0, blue: 0)

    /// The RGB bytes (row-major, like `Picture.pixels`) of the image `raster` shows, at the
    /// raster's picture size: each pixel mixes the cell's foreground and background in linear
    /// light by the glyph's coverage of that pixel (`BlockGlyphs.coverage(of:quadrant:)`; a
    /// half-block pixel averages its two quadrants). Palette colours show their xterm RGB,
    /// default colours `defaultForeground`/`defaultBackground`. O(pixels).
    package static func shownPixels(of raster: SymbolRaster) -> [UInt8] {
        let size = SymbolRaster.pictureSize(columns: raster.columns, rows: raster.rows, symbols: raster.symbols)
        var bytes = [UInt8](repeating: 0, count: size.width * size.height * 3)
        for row in 0 ..< raster.rows {
            for column in 0 ..< raster.columns {
                let cell = raster.cells[row * raster.columns + column]
                let foreground = shownColor(cell.style.foreground, default: defaultForeground)
                let background = shownColor(cell.style.background, default: defaultBackground)
                for down in 0 ..< 2 {
                    for across in 0 ..< raster.symbols.pixelsAcross {
                        let coverage =
                            switch raster.symbols {
                            case .quadrants:
                                BlockGlyphs.coverage(of: cell.glyph, quadrant: 2 * down + across)
                            case .halfBlocks:
                                (BlockGlyphs.coverage(of: cell.glyph, quadrant: 2 * down)
                                    + BlockGlyphs.coverage(of: cell.glyph, quadrant: 2 * down + 1)) / 2
                            }
                        let pixel = SRGB.mix(foreground, background, coverage: coverage)
                        let start = ((2 * row + down) * size.width + column * raster.symbols.pixelsAcross + across) * 3
                        bytes[start] = pixel.red
                        bytes[start + 1] = pixel.green
                        bytes[start + 2] = pixel.blue
                    }
                }
            }
        }
        return bytes
    }

    /// The peak signal-to-noise ratio in decibels of `raster`'s shown pixels against `source`
    /// (over all channels, peak 255): higher is closer, `.infinity` when identical. `nil` when
    /// `source` is not the raster's picture size. O(pixels).
    package static func peakSignalToNoiseRatio(of raster: SymbolRaster, against source: Picture) -> Double? {
        let size = SymbolRaster.pictureSize(columns: raster.columns, rows: raster.rows, symbols: raster.symbols)
        guard source.width == size.width, source.height == size.height else { return nil }
        return peakSignalToNoiseRatio(shownPixels(of: raster), source.pixels)
    }

    /// The peak signal-to-noise ratio in decibels between two byte arrays of equal length
    /// (10·log10(255² / mean squared difference)); `.infinity` when equal, `nil` when the
    /// lengths differ or both are empty. O(length).
    package static func peakSignalToNoiseRatio(_ first: [UInt8], _ second: [UInt8]) -> Double? {
        guard first.count == second.count, !first.isEmpty else { return nil }
        var sum = 0
        for (left, right) in zip(first, second) {
            let difference = Int(left) - Int(right)
            sum += difference * difference
        }
        guard sum > 0 else { return .infinity }
        let meanSquared = Double(sum) / Double(first.count)
        return 10 * log10(255 * 255 / meanSquared)
    }

    /// The peak signal-to-noise ratio in decibels of a small picture `shown` (`width × height`
    /// pixels, RGB bytes row by row, as ``shownPixels(of:)`` gives) against `reference` at its
    /// own, larger resolution: each reference pixel is compared with the shown pixel whose area
    /// holds its centre, as if the terminal's picture were enlarged onto the reference. So the
    /// score counts what any drawing in `width × height` pixels loses (the detail inside each
    /// pixel) as well as its colours. `.infinity` when every pixel matches, nil when the sizes
    /// do not fit (`shown` is not `width × height × 3` bytes, or an empty picture).
    /// O(reference pixels).
    package static func peakSignalToNoiseRatio(shown: [UInt8], width: Int, height: Int, against reference: Picture) -> Double? {
        guard width > 0, height > 0, shown.count == width * height * 3, reference.width > 0, reference.height > 0 else { return nil }
        let columns = (0 ..< reference.width).map { (2 * $0 + 1) * width / (2 * reference.width) }
        var sum = 0
        reference.pixels.withUnsafeBufferPointer { pixels in
            for y in 0 ..< reference.height {
                let row = (2 * y + 1) * height / (2 * reference.height) * width
                for x in 0 ..< reference.width {
                    let source = (row + columns[x]) * 3
                    let target = (y * reference.width + x) * 3
                    for channel in 0 ..< 3 {
                        let difference = Int(shown[source + channel]) - Int(pixels[target + channel])
                        sum += difference * difference
                    }
                }
            }
        }
        guard sum > 0 else { return .infinity }
        let meanSquared = Double(sum) / Double(reference.pixels.count)
        return 10 * log10(255 * 255 / meanSquared)
    }

    /// The RGB a terminal shows for `color` (`fallback` for the terminal's default).
    static func shownColor(_ color: Color, default fallback: RGB) -> RGB {
        switch color {
        case .default:
            fallback
        case .rgb(let red, let green, let blue):
            RGB(red: red, green: green, blue: blue)
        default:
            color.index256.map(RGB.init(paletteIndex:)) ?? fallback
        }
    }
}
