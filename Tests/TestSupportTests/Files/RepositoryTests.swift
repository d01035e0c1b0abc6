import Foundation
import TestSupport
import Testing

@Suite("Repository and Shell: where the tests find the repository, how they quote words")
struct RepositoryTests {
    @Test func theRootHoldsThePackageAndTheBundledCatalog() {
        #expect(FileManager.default.fileExists(atPath: Repository.path("Package.swift")))
        #expect(FileManager.default.fileExists(atPath: Repository.bundledCatalog + "/catalog.json"))
    }

    @Test func quotedWordsSurviveTheShell() throws {
        let word = "it's a \"test\" $HOME `x`"
        let output = try ProcessRunner.run("/bin/sh", ["-c", "printf %s " + Shell.quoted(word)])
        #expect(output.status == 0)
        #expect(output.output == word)
    }
}
