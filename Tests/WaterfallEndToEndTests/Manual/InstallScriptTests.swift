import Foundation
import ShopCatalog
import TestSupport
import Testing

/// `Scripts/install.sh` into a temporary prefix, with the program this test run built
/// (`WATERFALL_BINARY`, so no release build): every file lands where the script says, the
/// completions are the program's own, and the installed program runs from another directory and
/// shows the catalog installed beside it.
@Suite("Scripts/install.sh", .timeLimit(.minutes(3)))
struct InstallScriptTests {
    /// The script.
    static let script = EndToEnd.repositoryRoot.appendingPathComponent("Scripts/install.sh").path

    /// The environment of the test without `WATERFALL_DATA`, plus `extra`.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[CatalogLocator.environmentVariable] = nil
        return environment.merging(extra) { $1 }
    }

    /// Runs `command` (a shell command line) in `directory`.
    static func run(_ command: String, in directory: String, environment: [String: String] = [:]) async throws -> ProcessOutput {
        try await EndToEnd.run(
            "/bin/sh", ["-c", "cd \(EndToEnd.shellQuoted(directory)) && \(command)"], environment: Self.environment(environment), timeout: .seconds(120))
    }

    @Test func installsEveryFileAndTheInstalledProgramRunsFromElsewhere() async throws {
        let binary = try EndToEnd.waterfallBinary()
        let prefix = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let install = try await Self.run(
            "\(EndToEnd.shellQuoted(Self.script)) \(EndToEnd.shellQuoted(prefix.path))", in: elsewhere.path, environment: ["WATERFALL_BINARY": binary])
        #expect(install.status == 0, "stdout: \(install.stdout)\nstderr: \(install.stderr)")

        let files = FileManager.default
        let installed = prefix.path + "/bin/waterfall"
        #expect(files.isExecutableFile(atPath: installed))
        let pages = try files.contentsOfDirectory(atPath: ManualPageTests.manualDirectory.path).filter { $0.hasSuffix(".1") }
        #expect(pages.contains("waterfall.1"))
        for page in pages {
            let kept = try Data(contentsOf: ManualPageTests.manualDirectory.appendingPathComponent(page))
            #expect(files.contents(atPath: prefix.path + "/share/man/man1/" + page) == kept, "\(page) installed as kept")
        }
        for (shell, path) in [
            ("bash", "share/bash-completion/completions/waterfall"), ("zsh", "share/zsh/site-functions/_waterfall"),
            ("fish", "share/fish/vendor_completions.d/waterfall.fish"),
        ] {
            let generated = try await EndToEnd.run(binary, ["--generate-completion-script", shell])
            let script = try String(contentsOfFile: prefix.path + "/" + path, encoding: .utf8)
            #expect(!script.isEmpty && script == generated.stdout, "the \(shell) completion is the program's own")
            #expect(script.contains("photos") && script.contains("--data"), "the \(shell) completion knows the commands")
        }
        let catalog = prefix.path + "/share/waterfall/catalog"
        #expect(files.fileExists(atPath: catalog + "/catalog.json"))
        #expect(files.fileExists(atPath: prefix.path + "/share/waterfall/photos/LICENSES"))

        // The installed program finds the installed catalog (renamed here, so the title shows
        // which catalog was found), from a directory without Data/ and without WATERFALL_DATA.
        let manifest = try String(contentsOfFile: catalog + "/catalog.json", encoding: .utf8)
        let renamed = manifest.replacingOccurrences(of: #""name": "Waterfall demo shop""#, with: #""name": "Installed shop""#)
        #expect(renamed != manifest, "the bundled catalog's name was found to rename")
        try renamed.write(toFile: catalog + "/catalog.json", atomically: true, encoding: .utf8)
        let dump = try await Self.run("\(EndToEnd.shellQuoted(installed)) dump --width 80 --height 24", in: elsewhere.path)
        #expect(dump.status == 0, "stderr: \(dump.stderr)")
        #expect(dump.stdout.contains("waterfall · Installed shop"), "\(dump.stdout)")
        #expect(!dump.stdout.contains("no picture") && !dump.stderr.contains("could not show"), "the photos were installed beside the catalog: \(dump.stderr)")
    }

    @Test func stagesUnderDestdir() async throws {
        let stage = try TemporaryDirectory()
        let output = try await Self.run(
            "\(EndToEnd.shellQuoted(Self.script)) /opt/waterfall", in: stage.path,
            environment: ["WATERFALL_BINARY": try EndToEnd.waterfallBinary(), "DESTDIR": stage.path])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: stage.path + "/opt/waterfall/bin/waterfall"))
        #expect(FileManager.default.fileExists(atPath: stage.path + "/opt/waterfall/share/man/man1/waterfall.1"))
    }

    @Test(arguments: [
        (["relative/prefix"], "PREFIX must be an absolute path"), (["/a", "/b"], "usage: Scripts/install.sh [PREFIX]"),
    ])
    func refusesBadArguments(arguments: [String], message: String) async throws {
        let scratch = try TemporaryDirectory()
        let command = ([Self.script] + arguments).map(EndToEnd.shellQuoted).joined(separator: " ")
        let output = try await Self.run(command, in: scratch.path, environment: ["WATERFALL_BINARY": try EndToEnd.waterfallBinary()])
        #expect(output.status != 0)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "nothing was written")
    }

    @Test func refusesAMissingBinary() async throws {
        let scratch = try TemporaryDirectory()
        let output = try await Self.run(
            "\(EndToEnd.shellQuoted(Self.script)) \(EndToEnd.shellQuoted(scratch.path))", in: scratch.path,
            environment: ["WATERFALL_BINARY": scratch.path + "/no-such-waterfall"])
        #expect(output.status != 0)
        #expect(output.stderr.contains("is not an executable file"), "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "nothing was written")
    }
}
