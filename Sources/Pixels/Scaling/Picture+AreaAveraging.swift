extension Picture {
    /// This picture resampled to exactly `width × height` pixels by area averaging: each new
    /// pixel is the mean of the source area it covers, every source pixel weighted by the
    /// fraction of it inside that area (a box filter with fractional coverage). It suits
    /// down-scaling (no aliasing, every source pixel counts); up-scaling repeats pixels (blocky
    /// but exact: ``scaled(toWidth:height:)`` enlarges smoothly instead). The averaging is done
    /// on the sRGB values as stored (not in linear light), in exact integer arithmetic, and
    /// rounded to the nearest value.
    ///
    /// Returns `nil` for a negative size, a size whose byte count overflows, or when this
    /// picture is empty but the requested size is not; a 0-wide or 0-high request gives an
    /// empty picture.
    ///
    /// O(source pixels + (source height + height) × width): each source row is summed
    /// horizontally once; memory O(width) besides the result.
    public func areaAveraged(toWidth width: Int, height: Int) -> Picture? {
        guard let pixelCount = scalingPixelCount(width: width, height: height) else { return nil }
        if pixelCount == 0 { return Picture(trustedWidth: width, height: height, pixels: []) }
        let columns = AxisCoverage(source: self.width, target: width)
        let rows = AxisCoverage(source: self.height, target: height)
        var output = [UInt8](repeating: 0, count: pixelCount * 3)
        var rowSums = [UInt64](repeating: 0, count: width * 3)
        var sums = [UInt64](repeating: 0, count: width * 3)
        let sourceRowBytes = self.width * 3
        let denominator = columns.total * rows.total
        let half = denominator / 2
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { output in
                rowSums.withUnsafeMutableBufferPointer { rowSums in
                    sums.withUnsafeMutableBufferPointer { sums in
                        rows.withBuffers { firstRow, rowWeightStart, rowWeights in
                            var summedRow = -1
                            for targetRow in 0 ..< height {
                                sums.update(repeating: 0)
                                var sourceRow = firstRow[targetRow]
                                for weightIndex in rowWeightStart[targetRow] ..< rowWeightStart[targetRow + 1] {
                                    if sourceRow != summedRow {
                                        let start = sourceRow * sourceRowBytes
                                        Self.sumRow(
                                            UnsafeBufferPointer(rebasing: source[start ..< start + sourceRowBytes]),
                                            columns, into: rowSums)
                                        summedRow = sourceRow
                                    }
                                    let weight = rowWeights[weightIndex]
                                    for index in 0 ..< sums.count { sums[index] &+= rowSums[index] &* weight }
                                    sourceRow += 1
                                }
                                let start = targetRow * width * 3
                                for index in 0 ..< sums.count {
                                    output[start + index] = UInt8(truncatingIfNeeded: (sums[index] &+ half) / denominator)
                                }
                            }
                        }
                    }
                }
            }
        }
        return Picture(trustedWidth: width, height: height, pixels: output)
    }

    /// This picture area-averaged to `size`; see ``areaAveraged(toWidth:height:)``.
    public func areaAveraged(to size: PictureSize) -> Picture? {
        areaAveraged(toWidth: size.width, height: size.height)
    }

    /// The pixel count of a `width × height` result of scaling this picture: 0 for an empty
    /// request; nil for a negative size, a byte count or a coverage product that overflows, or
    /// a non-empty request of an empty picture. O(1).
    func scalingPixelCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        if width == 0 || height == 0 { return 0 }
        guard self.width > 0, self.height > 0,
            case (let pixelCount, let overflow) = width.multipliedReportingOverflow(by: height), !overflow,
            pixelCount <= Int.max / 3,
            !width.multipliedReportingOverflow(by: self.width).overflow,
            !height.multipliedReportingOverflow(by: self.height).overflow
        else { return nil }
        return pixelCount
    }

    /// Sums one source row horizontally: `rowSums[t·3 + c]` = Σ pixel channel `c` × weight
    /// over the source pixels that target column `t` covers. O(source width + target width).
    private static func sumRow(
        _ row: UnsafeBufferPointer<UInt8>,
        _ columns: AxisCoverage,
        into rowSums: UnsafeMutableBufferPointer<UInt64>
    ) {
        columns.withBuffers { firstSource, weightStart, weights in
            for column in 0 ..< firstSource.count {
                var red: UInt64 = 0
                var green: UInt64 = 0
                var blue: UInt64 = 0
                var position = firstSource[column] * 3
                for weightIndex in weightStart[column] ..< weightStart[column + 1] {
                    let weight = weights[weightIndex]
                    red &+= UInt64(row[position]) &* weight
                    green &+= UInt64(row[position + 1]) &* weight
                    blue &+= UInt64(row[position + 2]) &* weight
                    position += 3
                }
                rowSums[column * 3] = red
                rowSums[column * 3 + 1] = green
                rowSums[column * 3 + 2] = blue
            }
        }
    }
}
