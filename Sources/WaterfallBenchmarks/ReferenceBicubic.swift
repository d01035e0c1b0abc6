import Pixels

/// A bicubic enlargement written from the textbook, independently of `Pixels`' scaler, to score
/// it against: Keys' cubic convolution kernel with a = −½ in two dimensions at once (the 4 × 4
/// source pixels around each target pixel's centre, weighted by the product of the kernel of
/// their horizontal and vertical distances), in double precision, pixels beyond an edge taken
/// from the edge, the result rounded and cut to 0…255 — no clamping to the neighbours' range.
/// O(16 × target pixels): for benchmarks and tests.
enum ReferenceBicubic {
    /// Keys' kernel (a = −½) at distance `distance`.
    static func kernel(_ distance: Double) -> Double {
        let x = abs(distance)
        let a = -0.5
        if x < 1 { return (a + 2) * x * x * x - (a + 3) * x * x + 1 }
        if x < 2 { return a * x * x * x - 5 * a * x * x + 8 * a * x - 4 * a }
        return 0
    }

    /// `picture` resampled to `width × height` (both > 0, picture not empty). Target pixel (x, y)
    /// samples the source at ((x + ½)·sw/w − ½, (y + ½)·sh/h − ½), pixel centres at whole numbers.
    static func scale(_ picture: Picture, toWidth width: Int, height: Int) -> Picture? {
        guard width > 0, height > 0, picture.width > 0, picture.height > 0 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(width * height * 3)
        for y in 0 ..< height {
            let sourceY = (Double(y) + 0.5) * Double(picture.height) / Double(height) - 0.5
            let baseY = Int(sourceY.rounded(.down))
            for x in 0 ..< width {
                let sourceX = (Double(x) + 0.5) * Double(picture.width) / Double(width) - 0.5
                let baseX = Int(sourceX.rounded(.down))
                var sums = [0.0, 0.0, 0.0]
                for row in baseY - 1 ... baseY + 2 {
                    let weightY = kernel(sourceY - Double(row))
                    for column in baseX - 1 ... baseX + 2 {
                        let weight = weightY * kernel(sourceX - Double(column))
                        guard
                            let pixel = picture.pixel(
                                x: min(max(column, 0), picture.width - 1), y: min(max(row, 0), picture.height - 1))
                        else { continue }
                        sums[0] += weight * Double(pixel.red)
                        sums[1] += weight * Double(pixel.green)
                        sums[2] += weight * Double(pixel.blue)
                    }
                }
                output += sums.map { UInt8(min(255, max(0, $0.rounded()))) }
            }
        }
        return Picture(width: width, height: height, pixels: output)
    }
}
