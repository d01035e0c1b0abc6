import Foundation
import ShopCatalog

/// An endless catalog in which every item has a photo file of its own, so the picture caches
/// meet as many different photos as items: the bundled items that have a photo, cycled, item `i`
/// getting the id `photo-i` and the photo `links[i % links.count]`, where the links are symbolic
/// links with distinct names to the bundled photos (made by ``makeLinks(count:to:in:)``).
struct DistinctPhotoSource: PageSource {
    /// The items copied, in turn.
    let templates: [CatalogItem]
    /// The photo files, one per item until they run out, then again from the first.
    let links: [String]
    /// Items per page.
    static let pageSize = 30

    /// Page `number` (from 1): items `(number − 1) × pageSize` onwards.
    func page(_ number: Int) async throws -> PageResult {
        guard number >= 1 else { throw CatalogError.invalidOption("page numbers start at 1, got \(number)") }
        let first = (number - 1) * Self.pageSize
        return .page(CatalogPage(number: number, source: "distinct photos", items: (first ..< first + Self.pageSize).map(item)))
    }

    /// Item `index` of the endless sequence.
    func item(_ index: Int) -> CatalogItem {
        let template = templates[index % templates.count]
        return CatalogItem(
            id: "photo-\(index)", title: template.title, kind: template.kind,
            imageWidth: template.imageWidth, imageHeight: template.imageHeight, color: template.color,
            thumbnail: template.thumbnail,
            image: .file(path: links[index % links.count])
        )
    }

    /// A source over the items of `pages` that have a photo file, with `count` links to those
    /// files made in `directory` (created); nil when no item has a photo file.
    static func make(from pages: MemoryPageSource, count: Int, in directory: String) throws -> DistinctPhotoSource? {
        let targets = pages.pages.joined().compactMap { item -> (CatalogItem, String)? in
            guard case .file(let path) = item.image else { return nil }
            return (item, path)
        }
        guard !targets.isEmpty else { return nil }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return DistinctPhotoSource(templates: targets.map(\.0), links: try makeLinks(count: count, to: targets.map(\.1), in: directory))
    }

    /// Makes `count` symbolic links in `directory` (which must exist), link `i` named
    /// `photo-i` plus the extension of its target `targets[i % targets.count]` (made absolute);
    /// returns their paths.
    static func makeLinks(count: Int, to targets: [String], in directory: String) throws -> [String] {
        guard !targets.isEmpty else { return [] }
        let absolute = targets.map { URL(fileURLWithPath: $0).standardizedFileURL }
        return try (0 ..< count).map { index in
            let target = absolute[index % absolute.count]
            let link = "\(directory)/photo-\(index).\(target.pathExtension)"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
            return link
        }
    }
}
