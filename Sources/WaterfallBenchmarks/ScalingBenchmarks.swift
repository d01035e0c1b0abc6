import Pixels
import WaterfallPictures
import WaterfallTUI

/// The `scaling` group: small pictures enlarged to a card, today's scaler (area averaging, which
/// repeats pixels when enlarging: `Picture.areaAveraged`) against the new one (`Picture.scaled`:
/// Catmull-Rom up, area averaging down), side by side in one run — the time per card, and the
/// quality, as PSNR against a textbook bicubic enlargement of the same small picture
/// (``ReferenceBicubic``) and against the photo itself reduced to the card's size (the pixels a
/// perfect enlargement would give).
enum ScalingBenchmarks {
    /// The cards: a card in pixels (30 × 14 cells of 10 × 20 pixels) and a detail view (90 × 40 cells).
    static let cards: [(name: String, width: Int, height: Int)] = [("card in pixels, 30 × 14 cells", 300, 280), ("detail view, 90 × 40 cells", 900, 800)]
    /// The sides the photos are reduced to before they are enlarged (the longer side).
    static let smallSides = [80, 150]

    /// Runs the group on the bundled photos, printing one table.
    static func run() {
        let photos: BenchmarkPhotos
        do {
            photos = try BenchmarkPhotos.locate()
        } catch {
            print("\n(scaling benchmarks skipped: \(error))")
            return
        }
        let originals = photos.onePerSource.compactMap { try? PictureDecoder().decode(file: $0) }
        var rows: [BenchmarkRow] = []
        for side in smallSides {
            let smalls = originals.compactMap { original in
                original.areaAveraged(to: original.size.fitted(into: PictureSize(width: side, height: side))).map { (original, $0) }
            }
            for card in cards {
                rows += self.rows(smalls, side: side, card: card)
            }
        }
        printTable(
            title: "Scaling: small pictures enlarged to a card, Catmull-Rom (new) against area averaging (today), \(originals.count) bundled photos",
            baselineName: "today (area averaging)", rows: rows)
        print(
            "\n(Each photo is reduced to \(smallSides.map(String.init).joined(separator: " or ")) pixels on its longer side by area averaging, "
                + "then cut to the card's shape and enlarged to its pixels. PSNR in dB, mean over the photos: against `ReferenceBicubic` "
                + "(Keys' cubic, a = −½, unclamped, written independently) enlarging the same small picture, and against the full photo "
                + "cut and area-averaged to the card's pixels. Time: the median per card of cutting and scaling.)")
    }

    /// The rows of one small size on one card: time, PSNR against the bicubic reference and
    /// against the photo itself.
    private static func rows(_ pictures: [(original: Picture, small: Picture)], side: Int, card: (name: String, width: Int, height: Int)) -> [BenchmarkRow] {
        var newScores: (bicubic: Double, truth: Double) = (0, 0)
        var oldScores: (bicubic: Double, truth: Double) = (0, 0)
        var cuts: [Picture] = []
        for (original, small) in pictures {
            let cut = small.croppedToAspect(width: card.width, height: card.height)
            cuts.append(cut)
            guard let smooth = cut.scaled(toWidth: card.width, height: card.height),
                let blocky = cut.areaAveraged(toWidth: card.width, height: card.height),
                let bicubic = ReferenceBicubic.scale(cut, toWidth: card.width, height: card.height),
                let truth = original.croppedToAspect(width: card.width, height: card.height).scaled(toWidth: card.width, height: card.height)
            else { continue }
            func score(_ shown: Picture, _ reference: Picture) -> Double {
                min(99, RasterQuality.peakSignalToNoiseRatio(shown.pixels, reference.pixels) ?? 99)
            }
            newScores.bicubic += score(smooth, bicubic)
            newScores.truth += score(smooth, truth)
            oldScores.bicubic += score(blocky, bicubic)
            oldScores.truth += score(blocky, truth)
        }
        let count = Double(max(1, pictures.count))
        let newTime =
            Harness.nanoseconds(rounds: 7, iterations: 3) {
                for cut in cuts { Harness.blackHole(cut.scaled(toWidth: card.width, height: card.height)) }
            } / count
        let oldTime =
            Harness.nanoseconds(rounds: 7, iterations: 3) {
                for cut in cuts { Harness.blackHole(cut.areaAveraged(toWidth: card.width, height: card.height)) }
            } / count
        let label = "\(side) px → \(card.name) (\(card.width)×\(card.height) px)"
        func decibels(_ value: Double) -> String { format3(value / count) + " dB" }
        func gain(_ new: Double, _ old: Double) -> String { (new >= old ? "+" : "−") + format3(abs(new - old) / count) + " dB" }
        return [
            BenchmarkRow(
                name: "\(label): time per card", ours: formatNanoseconds(newTime), baseline: formatNanoseconds(oldTime),
                ratio: speedup(baseline: oldTime, ours: newTime), goal: ""),
            BenchmarkRow(
                name: "\(label): PSNR against the bicubic reference", ours: decibels(newScores.bicubic), baseline: decibels(oldScores.bicubic),
                ratio: gain(newScores.bicubic, oldScores.bicubic), goal: goalVerdict("closer", newScores.bicubic > oldScores.bicubic)),
            BenchmarkRow(
                name: "\(label): PSNR against the photo reduced to the card", ours: decibels(newScores.truth), baseline: decibels(oldScores.truth),
                ratio: gain(newScores.truth, oldScores.truth), goal: goalVerdict("closer", newScores.truth > oldScores.truth)),
        ]
    }
}
