import Foundation

extension CodeSamples {
    /// A catalog article that should show Swift samples but has none (or is missing), which would
    /// make the check of ``untestedSamples(ofModule:examplesFile:requiredArticle:testFile:)`` vacuous.
    public struct ArticleWithoutSamples: Error, CustomStringConvertible {
        /// The article's file name.
        public var article: String
        /// The catalog looked at.
        public var catalog: String

        /// Names the article and the catalog.
        public var description: String { "no Swift sample in \(article) of \(catalog)" }
    }

    /// The Swift samples of `module`'s catalog that the examples file does not contain, in
    /// catalog order; empty when every sample is tested.
    ///
    /// The examples file is `examplesFile` in the folder of `testFile` (by default the caller's),
    /// and the catalog is ``catalog(ofModule:testFile:)``. Throws ``MissingCatalog`` when there is
    /// no catalog, ``ArticleWithoutSamples`` when `requiredArticle` shows no Swift sample, and the
    /// reading error of a file that cannot be read. O(samples × lines of the examples file × lines
    /// of a sample).
    public static func untestedSamples(
        ofModule module: String,
        examplesFile: String = "DocumentationExamplesTests.swift",
        requiredArticle: String = "GettingStarted.md",
        testFile: String = #filePath
    ) throws -> [CatalogSample] {
        let examples = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(examplesFile)
        let tests = try String(contentsOf: examples, encoding: .utf8)
        let catalog = catalog(ofModule: module, testFile: testFile)
        let samples = try swiftBlocks(inCatalog: catalog)
        guard samples.contains(where: { $0.article == requiredArticle }) else {
            throw ArticleWithoutSamples(article: requiredArticle, catalog: catalog.path)
        }
        return samples.filter { !source(tests, contains: $0.sample) }
    }
}
