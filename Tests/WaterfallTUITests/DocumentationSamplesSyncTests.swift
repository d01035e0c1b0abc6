import TestSupport
import Testing

/// Keeps the documentation catalog and its tests in step: every Swift code block of every article
/// in `Sources/WaterfallTUI/WaterfallTUI.docc` must appear, line for line, in
/// `DocumentationExamplesTests.swift`, which compiles and runs it.
@Suite("Documentation samples are tested", .timeLimit(.minutes(3)))
struct DocumentationSamplesSyncTests {
    @Test func everyCatalogSampleIsInTheExamplesTests() throws {
        #expect(try CodeSamples.untestedSamples(ofModule: "WaterfallTUI") == [], "catalog samples missing from DocumentationExamplesTests.swift")
    }
}
