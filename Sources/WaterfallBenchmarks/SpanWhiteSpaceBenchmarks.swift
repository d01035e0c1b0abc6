import SeededRandom
import ShopBrowser
import WaterfallLayout

/// The white space the placement rules leave above spans, on cards made like `waterfall photos`
/// makes them.
extension SpanBenchmarks {
    /// Cards per measured layout.
    static let cardCount = 20_000

    /// A picture's size in pixels.
    typealias PictureSize = (width: Int, height: Int)

    /// `count` picture sizes drawn (seeded) from `sizes`.
    static func drawn(from sizes: [PictureSize], count: Int, seed: UInt64) -> [PictureSize] {
        var rng = SplitMix64(seed: seed)
        return (0 ..< count).map { _ in sizes[Int(rng.next() % UInt64(sizes.count))] }
    }

    /// `count` seeded random picture sizes: nine in ten of a common camera or phone shape (4:3,
    /// 3:2, 16:9, 1:1 and their portraits), one in ten a panorama between 2:1 and 6:1.
    static func randomPhotoSizes(count: Int, seed: UInt64) -> [PictureSize] {
        let shapes: [PictureSize] = [(4, 3), (3, 2), (16, 9), (1, 1), (3, 4), (2, 3), (9, 16)]
        var rng = SplitMix64(seed: seed)
        return (0 ..< count).map { _ in
            if rng.next() % 10 == 0 { return (2_000 + Int(rng.next() % 4_001), 1_000) }
            let shape = shapes[Int(rng.next() % UInt64(shapes.count))]
            return (shape.width * 400, shape.height * 400)
        }
    }

    /// The cards `waterfall photos` makes of `pictures` in a section of `widths`: spans by
    /// ``SpanMode``'s rule, the picture's rows at the span's width (``CardMetrics``) and the
    /// card's four other rows (border, name, size and date).
    static func cards(_ pictures: [PictureSize], widths: ItemWidths) -> [ItemSize] {
        pictures.map { picture in
            let span = SpanMode.wide.span(imageWidth: picture.width, imageHeight: picture.height, columnCount: widths.columnCount)
            let rows = CardMetrics.imageRows(imageWidth: picture.width, imageHeight: picture.height, innerWidth: widths.width(of: span) - 2)
            return ItemSize(height: rows + 4, span: span)
        }
    }

    /// The white space of the greedy rule and of filling the gaps with look-aheads 4, 8 and 16,
    /// on the bundled photos' sizes (`photoSizes`) and on seeded random ones, in 4 and 8 columns.
    static func runWhiteSpace(photoSizes: [PictureSize]) {
        print("\n### White space above spans (\(cardCount) photo cards, width \(width))\n")
        print("| pictures | columns | greedy | fillGaps(4) | fillGaps(8) | fillGaps(16) | fillGaps(8) ÷ greedy | goal |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
        let sets: [(name: String, pictures: [PictureSize])] = [
            ("bundled photos' shapes", drawn(from: photoSizes, count: cardCount, seed: 3)),
            ("random, 10 % panoramas", randomPhotoSizes(count: cardCount, seed: 4)),
        ]
        for set in sets {
            for columns in [4, 8] {
                let widths = makeLayout([], columns: columns).widthsForAppending
                let cards = cards(set.pictures, widths: widths)
                let rules: [PlacementRule] = [.shortestColumn, .fillGaps(lookahead: 4), .fillGaps(lookahead: 8), .fillGaps(lookahead: 16)]
                let spaces = rules.map { makeLayout(cards, columns: columns, placement: $0).whiteSpace(inSection: 0) }
                let shares = spaces.map { "\(format3($0.share * 100)) %" }
                let ratio = Double(spaces[2].emptyRows) / Double(max(1, spaces[0].emptyRows))
                print(
                    "| \(set.name) | \(columns) | \(shares.joined(separator: " | ")) | \(format3(ratio)) | "
                        + goalVerdict("≤ 0.25", ratio <= 0.25) + " |")
            }
        }
    }
}
