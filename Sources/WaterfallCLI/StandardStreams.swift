import SafeText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command line writes the text it does not draw — error messages, the report of
/// skipped items, the help — to standard error or standard output. It takes only
/// `MessageText`, so whatever it writes was sanitised where the message was built.
enum StandardStreams {
    /// Writes `message` and a line feed to standard error.
    static func writeError(_ message: MessageText) {
        send(message, to: STDERR_FILENO)
    }

    /// Writes `message` and a line feed to standard output.
    static func writeOutput(_ message: MessageText) {
        send(message, to: STDOUT_FILENO)
    }

    /// Writes all of `message` and a line feed with `write(2)`, retrying short writes and
    /// interrupted calls; gives up silently when the stream is closed.
    private static func send(_ message: MessageText, to descriptor: Int32) {
        var bytes = Array(message.text.utf8)
        bytes.append(0x0A)
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
