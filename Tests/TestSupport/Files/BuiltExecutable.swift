import Foundation

/// Executables of this package built next to the test bundle
/// (`.build/<triple>/debug/WaterfallPackageTests.xctest` → `.build/<triple>/debug/<name>`), for
/// the tests that run them: the browser end to end, the decoder helpers.
public enum BuiltExecutable {
    /// The executable was not found.
    public struct Missing: Error, CustomStringConvertible {
        /// Where it was looked for and how to build it.
        public let description: String
    }

    /// The path of the executable `name` (e.g. `waterfall`) built beside the test bundle.
    public static func path(named name: String) throws(Missing) -> String {
        var candidates: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(exe)
        }
        candidates.append(CommandLine.arguments[0])
        for candidate in candidates {
            var directory = URL(fileURLWithPath: candidate).deletingLastPathComponent()
            // On macOS the executable lives inside the bundle (…xctest/Contents/MacOS/…).
            if directory.path.contains(".xctest/") {
                while directory.pathExtension != "xctest", directory.path != "/" {
                    directory.deleteLastPathComponent()
                }
                directory.deleteLastPathComponent()
            }
            let binary = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        }
        throw Missing(
            description: "the built `\(name)` binary was not found next to the test bundle (looked beside \(candidates)); build it with `swift build`")
    }
}
