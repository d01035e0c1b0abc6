import Foundation

/// Runs a program to its end for a test and collects what it printed.
public enum ProcessRunner {
    /// Runs `executable` with `arguments` (and `environment`, or the test's own when nil), waits
    /// for it to exit and returns its exit status with its standard output and error, interleaved
    /// in one pipe. Throws when the program cannot be started.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
