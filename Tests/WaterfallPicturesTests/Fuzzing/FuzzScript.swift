import Foundation
import TestSupport

/// Runs `Scripts/fuzz-image-codecs.sh` from the package root.
enum FuzzScript {
    /// The package root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether a clang with the libFuzzer runtime is present (the script's `--check`).
    static let clangAvailable: Bool = (try? run(["--check"], workDirectory: NSTemporaryDirectory()).status) == 0

    /// Runs the script with `arguments`, its files in `workDirectory`; returns its exit status
    /// and its standard output and error, interleaved.
    static func run(_ arguments: [String], workDirectory: String) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["FUZZ_WORK_DIR"] = workDirectory
        return try ProcessRunner.run("/bin/bash", [root.appendingPathComponent("Scripts/fuzz-image-codecs.sh").path] + arguments, environment: environment)
    }
}
