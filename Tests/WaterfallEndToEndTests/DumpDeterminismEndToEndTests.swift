import Foundation
import Testing

/// `waterfall dump` depends only on its options: the same command prints the same bytes every
/// run, however fast pages and photos arrive (pages used to be dropped when one loaded before
/// the dump looked at the pager).
@Suite("waterfall dump: the same options, the same frame", .timeLimit(.minutes(5)))
struct DumpDeterminismEndToEndTests {
    /// Runs `dump` with `arguments` `runs` times; returns every distinct output.
    func distinctOutputs(_ arguments: [String], runs: Int) async throws -> Set<String> {
        let binary = try EndToEnd.waterfallBinary()
        var outputs = Set<String>()
        for _ in 0 ..< runs {
            let output = try await EndToEnd.run(binary, ["dump"] + arguments)
            #expect(output.status == 0, "\(output.stderr)")
            outputs.insert(output.stdout)
        }
        return outputs
    }

    @Test func scrollingToTheEndOfASmallFileReachesTheEndEveryTime() async throws {
        let file = EndToEnd.repositoryRoot.appendingPathComponent("Data/examples/items.jsonl").path
        let outputs = try await distinctOutputs(["--data", file, "--page-size", "5", "--scroll", "100000000", "--columns", "1"], runs: 12)
        #expect(outputs.count == 1)
        #expect(outputs.first?.contains("end of catalog") == true, "\(outputs.first ?? "")")
    }

    @Test func theBundledCatalogScrolledDeepIsTheSameEveryTime() async throws {
        let outputs = try await distinctOutputs(["--data", EndToEnd.catalogPath, "--scroll", "400", "--columns", "4", "--ansi"], runs: 8)
        #expect(outputs.count == 1)
        let end = try await distinctOutputs(["--data", EndToEnd.catalogPath, "--scroll", "100000000"], runs: 4)
        #expect(end.count == 1)
        #expect(end.first?.contains("end of catalog · 600 items") == true)
    }
}
