import Foundation
import Pixels
import ShopCatalog
import WaterfallPictures

/// The photos the picture benchmarks use, found next to the bundled catalog: every file in
/// `Data/photos` the decoder reads (whatever formats and however many the directory holds, by
/// name), a varied sample of them (the first made from each source image when the manifest
/// `photos.json` says so), and the 640×427 JPEG of `Data/benchmark` (see
/// `Scripts/make-benchmark-photo.py`) if it is there.
struct BenchmarkPhotos {
    /// Paths of every bundled photo the decoder reads, sorted by file name.
    let all: [String]
    /// A sample of at most ``sampleSize`` of them: the first bundled photo made from each source
    /// image (from the manifest), or photos spread evenly over ``all`` without one.
    let onePerSource: [String]
    /// Path of the 640×427 JPEG, nil when it is missing.
    let cardPhoto: String?
    /// How many files of the directory are not pictures the decoder reads (the manifest, the
    /// licences, formats it does not decode).
    let skipped: Int

    /// The most photos in the sample.
    static let sampleSize = 13

    /// Why the photos could not be found.
    struct Failure: Error, CustomStringConvertible {
        /// What is missing or unreadable.
        let description: String
    }

    /// The file name of the 640×427 JPEG in `Data/benchmark`.
    static let cardPhotoName = "rocket-640x427.jpg"

    /// Finds the photos as `waterfall` finds the catalog. Each file is decoded once, at the
    /// smallest JPEG scale, to see that the decoder reads it.
    static func locate() throws -> BenchmarkPhotos {
        let location = try CatalogLocator().locate()
        guard case .directory(let catalog) = location else {
            throw Failure(description: "the picture benchmarks need the bundled catalog directory, found \(location)")
        }
        let data = URL(fileURLWithPath: catalog).deletingLastPathComponent()
        let photos = data.appendingPathComponent("photos")
        let names = try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted()
        let decoder = PictureDecoder()
        var all: [String] = []
        var skipped = 0
        for name in names {
            let path = photos.appendingPathComponent(name).path
            if (try? decoder.decode(file: path, target: .fitting(PictureSize(width: 1, height: 1)))) != nil {
                all.append(path)
            } else {
                skipped += 1
            }
        }
        guard !all.isEmpty else { throw Failure(description: "\(photos.path): no picture the decoder reads") }
        let card = data.appendingPathComponent("benchmark").appendingPathComponent(cardPhotoName).path
        return BenchmarkPhotos(
            all: all, onePerSource: sample(of: all, manifest: photos.appendingPathComponent("photos.json").path),
            cardPhoto: FileManager.default.fileExists(atPath: card) ? card : nil, skipped: skipped
        )
    }

    /// The first photo of `all` made from each source image the manifest at `manifestPath`
    /// names (its `photos` list of `file` and `source`), at most ``sampleSize``; without a
    /// readable manifest, photos spread evenly over `all`.
    static func sample(of all: [String], manifest manifestPath: String) -> [String] {
        let available = Set(all)
        if let manifest = FileManager.default.contents(atPath: manifestPath),
            let root = try? JSONSerialization.jsonObject(with: manifest) as? [String: Any],
            let entries = root["photos"] as? [[String: Any]]
        {
            let directory = URL(fileURLWithPath: manifestPath).deletingLastPathComponent()
            var sources: Set<String> = []
            var sample: [String] = []
            for entry in entries {
                guard let file = entry["file"] as? String, let source = entry["source"] as? String else { continue }
                let path = directory.appendingPathComponent(file).path
                if available.contains(path), sources.insert(source).inserted { sample.append(path) }
            }
            if !sample.isEmpty { return Array(sample.prefix(sampleSize)) }
        }
        let step = max(1, all.count / sampleSize)
        return Array(stride(from: 0, to: all.count, by: step).map { all[$0] }.prefix(sampleSize))
    }
}
