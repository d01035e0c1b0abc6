import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A headless X server (`Xvfb`) on a display number no one uses, for the tests that run the app
/// in real terminal emulators; stopped by ``stop()`` (call it in a `defer`), with
/// every client started through ``launch(_:_:environment:)``.
final class XvfbDisplay {
    /// The display, e.g. `:93`.
    let name: String
    private let server: Process
    private var clients: [Process] = []

    /// The default screen size, in pixels.
    static let screen = (width: 1100, height: 760)

    /// The Debian packages the real-terminal tests need, by the command that must be present.
    static let requirements = [
        ("Xvfb", "xvfb"), ("xterm", "xterm"), ("kitty", "kitty"), ("import", "imagemagick"), ("xdotool", "xdotool"),
    ]

    /// The path of `command` on PATH, nil when it is not installed.
    static func path(of command: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map { "\($0)/\(command)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Fails with the package to install when a tool is missing.
    static func checkRequirements() throws {
        let missing = requirements.filter { path(of: $0.0) == nil }
        guard missing.isEmpty else {
            throw RealTerminalError(
                "the real-terminal tests need \(missing.map(\.0).joined(separator: ", ")): install the Debian packages \(missing.map(\.1).joined(separator: " ")) (`.ci/setup` does)"
            )
        }
    }

    /// Starts a server with a screen of `width × height` pixels and waits until it accepts
    /// clients. The server picks a free display number itself and says which (`-displayfd`), so
    /// tests starting servers at the same time never share one (guessing a number and checking
    /// for its lock file let two servers started together both seem to own it).
    nonisolated(nonsending) init(width: Int = XvfbDisplay.screen.width, height: Int = XvfbDisplay.screen.height) async throws {
        try Self.checkRequirements()
        let announcement = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-display-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: announcement.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: announcement) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.path(of: "Xvfb") ?? "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        process.standardOutput = try FileHandle(forWritingTo: announcement)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + .seconds(45)
        while process.isRunning, ContinuousClock.now < deadline {
            let said = (try? String(contentsOf: announcement, encoding: .utf8)) ?? ""
            if said.hasSuffix("\n"), let number = Int(said.trimmingCharacters(in: .whitespacesAndNewlines)) {
                name = ":\(number)"
                server = process
                return
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        Self.end(process, signal: SIGKILL)
        throw RealTerminalError("Xvfb did not start within 45 seconds (it says which display it took on its standard output, and said nothing)")
    }

    /// Starts `executable` with `arguments` on this display.
    @discardableResult
    func launch(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["DISPLAY"] = name
        variables["TMUX"] = nil
        variables["NO_COLOR"] = nil
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        clients.append(process)
        return process
    }

    /// Runs `executable` with `arguments` on this display to completion; its standard output.
    nonisolated(nonsending) func run(_ executable: String, _ arguments: [String]) async throws -> Data {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["DISPLAY"] = name
        process.environment = variables
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        return try Data(contentsOf: output)
    }

    /// Stops every client, then the server, waiting up to two seconds for each. Safe to call
    /// more than once.
    func stop() {
        for client in clients {
            Self.end(client, signal: SIGKILL)
        }
        clients.removeAll()
        Self.end(server, signal: SIGTERM)
        Self.end(server, signal: SIGKILL)
    }

    /// Sends `signal` to `process` if it runs, and waits (polling) up to two seconds for it to end.
    private static func end(_ process: Process, signal: Int32) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, signal)
        for _ in 0 ..< 200 where process.isRunning {
            usleep(10_000)
        }
    }
}
