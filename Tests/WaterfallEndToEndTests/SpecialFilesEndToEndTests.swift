import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Catalogs are read only from regular files: `--data` on a FIFO, a catalog directory whose
/// page file is a FIFO, /dev/zero or /dev/urandom ends at once with an error that names the file
/// and its kind (before, `dump` waited on the FIFO forever, spun on /dev/zero and grew without
/// bound on /dev/urandom, until killed after 30 s). "At once" is judged by what ends the run, not
/// by a clock: it ends by itself, with the error naming the file's kind (refused by kind, before
/// anything is read), where waiting, spinning or growing would run until the test kills it.
@Suite("Special files as catalogs", .serialized, .timeLimit(.minutes(3)))
struct SpecialFilesEndToEndTests {
    /// Runs `waterfall arguments` to its end; a run that does not end by itself within 30 s (far
    /// beyond a start on a busy machine) is killed and fails the test.
    private func run(_ arguments: [String]) async throws -> ProcessOutput {
        try await EndToEnd.run(try EndToEnd.waterfallBinary(), arguments, timeout: .seconds(30))
    }

    @Test(arguments: [("/dev/zero", "a character device"), ("/dev/urandom", "a character device")])
    func anEndlessDeviceIsRefusedAtOnce(path: String, kind: String) async throws {
        for command in ["dump", "browse"] {
            let output = try await run([command, "--data", path])
            #expect(output.status == 65)
            #expect(output.stderr == "Error: \(path): is \(kind), not a regular file; catalogs are read only from regular files\n")
        }
    }

    @Test func aFIFOIsRefusedAtOnce() async throws {
        let scratch = try TemporaryDirectory()
        let fifo = scratch.path + "/items.jsonl"
        #expect(mkfifo(fifo, 0o600) == 0)
        for command in ["dump", "browse"] {
            let output = try await run([command, "--data", fifo])
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
        let output = try await run(["dump", "--data", scratch.path + "/shop", "--width", "100", "--height", "8"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("failed:"), "\(output.stdout)")
        #expect(output.stderr == "waterfall: page 1 failed: \(page): is a named pipe (FIFO), not a regular file; catalogs are read only from regular files\n")
    }
}
