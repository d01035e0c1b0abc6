import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Catalogs are read only from regular files: `--data` on a FIFO, a catalog directory whose
/// page file is a FIFO, /dev/zero or /dev/urandom ends at once with an error that names the file
/// and its kind (before, `dump` waited on the FIFO forever, spun on /dev/zero and grew without
/// bound on /dev/urandom, until killed after 30 s). "At once" is counted beyond what starting the
/// binary costs at that moment (`dump` on a missing file, run just before) and allowed
/// ``allowedSeconds``: far below the 30 s a hang runs into, far above a start on a busy machine
/// (over a second has been seen with other test suites running).
@Suite("Special files as catalogs", .serialized, .timeLimit(.minutes(3)))
struct SpecialFilesEndToEndTests {
    /// The most seconds a refusal may take beyond starting the binary.
    static let allowedSeconds = 10.0

    /// Runs `waterfall arguments` (killed after 30 s) and `waterfall dump --data <missing>` just
    /// before; returns the output and the seconds it took beyond the second run's.
    private func runTimed(_ arguments: [String]) async throws -> (output: ProcessOutput, seconds: Double) {
        let binary = try EndToEnd.waterfallBinary()
        let baseline = try await Self.seconds { _ = try await EndToEnd.run(binary, ["dump", "--data", "/nonexistent/catalog.jsonl"]) }
        var output: ProcessOutput?
        let total = try await Self.seconds { output = try await EndToEnd.run(binary, arguments, timeout: .seconds(30)) }
        return (try #require(output), total - baseline)
    }

    /// The wall-clock seconds `body` takes.
    private static func seconds(_ body: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test(arguments: [("/dev/zero", "a character device"), ("/dev/urandom", "a character device")])
    func anEndlessDeviceIsRefusedAtOnce(path: String, kind: String) async throws {
        for command in ["dump", "browse"] {
            let (output, seconds) = try await runTimed([command, "--data", path])
            #expect(seconds < Self.allowedSeconds, "\(command) \(path) took \(seconds) s more than starting")
            #expect(output.status == 65)
            #expect(output.stderr == "Error: \(path): is \(kind), not a regular file; catalogs are read only from regular files\n")
        }
    }

    @Test func aFIFOIsRefusedAtOnce() async throws {
        let scratch = try TemporaryDirectory()
        let fifo = scratch.path + "/items.jsonl"
        #expect(mkfifo(fifo, 0o600) == 0)
        for command in ["dump", "browse"] {
            let (output, seconds) = try await runTimed([command, "--data", fifo])
            #expect(seconds < Self.allowedSeconds, "\(command) took \(seconds) s more than starting")
            #expect(output.status == 65)
            #expect(output.stderr == "Error: \(fifo): is a named pipe (FIFO), not a regular file; catalogs are read only from regular files\n")
        }
    }

    /// The manifest is fine and names a page file that is a FIFO: that page fails at once, the
    /// frame says so, and so does standard error.
    @Test func aCatalogWhosePageIsAFIFOFailsThatPageAtOnce() async throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("shop/catalog.json", #"{"format": "waterfall-catalog", "version": 1, "name": "n", "pageSize": 30, "pages": ["page-01.json"]}"#)
        let page = scratch.path + "/shop/page-01.json"
        #expect(mkfifo(page, 0o600) == 0)
        let (output, seconds) = try await runTimed(["dump", "--data", scratch.path + "/shop", "--width", "100", "--height", "8"])
        #expect(seconds < Self.allowedSeconds, "took \(seconds) s more than starting")
        #expect(output.status == 0)
        #expect(output.stdout.contains("failed:"), "\(output.stdout)")
        #expect(output.stderr == "waterfall: page 1 failed: \(page): is a named pipe (FIFO), not a regular file; catalogs are read only from regular files\n")
    }
}
