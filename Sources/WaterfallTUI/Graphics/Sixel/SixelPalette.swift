import Pixels

/// A palette of at most N colours fitted to one picture by median cut, and the mapping of every
/// pixel to its nearest entry.
///
/// Colours are first counted in a histogram of 15-bit buckets (5 bits a channel, so the cut works
/// on at most 32,768 distinct colours whatever the picture's size); the box holding the most
/// pixels times its longest side is split at its median along that side until there are N
/// boxes, and each entry is the pixel-weighted mean of its box. A picture with at most N distinct
/// 15-bit colours gets one entry per colour, exactly its mean colour. Pixels are mapped by
/// bucket to the nearest entry (squared RGB distance), each bucket once.
public struct SixelPalette: Sendable {
    /// The entries, as red, green, blue.
    public let colors: [(red: UInt8, green: UInt8, blue: UInt8)]
    /// The entry of every pixel of the picture, row by row.
    public let indices: [UInt8]

    /// The palette of `picture` with at most `maxColors` entries (clamped to 1...256).
    /// O(pixels + buckets × log + maxColors × buckets used).
    public init(fitting picture: Picture, maxColors: Int) {
        let limit = max(1, min(256, maxColors))
        let pixels = picture.pixels
        let count = picture.width * picture.height
        var histogram = [Int32](repeating: 0, count: 1 << 15)
        var sums = [Int64](repeating: 0, count: 3 << 15)
        var buckets = [UInt16](repeating: 0, count: count)
        pixels.withUnsafeBufferPointer { source in
            for index in 0 ..< count {
                let red = Int(source[index * 3])
                let green = Int(source[index * 3 + 1])
                let blue = Int(source[index * 3 + 2])
                let bucket = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
                buckets[index] = UInt16(bucket)
                histogram[bucket] += 1
                sums[bucket * 3] += Int64(red)
                sums[bucket * 3 + 1] += Int64(green)
                sums[bucket * 3 + 2] += Int64(blue)
            }
        }
        let used = (0 ..< histogram.count).filter { histogram[$0] > 0 }
        let boxes = Self.medianCut(used, histogram: histogram, into: limit)
        var colors: [(red: UInt8, green: UInt8, blue: UInt8)] = []
        for box in boxes {
            var total: Int64 = 0
            var red: Int64 = 0
            var green: Int64 = 0
            var blue: Int64 = 0
            for bucket in box {
                total += Int64(histogram[bucket])
                red += sums[bucket * 3]
                green += sums[bucket * 3 + 1]
                blue += sums[bucket * 3 + 2]
            }
            let half = total / 2
            colors.append((UInt8((red + half) / total), UInt8((green + half) / total), UInt8((blue + half) / total)))
        }
        var entryOfBucket = [UInt8](repeating: 0, count: 1 << 15)
        for bucket in used {
            let red = Int(sums[bucket * 3] / Int64(histogram[bucket]))
            let green = Int(sums[bucket * 3 + 1] / Int64(histogram[bucket]))
            let blue = Int(sums[bucket * 3 + 2] / Int64(histogram[bucket]))
            var best = 0
            var bestDistance = Int.max
            for (entry, color) in colors.enumerated() {
                let dr = red - Int(color.red)
                let dg = green - Int(color.green)
                let db = blue - Int(color.blue)
                let distance = dr * dr + dg * dg + db * db
                if distance < bestDistance {
                    bestDistance = distance
                    best = entry
                }
            }
            entryOfBucket[bucket] = UInt8(best)
        }
        self.colors = colors
        self.indices = buckets.map { entryOfBucket[Int($0)] }
    }

    /// Splits the buckets `used` into at most `limit` boxes by median cut (see the type).
    static func medianCut(_ used: [Int], histogram: [Int32], into limit: Int) -> [[Int]] {
        guard !used.isEmpty else { return [] }
        var boxes = [used]
        while boxes.count < limit {
            var chosen = -1
            var chosenScore = 0
            var chosenChannel = 0
            for (index, box) in boxes.enumerated() where box.count > 1 {
                var pixels = 0
                var low = [31, 31, 31]
                var high = [0, 0, 0]
                for bucket in box {
                    pixels += Int(histogram[bucket])
                    for channel in 0 ..< 3 {
                        let value = bucket >> (10 - 5 * channel) & 31
                        low[channel] = min(low[channel], value)
                        high[channel] = max(high[channel], value)
                    }
                }
                let spans = (0 ..< 3).map { high[$0] - low[$0] }
                guard let channel = spans.indices.max(by: { spans[$0] < spans[$1] }), spans[channel] > 0 else { continue }
                let score = pixels * spans[channel]
                if score > chosenScore {
                    chosenScore = score
                    chosen = index
                    chosenChannel = channel
                }
            }
            guard chosen >= 0 else { break }
            let shift = 10 - 5 * chosenChannel
            let sorted = boxes[chosen].sorted { ($0 >> shift & 31, $0) < ($1 >> shift & 31, $1) }
            let total = sorted.reduce(0) { $0 + Int(histogram[$1]) }
            var running = 0
            var cut = 1
            for (position, bucket) in sorted.enumerated() {
                running += Int(histogram[bucket])
                if running * 2 >= total {
                    cut = max(1, min(sorted.count - 1, position + 1))
                    break
                }
            }
            boxes[chosen] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        return boxes
    }
}
