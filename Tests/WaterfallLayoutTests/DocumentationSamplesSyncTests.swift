import Foundation
import Testing

/// Keeps the documentation catalog and its tests in step: every Swift code block of every article
/// in `Sources/WaterfallLayout/WaterfallLayout.docc` must appear, line for line, in
/// `DocumentationExamplesTests.swift`, which compiles and runs it.
@Suite("Documentation samples are tested", .timeLimit(.minutes(1)))
struct DocumentationSamplesSyncTests {
    /// This test directory.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The catalog of the `WaterfallLayout` module.
    static let catalog = testsDirectory
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WaterfallLayout/WaterfallLayout.docc")

    /// The Markdown files of the catalog, at any depth, sorted by path.
    static func articles() throws -> [URL] {
        let enumerator = try #require(FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    @Test func everyCatalogSampleIsInTheExamplesTests() throws {
        let tests = try String(contentsOf: Self.testsDirectory.appendingPathComponent("DocumentationExamplesTests.swift"), encoding: .utf8)
        let articles = try Self.articles()
        #expect(articles.contains { $0.lastPathComponent == "GettingStarted.md" })
        var sampleCount = 0
        for article in articles {
            let markdown = try String(contentsOf: article, encoding: .utf8)
            for sample in CodeSamples.swiftBlocks(in: markdown) {
                sampleCount += 1
                let tested = CodeSamples.source(tests, contains: sample)
                #expect(
                    tested,
                    "the sample at \(article.lastPathComponent):\(sample.line) is not in DocumentationExamplesTests.swift"
                )
            }
        }
        #expect(sampleCount > 0)
    }

    @Test func blocksAreFoundWithTheirOpeningLine() {
        let markdown = "# Title\n\n```swift\nlet a = 1\n\n    let b = a\n```\n\n```sh\nls\n```\n```swift\nimport X\nprint(1)\n```\n"
        #expect(CodeSamples.swiftBlocks(in: markdown) == [
            CodeSamples.Sample(line: 3, lines: ["let a = 1", "let b = a"]),
            CodeSamples.Sample(line: 12, lines: ["print(1)"]),
        ])
    }

    @Test func aSampleMustAppearContiguouslyAndUnchanged() {
        let sample = CodeSamples.Sample(line: 1, lines: ["let a = 1", "let b = a"])
        #expect(CodeSamples.source("func f() {\n        let a = 1\n\n        let b = a\n}", contains: sample))
        #expect(!CodeSamples.source("let a = 1\nlet c = 2\nlet b = a", contains: sample))
        #expect(!CodeSamples.source("let a = 2\nlet b = a", contains: sample))
        #expect(!CodeSamples.source("let b = a\nlet a = 1", contains: sample))
        #expect(!CodeSamples.source("", contains: sample))
    }
}
