/// The catalog shipped in `Data/catalog`: a directory with a `catalog.json` manifest and one
/// JSON array file per page. Each page file is read when its page is requested, so a broken
/// page fails alone (and can be retried, even after fixing the file) while the others load.
/// Relative `"image"` paths in the pages are relative to the catalog directory.
public struct BundledCatalogSource: PageSource {
    /// The catalog directory.
    public let directory: String
    /// The parsed manifest.
    public let manifest: CatalogManifest

    /// Opens the catalog in `directory`, reading its manifest.
    public init(directory: String) throws(CatalogError) {
        self.directory = directory
        self.manifest = try CatalogManifest.load(path: BundledCatalogSource.join(directory, CatalogManifest.fileName))
    }

    /// The number of pages listed in the manifest.
    public var pageCount: Int { manifest.pages.count }

    /// Reads and decodes page `number`'s file; ``PageResult/end`` after the last page.
    public func page(_ number: Int) async throws -> PageResult {
        try Task.checkCancellation()
        guard number >= 1 else { throw CatalogError.invalidOption("page numbers start at 1, got \(number)") }
        guard number <= manifest.pages.count else { return .end }
        let path = BundledCatalogSource.join(directory, manifest.pages[number - 1])
        let elements = try JSONArrayFile.elements(path: path)
        var decoder = PageDecoder(file: path, imageBase: directory)
        for (index, element) in elements.enumerated() {
            decoder.add(element, at: .item(index + 1))
        }
        let output = decoder.result
        return .page(CatalogPage(number: number, source: path, items: output.items, issues: output.issues))
    }

    /// `directory/name`, without doubling a trailing slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
