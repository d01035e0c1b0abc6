import SafeText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The marked paths (or item ids) printed when the browser ends (`--print-marked`, `-0`): to
/// the standard output the command started with, which the browser gives up to the terminal for
/// its screen while it runs when it is no terminal (a pipe, `$(…)`).
enum MarkedOutput {
    /// How the values are separated.
    enum Format: Equatable {
        /// Each value and a line feed; values holding a line break or another control
        /// character (``SafeText/TerminalSafeText``) are refused.
        case lines
        /// Each value and a NUL byte, exactly as it is; only a value holding a NUL is refused.
        case nulSeparated
        /// Each value and a NUL byte, to a terminal: values holding a control character are
        /// refused as with ``lines`` (the terminal would act on them), the rest printed exactly.
        case nulSeparatedToTerminal
    }

    /// The bytes to print for `values` in `format`, and the values refused (which cannot be
    /// told apart from their neighbours in it). O(total length).
    static func bytes(of values: [String], format: Format) -> (bytes: [UInt8], refused: [String]) {
        var bytes: [UInt8] = []
        var refused: [String] = []
        for value in values {
            switch format {
            case .lines where TerminalSafeText.isSafe(value):
                bytes += value.utf8
                bytes.append(0x0A)
            case .nulSeparated where !value.utf8.contains(0), .nulSeparatedToTerminal where TerminalSafeText.isSafe(value):
                bytes += value.utf8
                bytes.append(0)
            case .lines, .nulSeparated, .nulSeparatedToTerminal:
                refused.append(value)
            }
        }
        return (bytes, refused)
    }

    /// The message on standard error for `value`, refused in `format`.
    static func refusal(of value: String, format: Format) -> MessageText {
        switch format {
        case .lines: "waterfall: not printed (a line break or control character in it; -0 prints it exactly): \(value)"
        case .nulSeparated: "waterfall: not printed (a NUL byte in it): \(value)"
        case .nulSeparatedToTerminal: "waterfall: not printed to the terminal (a control character in it; pipe -0 to print it exactly): \(value)"
        }
    }

    /// Keeps the command's standard output for the marks, and when it is not a terminal, puts the
    /// controlling terminal (`/dev/tty`) in its place for the screen; returns the descriptor the
    /// marks go to. Throws a misuse naming the problem when there is no terminal to draw on.
    static func claimStandardOutput() throws -> Int32 {
        let kept = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard kept >= 0 else {
            throw CommandFailure.misuse("cannot keep standard output for the marks: \(String(cString: strerror(errno)))")
        }
        guard isatty(STDOUT_FILENO) == 0 else { return kept }
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else {
            close(kept)
            throw CommandFailure.misuse("standard output is not a terminal and there is no terminal to draw on (/dev/tty: \(String(cString: strerror(errno))))")
        }
        defer { close(terminal) }
        guard dup2(terminal, STDOUT_FILENO) >= 0 else {
            close(kept)
            throw CommandFailure.misuse("cannot draw on /dev/tty: \(String(cString: strerror(errno)))")
        }
        return kept
    }

    /// Prints `values` in `format` to `descriptor` (NUL-separated values to a terminal as
    /// ``Format/nulSeparatedToTerminal``: text from names is never sent raw to a terminal) and
    /// names each value refused on standard error; closes `descriptor`.
    static func write(_ values: [String], format requested: Format, to descriptor: Int32) {
        let format = requested == .nulSeparated && isatty(descriptor) != 0 ? .nulSeparatedToTerminal : requested
        let output = bytes(of: values, format: format)
        for value in output.refused {
            StandardStreams.writeError(refusal(of: value, format: format))
        }
        StandardStreams.writeAll(output.bytes, to: descriptor)
        close(descriptor)
    }
}
