#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One end of the socket between the browser and a helper, read and written whole messages at a
/// time with `read` and `write`/`send` only (the calls the helper's filter allows).
///
/// The browser's end (``Side/browser``) is non-blocking: every call waits in `poll` at most until
/// the channel's deadline, and writes use `send` with `MSG_NOSIGNAL`, so a helper that died never
/// raises SIGPIPE in the browser (which ends on SIGPIPE). The helper's end (``Side/helper``)
/// blocks, with no deadline: the browser keeps the time.
struct WireChannel: WireSource {
    /// Which end this is.
    enum Side {
        /// The browser's: non-blocking, with a deadline, no SIGPIPE.
        case browser(deadline: ContinuousClock.Instant)
        /// The helper's: blocking.
        case helper
    }

    /// The socket to read from (the helper reads 0 and writes 1; the browser one socket).
    let input: Int32
    /// The socket to write to.
    let output: Int32
    /// Which end this is, with the deadline on the browser's.
    var side: Side

    /// Fills `buffer` from ``input``.
    mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(WireError) {
        var done = 0
        while done < buffer.count {
            let got = read(input, buffer.baseAddress.map { $0 + done }, buffer.count - done)
            if got > 0 {
                done += got
            } else if got == 0 {
                throw .closed
            } else {
                try wait(after: errno, for: Int16(POLLIN))
            }
        }
    }

    /// Writes all of `bytes` to ``output``.
    func send(_ bytes: [UInt8]) throws(WireError) {
        var done = 0
        while done < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                let start = raw.baseAddress.map { $0 + done }
                switch side {
                case .browser: return sendWithoutSignal(output, start, raw.count - done)
                case .helper: return write(output, start, raw.count - done)
                }
            }
            if sent >= 0 {
                done += sent
            } else {
                try wait(after: errno, for: Int16(POLLOUT))
            }
        }
    }

    /// After a call failed with `code`: returns to retry it (interrupted, or the browser's socket
    /// is ready within the deadline), or throws.
    private func wait(after code: Int32, for events: Int16) throws(WireError) {
        if code == EINTR { return }
        guard code == EAGAIN || code == EWOULDBLOCK, case .browser(let deadline) = side else {
            throw code == EPIPE || code == ECONNRESET ? .closed : .system(code)
        }
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { throw .timedOut }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
        var poller = pollfd(fd: events == Int16(POLLIN) ? input : output, events: events, revents: 0)
        let ready = poll(&poller, 1, milliseconds)
        if ready < 0, errno != EINTR { throw .system(errno) }
    }
}

/// `send` with `MSG_NOSIGNAL`: a closed peer gives EPIPE, never SIGPIPE.
private func sendWithoutSignal(_ socket: Int32, _ start: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return send(socket, start, count, Int32(MSG_NOSIGNAL))
    #else
    return send(socket, start, count, 0)
    #endif
}
