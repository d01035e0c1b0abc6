import Foundation
import TestSupport
import Testing

/// Keeps the documentation catalog and its tests in step: every Swift code block of every article
/// in `Sources/WaterfallViews/WaterfallViews.docc` must appear, line for line, in
/// `DocumentationExamplesTests.swift`, which compiles and runs it.
@Suite("Documentation samples are tested", .timeLimit(.minutes(3)))
struct DocumentationSamplesSyncTests {
    @Test func everyCatalogSampleIsInTheExamplesTests() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("DocumentationExamplesTests.swift")
        let tests = try String(contentsOf: examples, encoding: .utf8)
        let samples = try CodeSamples.swiftBlocks(inCatalog: CodeSamples.catalog(ofModule: "WaterfallViews"))
        #expect(samples.contains { $0.article == "GettingStarted.md" })
        for entry in samples {
            let tested = CodeSamples.source(tests, contains: entry.sample)
            #expect(
                tested,
                "the sample at \(entry.article):\(entry.sample.line) is not in DocumentationExamplesTests.swift"
            )
        }
    }
}
