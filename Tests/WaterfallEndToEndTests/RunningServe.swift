import Foundation

/// A `waterfall serve --port 0` started for a test, and the address it printed. Stop it with
/// ``stop()`` (in a `defer`), which kills and reaps it and removes its output files.
struct RunningServe {
    /// The server process.
    let process: ChildProcess
    /// `http://127.0.0.1:PORT/`.
    let address: String

    /// Starts `waterfall serve --port 0` plus `arguments` with `environment`, and waits (up to
    /// 60 s) for the address it prints.
    static func start(_ binary: String, _ arguments: [String] = [], environment: [String: String]) async throws -> RunningServe {
        let server = try ChildProcess(binary, ["serve", "--port", "0"] + arguments, environment: environment, stdinPath: "/dev/null")
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let printed = server.output(status: 0).stdout
            if let line = printed.split(separator: "\n").first, printed.contains("\n") { return RunningServe(process: server, address: String(line)) }
            if let status = try server.exitStatus() {
                throw EndToEndError("waterfall serve ended with \(status): \(server.output(status: status).stderr)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        server.killAndReap()
        server.removeFiles()
        throw EndToEndError("waterfall serve printed no address within 60 s")
    }

    /// Kills the server, reaps it and removes its output files.
    func stop() {
        process.killAndReap()
        process.removeFiles()
    }
}
