import SafeText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command line writes the text it does not draw — error messages, the report of
/// skipped items, the help — to standard error or standard output. It takes only
/// `MessageText`, so whatever it writes was sanitised where the message was built; the one
/// exception, the marked paths of `--print-marked`, goes through ``writeAll(_:to:)`` as bytes.
enum StandardStreams {
    /// Writes `message` and a line feed to standard error.
    static func writeError(_ message: MessageText) {
        send(message, to: STDERR_FILENO)
    }

    /// Writes `message` and a line feed to standard output.
    static func writeOutput(_ message: MessageText) {
        send(message, to: STDOUT_FILENO)
    }

    /// Writes `message` and a line feed.
    private static func send(_ message: MessageText, to descriptor: Int32) {
        writeAll(Array(message.text.utf8) + [0x0A], to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor` with `write(2)`, retrying short writes and
    /// interrupted calls; gives up silently when the stream is closed. Only for bytes whose
    /// safety the caller settled (``MarkedOutput``: paths asked for, for another program).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { raw in write(descriptor, raw.baseAddress, raw.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
