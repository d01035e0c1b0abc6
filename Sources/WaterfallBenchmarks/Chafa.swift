import Foundation

/// The `chafa` command (Debian's chafa 1.12), run as a separate process to compare with our
/// card pictures at the same settings: half blocks (`--symbols vhalf`: `▀`/`▄`), 256 colours
/// (or 240, without the 16 theme colours, as our pictures use, or 24-bit `full`), chafa's
/// default colour matching (sRGB, as ours) unless another colour space is asked for, no
/// dithering, and exactly the card's cells (`--stretch`: the picture fills `--size`; give it a
/// picture already cut to the card's shape to keep the aspect ratio).
struct Chafa {
    /// The executable's path.
    let path: String

    /// The settings of one comparison.
    struct Settings {
        /// The output's width in cells.
        var columns: Int
        /// The output's height in cells.
        var rows: Int
        /// `256`, `240` (the palette without entries 0–15) or `full` (24-bit colour).
        var colors = "256"
        /// `din99d` for chafa's perceptual colour matching; nil for its default, `rgb`.
        var colorSpace: String?
        /// chafa's worker threads; nil leaves chafa's default (one per core).
        var threads: Int?

        /// The command-line arguments, before the file names.
        var arguments: [String] {
            var arguments = [
                "--size", "\(columns)x\(rows)", "--stretch", "--symbols", "vhalf", "--colors", colors,
                "--dither", "none", "--format", "symbols",
            ]
            if let colorSpace { arguments += ["--color-space", colorSpace] }
            if let threads { arguments += ["--threads", "\(threads)"] }
            return arguments
        }
    }

    /// Why chafa did not give an output.
    struct Failure: Error, CustomStringConvertible {
        /// The command and what went wrong.
        let description: String
    }

    /// The first `chafa` on `PATH` that can be executed, or nil.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Chafa? {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/chafa"
            if access(candidate, X_OK) == 0 { return Chafa(path: candidate) }
        }
        return nil
    }

    /// The first line of `chafa --version`, e.g. "Chafa version 1.12.4", or nil.
    func version() -> String? {
        (try? run(["--version"]))?.split(separator: "\n").first.map(String.init)
    }

    /// What chafa prints for `files` with `settings`.
    func output(files: [String], settings: Settings) throws(Failure) -> String {
        try run(settings.arguments + files)
    }

    /// Runs chafa with `arguments` and returns its standard output; throws when it cannot be
    /// started or exits with an error.
    private func run(_ arguments: [String]) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let command = "\(path) \(arguments.joined(separator: " "))"
        do {
            try process.run()
        } catch {
            throw Failure(description: "\(command): cannot start: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(command): exit status \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
