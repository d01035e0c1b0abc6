import TestSupport
import Testing

@Suite("C decoders under libFuzzer", .timeLimit(.minutes(3)))
struct ImageCodecsFuzzTests {
    @Test(
        "a short fuzzing run from the seed corpus finds no crash, leak or undefined behaviour",
        .enabled(if: FuzzScript.clangAvailable, "skipped: no clang with libFuzzer (apt-get install clang, or set CLANG)")
    )
    func shortRun() throws {
        let directory = try TemporaryDirectory()
        let result = try FuzzScript.run(["--runs", "3000"], workDirectory: directory.path)
        #expect(result.status == 0, "\(result.output.suffix(4000))")
        #expect(result.output.contains("make_seed_corpus: 40 seeds"))
        #expect(result.output.contains("Done 3000 runs"))
    }
}
