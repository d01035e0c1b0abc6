import TestSupport
import Testing

/// `CodeSamples.untestedSamples`, on a small package laid out in a temporary directory: a
/// catalog under `Sources/Module/Module.docc` and an examples file next to a test file.
@Suite("Catalog samples missing from an examples file", .timeLimit(.minutes(1)))
struct CodeSamplesExamplesTests {
    /// A package with two articles (three samples) and an examples file holding `examples`;
    /// returns the path of a test file of that package.
    func package(in directory: TemporaryDirectory, examples: String) throws -> String {
        try directory.write("Sources/Module/Module.docc/GettingStarted.md", "# Start\n```swift\nlet a = 1\n```\n```swift\nlet b = 2\n```\n")
        try directory.write("Sources/Module/Module.docc/More.md", "# More\n\n```swift\nimport Module\nlet c = a + b\n```\n")
        try directory.write("Tests/ModuleTests/Examples.swift", examples)
        return directory.path + "/Tests/ModuleTests/SyncTests.swift"
    }

    @Test func theSamplesNotInTheExamplesAreReturnedInCatalogOrder() throws {
        let directory = try TemporaryDirectory()
        let testFile = try package(in: directory, examples: "func f() {\n    let b = 2\n}\n")
        let untested = try CodeSamples.untestedSamples(ofModule: "Module", examplesFile: "Examples.swift", testFile: testFile)
        #expect(untested.map(\.description) == ["GettingStarted.md:2", "More.md:3"])
    }

    @Test func nothingIsReturnedWhenEverySampleIsTested() throws {
        let directory = try TemporaryDirectory()
        let testFile = try package(in: directory, examples: "let a = 1\nfunc f() {\n    let c = a + b\n}\nlet b = 2\n")
        #expect(try CodeSamples.untestedSamples(ofModule: "Module", examplesFile: "Examples.swift", testFile: testFile) == [])
    }

    @Test func aRequiredArticleWithoutSamplesIsAnErrorNamingIt() throws {
        let directory = try TemporaryDirectory()
        let testFile = try package(in: directory, examples: "")
        let error = #expect(throws: CodeSamples.ArticleWithoutSamples.self) {
            try CodeSamples.untestedSamples(ofModule: "Module", examplesFile: "Examples.swift", requiredArticle: "Tour.md", testFile: testFile)
        }
        #expect(error?.description.contains("Tour.md") == true)
    }

    @Test func aMissingExamplesFileIsAnError() throws {
        let directory = try TemporaryDirectory()
        let testFile = try package(in: directory, examples: "")
        #expect(throws: (any Error).self) {
            try CodeSamples.untestedSamples(ofModule: "Module", examplesFile: "Missing.swift", testFile: testFile)
        }
    }
}
