@testable import Pixels

/// Area averaging by its definition, in double precision, one target pixel at a time: the
/// target pixel (x, y) covers the source rectangle [x·sw/w, (x+1)·sw/w) × [y·sh/h, (y+1)·sh/h);
/// its value is the mean of the source over that rectangle, each source pixel weighted by the
/// area of its overlap. O(w·h·sw·sh): for small test pictures only.
enum AreaAverageOracle {
    static func scale(_ picture: Picture, toWidth width: Int, height: Int) -> [Double] {
        var result = [Double](repeating: 0, count: width * height * 3)
        let stepX = Double(picture.width) / Double(width)
        let stepY = Double(picture.height) / Double(height)
        for y in 0 ..< height {
            let top = Double(y) * stepY
            let bottom = Double(y + 1) * stepY
            for x in 0 ..< width {
                let left = Double(x) * stepX
                let right = Double(x + 1) * stepX
                var sums = [0.0, 0.0, 0.0]
                for sourceY in 0 ..< picture.height {
                    let overlapY = min(bottom, Double(sourceY + 1)) - max(top, Double(sourceY))
                    guard overlapY > 0 else { continue }
                    for sourceX in 0 ..< picture.width {
                        let overlapX = min(right, Double(sourceX + 1)) - max(left, Double(sourceX))
                        guard overlapX > 0, let pixel = picture.pixel(x: sourceX, y: sourceY) else { continue }
                        let area = overlapX * overlapY
                        sums[0] += Double(pixel.red) * area
                        sums[1] += Double(pixel.green) * area
                        sums[2] += Double(pixel.blue) * area
                    }
                }
                for channel in 0 ..< 3 { result[(y * width + x) * 3 + channel] = sums[channel] / (stepX * stepY) }
            }
        }
        return result
    }
}
