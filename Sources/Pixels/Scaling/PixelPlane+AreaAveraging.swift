extension PixelPlane {
    /// This plane area-averaged to `columns.firstSource.count × rows.firstSource.count` pixels
    /// (both > 0; `columns` and `rows` cover this plane's width and height), channel by channel,
    /// in exact integer arithmetic, rounded to the nearest value; see
    /// ``Picture/areaAveraged(toWidth:height:)``. O(source pixels + (source height + height) ×
    /// width) a channel: each source row is summed horizontally once; memory O(width) besides the result.
    func areaAveraged(columns: AxisCoverage, rows: AxisCoverage) -> [UInt8] {
        let width = columns.firstSource.count
        let height = rows.firstSource.count
        let rowBytes = width * Self.channels
        var output = [UInt8](repeating: 0, count: height * rowBytes)
        var rowSums = [UInt64](repeating: 0, count: rowBytes)
        var sums = [UInt64](repeating: 0, count: rowBytes)
        let sourceRowBytes = self.width * Self.channels
        let denominator = columns.total * rows.total
        let half = denominator / 2
        bytes.withUnsafeBufferPointer { source in
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
                                        Self.sumRow(UnsafeBufferPointer(rebasing: source[start ..< start + sourceRowBytes]), columns, into: rowSums)
                                        summedRow = sourceRow
                                    }
                                    let weight = rowWeights[weightIndex]
                                    for index in 0 ..< sums.count { sums[index] &+= rowSums[index] &* weight }
                                    sourceRow += 1
                                }
                                let start = targetRow * rowBytes
                                for index in 0 ..< sums.count {
                                    output[start + index] = UInt8(truncatingIfNeeded: (sums[index] &+ half) / denominator)
                                }
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// Sums one source row horizontally: `rowSums[t·channels + c]` = Σ channel `c` × weight
    /// over the source pixels that target column `t` covers. O(source width + target width) a channel.
    private static func sumRow(
        _ row: UnsafeBufferPointer<UInt8>,
        _ columns: AxisCoverage,
        into rowSums: UnsafeMutableBufferPointer<UInt64>
    ) {
        let channels = Self.channels
        columns.withBuffers { firstSource, weightStart, weights in
            for column in 0 ..< firstSource.count {
                let taps = weightStart[column] ..< weightStart[column + 1]
                for channel in 0 ..< channels {
                    var sum: UInt64 = 0
                    var position = firstSource[column] * channels + channel
                    for weightIndex in taps {
                        sum &+= UInt64(row[position]) &* weights[weightIndex]
                        position += channels
                    }
                    rowSums[column * channels + channel] = sum
                }
            }
        }
    }
}
