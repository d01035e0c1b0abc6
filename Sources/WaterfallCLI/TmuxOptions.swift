import Foundation

/// Reads tmux's options (never changes them): whether `allow-passthrough` is on for the pane the
/// program runs in.
enum TmuxOptions {
    /// Whether `allow-passthrough` is `on` or `all`: the pane's own value when it has one, else
    /// the global one. False when tmux cannot be asked within half a second.
    static func allowsPassthrough() -> Bool {
        if let pane = value(["show-options", "-pqv", "allow-passthrough"]), !pane.isEmpty {
            return pane == "on" || pane == "all"
        }
        let global = value(["show-options", "-gqv", "allow-passthrough"]) ?? ""
        return global == "on" || global == "all"
    }

    /// The trimmed output of `tmux arguments`, nil when it fails or takes too long.
    static func value(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(0.5)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
