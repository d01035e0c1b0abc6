extension Picture {
    /// This picture resampled to exactly `width × height` pixels, sharp at any size: a reduction
    /// (neither side larger than this picture's) is ``areaAveraged(toWidth:height:)``, exactly;
    /// an enlargement of either side uses the Catmull-Rom cubic along that side and area
    /// averaging along a side that shrinks or stays (``AxisFilter``), one side after the other, each
    /// result clamped to the range of the pixels it was made from — so an edge gets no halo, a
    /// uniform picture stays uniform and no value leaves the range of the source's. Done on the
    /// sRGB values as stored, rounded to the nearest value.
    ///
    /// Returns `nil` for a negative size, a size whose byte count overflows, or when this
    /// picture is empty but the requested size is not; a 0-wide or 0-high request gives an
    /// empty picture.
    ///
    /// Reductions: see ``areaAveraged(toWidth:height:)``. Enlargements: O(source height × width +
    /// width × height) time with at most four taps a pixel along an enlarged side, and a
    /// `Float` buffer of source height × width × 3 besides the result.
    public func scaled(toWidth width: Int, height: Int) -> Picture? {
        guard width > self.width || height > self.height else { return areaAveraged(toWidth: width, height: height) }
        guard let pixelCount = scalingPixelCount(width: width, height: height), pixelCount > 0 else {
            return areaAveraged(toWidth: width, height: height)
        }
        let across = resampledAcross(AxisFilter(source: self.width, target: width))
        var output = [UInt8](repeating: 0, count: pixelCount * 3)
        let rows = AxisFilter(source: self.height, target: height)
        let rowBytes = width * 3
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
        return Picture(trustedWidth: width, height: height, pixels: output)
    }

    /// This picture resampled to `size`; see ``scaled(toWidth:height:)``.
    public func scaled(to size: PictureSize) -> Picture? {
        scaled(toWidth: size.width, height: size.height)
    }

    /// Each row resampled along its length by `columns` (to `columns.first.count` pixels), each
    /// value clamped to the range of the pixels it was made from, unrounded: `height` rows of
    /// R, G, B values. O(height × (target width × taps)).
    private func resampledAcross(_ columns: AxisFilter) -> [Float] {
        let width = columns.first.count
        var across = [Float](repeating: 0, count: height * width * 3)
        pixels.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { across in
                columns.withBuffers { first, weightStart, weights in
                    for row in 0 ..< height {
                        let sourceRow = row * self.width * 3
                        let targetRow = row * width * 3
                        for column in 0 ..< width {
                            for channel in 0 ..< 3 {
                                var sum: Float = 0
                                var low = Float.infinity
                                var high = -Float.infinity
                                var position = sourceRow + first[column] * 3 + channel
                                for tap in weightStart[column] ..< weightStart[column + 1] {
                                    let value = Float(source[position])
                                    sum += value * weights[tap]
                                    low = min(low, value)
                                    high = max(high, value)
                                    position += 3
                                }
                                across[targetRow + column * 3 + channel] = min(max(sum, low), high)
                            }
                        }
                    }
                }
            }
        }
        return across
    }
}
