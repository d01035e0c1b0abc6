extension PixelPlane {
    /// This plane resampled to `columns.first.count × rows.first.count` pixels (`columns` and
    /// `rows` made for this plane's width and height), one side after the other, channel by
    /// channel, each result clamped to the range of the values it was made from and rounded to
    /// the nearest value; see ``Picture/scaled(toWidth:height:)``. O(source height × width +
    /// width × height) times the taps a pixel, and a `Float` buffer of source height × width
    /// values a channel besides the result.
    func resampled(columns: AxisFilter, rows: AxisFilter) -> [UInt8] {
        let across = resampledAcross(columns)
        let width = columns.first.count
        let height = rows.first.count
        let rowBytes = width * Self.channels
        var output = [UInt8](repeating: 0, count: height * rowBytes)
        across.withUnsafeBufferPointer { across in
            output.withUnsafeMutableBufferPointer { output in
                rows.withBuffers { first, weightStart, weights in
                    for row in 0 ..< height {
                        let taps = weightStart[row] ..< weightStart[row + 1]
                        let top = first[row] * rowBytes
                        for index in 0 ..< rowBytes {
                            var sum: Float = 0
                            var low = Float.infinity
                            var high = -Float.infinity
                            var position = top + index
                            for tap in taps {
                                let value = across[position]
                                sum += value * weights[tap]
                                low = min(low, value)
                                high = max(high, value)
                                position += rowBytes
                            }
                            output[row * rowBytes + index] = UInt8(min(max(sum, low), high) + 0.5)
                        }
                    }
                }
            }
        }
        return output
    }

    /// Each row resampled along its length by `columns` (to `columns.first.count` pixels), each
    /// value clamped to the range of the values it was made from, unrounded: `height` rows of
    /// `Channels.count` values a pixel. O(height × target width × taps) a channel.
    private func resampledAcross(_ columns: AxisFilter) -> [Float] {
        let channels = Self.channels
        let width = columns.first.count
        var across = [Float](repeating: 0, count: height * width * channels)
        bytes.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { across in
                columns.withBuffers { first, weightStart, weights in
                    for row in 0 ..< height {
                        let sourceRow = row * self.width * channels
                        let targetRow = row * width * channels
                        for column in 0 ..< width {
                            for channel in 0 ..< channels {
                                var sum: Float = 0
                                var low = Float.infinity
                                var high = -Float.infinity
                                var position = sourceRow + first[column] * channels + channel
                                for tap in weightStart[column] ..< weightStart[column + 1] {
                                    let value = Float(source[position])
                                    sum += value * weights[tap]
                                    low = min(low, value)
                                    high = max(high, value)
                                    position += channels
                                }
                                across[targetRow + column * channels + channel] = min(max(sum, low), high)
                            }
                        }
                    }
                }
            }
        }
        return across
    }
}
