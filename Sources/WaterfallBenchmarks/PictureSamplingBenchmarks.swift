import Foundation
import Pixels
import ShopBrowser
import ShopBrowserRuntime
import WaterfallPictures
import WaterfallTUI

/// What it costs to decode a symbol card's photo covering eight times the card's pixels on each
/// side (`RenditionSizes.symbolSourcePixels(columns:rows:symbols:)`) instead of four times (the
/// sampling before, which ``PictureQualityBenchmarks`` scores beside it): the time to make a card
/// from the file's bytes (decode, cut, scale, fit in 256 colours) and the bytes of the decoded
/// photo the cache keeps, on the 640×427 JPEG and on every bundled photo, at the `colours`
/// group's card widths. Both samplings are timed turn about within the same rounds.
enum PictureSamplingBenchmarks {
    /// How a card's photo is decoded: the pixels it must cover for `columns × rows` cells.
    enum Sampling: CaseIterable {
        /// The app's: twice the card's pixels, decoded covering four times that.
        case eightTimes
        /// The one before: the card's own pixels, decoded covering four times them.
        case fourTimes

        /// The pixels the photo is decoded to cover (before ``DecodedPhoto/request(for:)``'s
        /// margin of four).
        func needed(columns: Int, rows: Int) -> PictureSize {
            switch self {
            case .eightTimes:
                return RenditionSizes.symbolSourcePixels(columns: columns, rows: rows, symbols: .halfBlocks)
            case .fourTimes:
                let size = SymbolRaster.pictureSize(columns: columns, rows: rows, symbols: .halfBlocks)
                return PictureSize(width: size.width, height: size.height)
            }
        }
    }

    /// One card to make: a photo file's bytes and the card's cells.
    struct Card {
        /// The file's bytes.
        let bytes: [UInt8]
        /// The card's image area in cells.
        let columns: Int
        let rows: Int
    }

    /// Why a card could not be made.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// The card of `card.bytes` in half blocks and 256 colours, made as `CardPictureMaker.render`
    /// makes it (decoded in process, no cache, no thumbnails) but with its photo decoded as
    /// `sampling` says, and the bytes of that decoded photo; nil when the file cannot be drawn.
    static func make(_ card: Card, sampling: Sampling) -> (raster: SymbolRaster, decodedBytes: Int)? {
        let needed = sampling.needed(columns: card.columns, rows: card.rows)
        guard let photo = try? PictureDecoder(background: .black).decodePhoto(card.bytes, covering: RenditionSizes.decodeRequest(for: needed)),
            let raster = CardRasterizer(symbols: .halfBlocks, colorMode: .ansi256).raster(of: photo, columns: card.columns, rows: card.rows)
        else { return nil }
        return (raster, photo.byteCount)
    }

    /// The card of the photo at `path` on a card `columns` wide (rows as a card gives them).
    static func card(_ path: String, columns: Int) throws -> Card {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): cannot be read")
        }
        let bytes = [UInt8](data)
        let size = try PictureDecoder(background: .black).decode(bytes).size
        return Card(bytes: bytes, columns: columns, rows: CardMetrics.imageRows(imageWidth: size.width, imageHeight: size.height, innerWidth: columns))
    }

    /// Times both samplings on the 640×427 JPEG and on every bundled photo at each of `widths`,
    /// printing one table.
    static func run(_ photos: BenchmarkPhotos, widths: [Int]) {
        do {
            var rows: [BenchmarkRow] = []
            for columns in widths {
                if let path = photos.cardPhoto {
                    let card = try card(path, columns: columns)
                    rows.append(
                        timeRow(
                            "one card from the 640×427 JPEG at \(columns)×\(card.rows) cells: decode + cut + scale + fit", [card], rounds: 9, iterations: 20))
                }
                let cards = try photos.all.map { try card($0, columns: columns) }
                rows.append(timeRow("one card, mean over the \(cards.count) bundled photos, \(columns) columns", cards, rounds: 5, iterations: 1))
                let bytes = Sampling.allCases.map { sampling in
                    Double(cards.compactMap { make($0, sampling: sampling)?.decodedBytes }.reduce(0, +)) / Double(cards.count)
                }
                rows.append(
                    BenchmarkRow(
                        name: "decoded photo the cache keeps, mean over the bundled photos, \(columns) columns",
                        ours: "\(Int(bytes[0].rounded())) B", baseline: "\(Int(bytes[1].rounded())) B", ratio: "\(format3(bytes[0] / bytes[1]))×", goal: ""
                    ))
            }
            printTable(
                title: "Pictures: the cost of decoding symbol cards covering 8 × their pixels (half blocks, 256 colours, decoded in process, no cache)",
                baselineName: "decoded covering 4 × (before)", rows: rows
            )
        } catch {
            print("\n(sampling cost skipped: \(error))")
        }
    }

    /// A row of the time per card over `cards` with each sampling: per round, every card made
    /// `iterations` times with one sampling, then with the other (the order alternating from
    /// round to round); the median over `rounds` rounds.
    private static func timeRow(_ name: String, _ cards: [Card], rounds: Int, iterations: Int) -> BenchmarkRow {
        var samples: [Sampling: [Double]] = [:]
        let clock = ContinuousClock()
        for round in 0 ... rounds {
            for sampling in round.isMultiple(of: 2) ? Sampling.allCases : Sampling.allCases.reversed() {
                let start = clock.now
                for card in cards {
                    for _ in 0 ..< iterations { Harness.blackHole(make(card, sampling: sampling)) }
                }
                let (seconds, attoseconds) = (clock.now - start).components
                if round > 0 {
                    samples[sampling, default: []].append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(cards.count * iterations))
                }
            }
        }
        let median = { (sampling: Sampling) -> Double in
            let sorted = (samples[sampling] ?? []).sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        let ours = median(.eightTimes)
        let before = median(.fourTimes)
        return BenchmarkRow(
            name: name, ours: formatNanoseconds(ours), baseline: formatNanoseconds(before), ratio: speedup(baseline: before, ours: ours), goal: "")
    }
}
