import Foundation
import ShopCatalog

/// The photos the picture benchmarks use, found next to the bundled catalog: every bundled photo
/// (`Data/photos`, in the order of its manifest `photos.json`), the first one made from each
/// source image (a varied sample: portraits, textures, greys, cut-outs), and the 640×427 JPEG of
/// `Data/benchmark` (see `Scripts/make-benchmark-photo.py`) if it is there.
struct BenchmarkPhotos {
    /// Paths of every bundled photo.
    let all: [String]
    /// Paths of the first bundled photo made from each source image.
    let onePerSource: [String]
    /// Path of the 640×427 JPEG, nil when it is missing.
    let cardPhoto: String?

    /// Why the photos could not be found.
    struct Failure: Error, CustomStringConvertible {
        /// What is missing or unreadable.
        let description: String
    }

    /// The file name of the 640×427 JPEG in `Data/benchmark`.
    static let cardPhotoName = "rocket-640x427.jpg"

    /// Finds the photos as `waterfall` finds the catalog.
    static func locate() throws -> BenchmarkPhotos {
        let location = try CatalogLocator().locate()
        guard case .directory(let catalog) = location else {
            throw Failure(description: "the picture benchmarks need the bundled catalog directory, found \(location)")
        }
        let data = URL(fileURLWithPath: catalog).deletingLastPathComponent()
        let photos = data.appendingPathComponent("photos")
        let manifestPath = photos.appendingPathComponent("photos.json").path
        guard let manifest = FileManager.default.contents(atPath: manifestPath),
              let root = try JSONSerialization.jsonObject(with: manifest) as? [String: Any],
              let entries = root["photos"] as? [[String: Any]] else {
            throw Failure(description: "\(manifestPath): missing, or without a \"photos\" list")
        }
        var all: [String] = []
        var onePerSource: [String] = []
        var sources: Set<String> = []
        for (index, entry) in entries.enumerated() {
            guard let file = entry["file"] as? String, let source = entry["source"] as? String else {
                throw Failure(description: "\(manifestPath): photo \(index + 1) has no \"file\" or \"source\"")
            }
            let path = photos.appendingPathComponent(file).path
            all.append(path)
            if sources.insert(source).inserted { onePerSource.append(path) }
        }
        let card = data.appendingPathComponent("benchmark").appendingPathComponent(cardPhotoName).path
        return BenchmarkPhotos(
            all: all, onePerSource: onePerSource, cardPhoto: FileManager.default.fileExists(atPath: card) ? card : nil
        )
    }
}
