import Pixels
import WaterfallPictures

/// Where a terminal's cells are in a screenshot: the top-left pixel of cell (0, 0) and the cell
/// size, measured from the browser's header bar (row 0 is filled with the bar's colour from the
/// first column to the last, and its first cell is a space). Tests take a geometry once two
/// screenshots in a row agree on it (``RealTerminal/waitForGeometry(label:)``).
struct ScreenGeometry: Equatable, CustomStringConvertible {
    let originX: Int
    let originY: Int
    let cellWidth: Int
    let cellHeight: Int

    var description: String { "origin (\(originX), \(originY)), cells \(cellWidth)×\(cellHeight) px" }

    /// The geometry of a screenshot showing the browser on `columns` columns; nil when no bar
    /// is found near the top-left corner.
    static func measure(_ shot: Picture, columns: Int) -> ScreenGeometry? {
        guard let bar = shot.pixel(x: 4, y: 4) else { return nil }
        func isBar(_ x: Int, _ y: Int) -> Bool {
            guard let pixel = shot.pixel(x: x, y: y) else { return false }
            return pixel == bar
        }
        var left = 4
        while left > 0, isBar(left - 1, 4) { left -= 1 }
        var top = 4
        while top > 0, isBar(left, top - 1) { top -= 1 }
        var right = left
        while isBar(right + 1, top) { right += 1 }
        var bottom = top
        while isBar(left, bottom + 1) { bottom += 1 }
        let width = (right - left + 1) / max(1, columns)
        let height = bottom - top + 1
        // A terminal's cells are taller than wide, and the bar spans whole cells: anything else is
        // a frame drawn before the window took its size (one kitty frame showed a bar 8 pixels
        // tall across the whole screen, which read as cells of 11 × 8).
        guard width >= 4, height >= 8, width < 40, height < 80, height > width, (right - left + 1) % max(1, columns) == 0 else { return nil }
        return ScreenGeometry(originX: left, originY: top, cellWidth: width, cellHeight: height)
    }

    /// The pixels of the cells `x ..< x + width`, `y ..< y + height` in `shot`.
    func pixels(of shot: Picture, x: Int, y: Int, width: Int, height: Int) -> Picture {
        shot.cropped(x: originX + x * cellWidth, y: originY + y * cellHeight, width: width * cellWidth, height: height * cellHeight)
    }
}

extension Picture {
    /// The mean absolute difference per channel between two pictures of the same size, over
    /// every second pixel of every second row (255 when the sizes differ).
    func meanDifference(from other: Picture) -> Double {
        guard width == other.width, height == other.height, !pixels.isEmpty else { return 255 }
        var total = 0
        var count = 0
        pixels.withUnsafeBufferPointer { mine in
            other.pixels.withUnsafeBufferPointer { theirs in
                for y in stride(from: 0, to: height, by: 2) {
                    for x in stride(from: 0, to: width, by: 2) {
                        let start = (y * width + x) * 3
                        for channel in start ..< start + 3 {
                            total += abs(Int(mine[channel]) - Int(theirs[channel]))
                        }
                        count += 3
                    }
                }
            }
        }
        return Double(total) / Double(max(1, count))
    }

    /// The picture upside down (a control: a wrong picture of the same colours).
    var flipped: Picture {
        var rows: [UInt8] = []
        for row in (0 ..< height).reversed() {
            rows += pixels[(row * width * 3) ..< ((row + 1) * width * 3)]
        }
        return Picture(width: width, height: height, pixels: rows) ?? self
    }

    /// The picture mirrored left to right (a control: a wrong picture of the same colours).
    var mirrored: Picture {
        var rows: [UInt8] = []
        rows.reserveCapacity(pixels.count)
        for row in 0 ..< height {
            for column in (0 ..< width).reversed() {
                let start = (row * width + column) * 3
                rows += pixels[start ..< start + 3]
            }
        }
        return Picture(width: width, height: height, pixels: rows) ?? self
    }

    /// The standard deviation of the channel values (0 for a flat picture).
    var spread: Double {
        guard !pixels.isEmpty else { return 0 }
        let mean = Double(pixels.reduce(0) { $0 + Int($1) }) / Double(pixels.count)
        let variance = pixels.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) } / Double(pixels.count)
        return variance.squareRoot()
    }
}
