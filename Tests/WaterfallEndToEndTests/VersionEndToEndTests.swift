import Foundation
import Testing

@Suite("waterfall --version", .timeLimit(.minutes(1)))
struct VersionTests {
    @Test func printsTheNewestVersionOfTheChangelog() async throws {
        let changelog = try String(contentsOf: EndToEnd.repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let version = try #require(heading.dropFirst(3).split(separator: " ").first.map(String.init))
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["--version"])
        #expect(output.status == 0)
        #expect(output.stdout == version + "\n", "the version printed and the changelog's newest heading (\(heading))")
    }
}
