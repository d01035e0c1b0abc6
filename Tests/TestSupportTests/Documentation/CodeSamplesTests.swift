import Foundation
import TestSupport
import Testing

@Suite("Code samples of Markdown articles and catalogs", .timeLimit(.minutes(3)))
struct CodeSamplesTests {
    @Test func blocksAreFoundWithTheirOpeningLine() {
        let markdown = "# Title\n\n```swift\nlet a = 1\n\n    let b = a\n```\n\n```sh\nls\n```\n```swift\nimport X\nprint(1)\n```\n"
        #expect(
            CodeSamples.swiftBlocks(in: markdown) == [
                CodeSamples.Sample(line: 3, lines: ["let a = 1", "let b = a"]),
                CodeSamples.Sample(line: 12, lines: ["print(1)"]),
            ])
    }

    @Test func anUnclosedBlockRunsToTheEnd() {
        #expect(
            CodeSamples.swiftBlocks(in: "text\n```swift\nlet a = 1\nlet b = 2") == [
                CodeSamples.Sample(line: 2, lines: ["let a = 1", "let b = 2"])
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

    @Test func aCatalogGivesTheBlocksOfEveryArticleAtAnyDepthInPathOrder() throws {
        let catalog = FileManager.default.temporaryDirectory
            .appendingPathComponent("CodeSamplesTests-\(UUID().uuidString).docc")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let extensions = catalog.appendingPathComponent("Extensions")
        try FileManager.default.createDirectory(at: extensions, withIntermediateDirectories: true)
        try "# B\n\n```swift\nlet b = 2\n```\n".write(to: catalog.appendingPathComponent("B.md"), atomically: true, encoding: .utf8)
        try "# A\n```swift\nlet a = 1\n```\n```swift\nlet c = 3\n```\n"
            .write(to: catalog.appendingPathComponent("A.md"), atomically: true, encoding: .utf8)
        try "```swift\nlet e = 5\n```\n".write(to: extensions.appendingPathComponent("E.md"), atomically: true, encoding: .utf8)
        try "```swift\nlet ignored = 0\n```\n".write(to: catalog.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let samples = try CodeSamples.swiftBlocks(inCatalog: catalog)

        #expect(
            samples == [
                CodeSamples.CatalogSample(article: "A.md", sample: CodeSamples.Sample(line: 2, lines: ["let a = 1"])),
                CodeSamples.CatalogSample(article: "A.md", sample: CodeSamples.Sample(line: 5, lines: ["let c = 3"])),
                CodeSamples.CatalogSample(article: "B.md", sample: CodeSamples.Sample(line: 3, lines: ["let b = 2"])),
                CodeSamples.CatalogSample(article: "E.md", sample: CodeSamples.Sample(line: 1, lines: ["let e = 5"])),
            ])
    }

    @Test func aMissingCatalogIsAnErrorNamingIt() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).docc")
        let error = #expect(throws: CodeSamples.MissingCatalog.self) {
            try CodeSamples.swiftBlocks(inCatalog: path)
        }
        #expect(error?.description.contains(path.path) == true)
    }

    @Test func theCatalogOfAModuleIsUnderSourcesOfThePackage() throws {
        let url = CodeSamples.catalog(ofModule: "WaterfallViews", testFile: "/repo/Tests/SomeTests/SomeTests.swift")
        #expect(url.path == "/repo/Sources/WaterfallViews/WaterfallViews.docc")
        // This file sits a folder deeper than the top of its target, so its folder stands in for it.
        let real = CodeSamples.catalog(ofModule: "WaterfallLayout", testFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("WaterfallLayout.md").path))
    }
}
