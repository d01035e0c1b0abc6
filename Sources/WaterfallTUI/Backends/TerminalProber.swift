import CTerminalSupport

#if canImport(Glibc)
import Glibc
#endif

/// Asks the controlling terminal what it can do for pictures, once, before curses starts: one
/// write of ``TerminalQuery`` in raw mode, answers read until the DA1 reply arrives or the budget
/// runs out, the mode restored and late input discarded, so no reply reaches the screen or the
/// key stream. A terminal that answers nothing costs the budget, no more.
public enum TerminalProber {
    /// The longest the probe waits for the answers, in milliseconds.
    public static let defaultBudgetMilliseconds = 250

    /// The terminal's replies; empty replies when there is no terminal (or the environment
    /// says it cannot show pixels, which skips the probe). Inside tmux the kitty query is sent
    /// only when `tmuxPassthrough` is on (tmux would take it for a pane title otherwise), and then
    /// its answer is awaited past DA1, which tmux answers itself at once.
    public static func probe(
        environment: TerminalEnvironment, tmuxPassthrough: Bool = false, budgetMilliseconds: Int = defaultBudgetMilliseconds
    ) -> ProbeReplies {
        guard !environment.cannotShowPixels, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return ProbeReplies() }
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { return ProbeReplies() }
        defer { close(descriptor) }
        return probe(descriptor: descriptor, environment: environment, tmuxPassthrough: tmuxPassthrough, budgetMilliseconds: budgetMilliseconds)
    }

    /// The replies of the terminal on `descriptor` (a tty open for reading and writing).
    public static func probe(descriptor: Int32, environment: TerminalEnvironment, tmuxPassthrough: Bool = false, budgetMilliseconds: Int) -> ProbeReplies {
        let insideTmux = environment.isInsideTmux
        let query = TerminalQuery.bytes(insideTmux: insideTmux, kittyQuery: !insideTmux || tmuxPassthrough)
        var reply = [UInt8](repeating: 0, count: 4096)
        let waitForKitty: Int32 = insideTmux && tmuxPassthrough ? 1 : 0
        let count = reply.withUnsafeMutableBufferPointer { buffer in
            wf_query_terminal(descriptor, query, query.count, buffer.baseAddress, buffer.count, Int32(budgetMilliseconds), waitForKitty)
        }
        guard count > 0 else { return ProbeReplies() }
        return ProbeReplies.parse(Array(reply.prefix(count)))
    }
}
