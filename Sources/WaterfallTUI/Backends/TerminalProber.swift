import CTerminalSupport

#if canImport(Glibc)
import Glibc
#endif

/// Asks the controlling terminal what it can do, once, before curses starts: the rounds of
/// ``TerminalQuery``, each one write in raw mode with answers read until its DA1 reply arrives or
/// the budget runs out, the mode restored and late input discarded, so no reply reaches the
/// screen or the key stream. A terminal that answers nothing costs the budget, no more.
public enum TerminalProber {
    /// The longest the probe waits for the answers, in milliseconds, all rounds together: 3 s, for
    /// a terminal that is slow to answer (a cold emulator's first window, a long SSH link, a
    /// loaded machine). Each round ends at its DA1 reply, which every terminal sends, so a
    /// terminal that answers costs what it takes to answer; only one that answers nothing at all
    /// costs the budget.
    public static let defaultBudgetMilliseconds = 3_000

    /// The terminal's replies; empty replies when there is no terminal (or the environment
    /// says it cannot show pixels, which skips the probe). The kitty query is sent only when
    /// `askKitty` (pictures may use it) and no multiplexer is named by the environment or
    /// answered the first round; inside tmux (`TMUX` set) with `tmuxPassthrough` on, the second
    /// round asks the terminal outside tmux instead (``TerminalQuery/outerTerminalRound``), and
    /// its answers go to ``ProbeReplies/outerTerminal``.
    public static func probe(
        environment: TerminalEnvironment, tmuxPassthrough: Bool = false, askKitty: Bool = true,
        budgetMilliseconds: Int = defaultBudgetMilliseconds
    ) -> ProbeReplies {
        guard !environment.cannotShowPixels, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return ProbeReplies() }
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { return ProbeReplies() }
        defer { close(descriptor) }
        return probe(
            descriptor: descriptor, environment: environment, tmuxPassthrough: tmuxPassthrough, askKitty: askKitty,
            budgetMilliseconds: budgetMilliseconds
        )
    }

    /// The replies of the terminal on `descriptor` (a tty open for reading and writing).
    public static func probe(
        descriptor: Int32, environment: TerminalEnvironment, tmuxPassthrough: Bool = false, askKitty: Bool = true, budgetMilliseconds: Int
    ) -> ProbeReplies {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(budgetMilliseconds)
        var bytes = ask(descriptor, TerminalQuery.firstRound, budgetMilliseconds: budgetMilliseconds)
        let first = ProbeReplies.parse(bytes)
        let throughTmux = environment.isInsideTmux && tmuxPassthrough
        guard askKitty, first.sawEnd, (environment.multiplexer == nil && first.multiplexer == nil) || throughTmux else { return first }
        let left = (deadline - clock.now).components
        let leftMilliseconds = Int(left.seconds) * 1000 + Int(left.attoseconds / 1_000_000_000_000_000)
        guard leftMilliseconds > 0 else { return first }
        guard throughTmux else {
            bytes += ask(descriptor, TerminalQuery.kittyRound, budgetMilliseconds: leftMilliseconds)
            return ProbeReplies.parse(bytes)
        }
        let outer = ProbeReplies.parse(ask(descriptor, TerminalQuery.outerTerminalRound, budgetMilliseconds: leftMilliseconds))
        var replies = first
        replies.outerTerminal = OuterTerminalReplies(outer)
        replies.leftover += outer.leftover
        return replies
    }

    /// The bytes the terminal on `descriptor` answers to `query` (see `wf_query_terminal`).
    private static func ask(_ descriptor: Int32, _ query: [UInt8], budgetMilliseconds: Int) -> [UInt8] {
        var reply = [UInt8](repeating: 0, count: 4096)
        let count = reply.withUnsafeMutableBufferPointer { buffer in
            wf_query_terminal(descriptor, query, query.count, buffer.baseAddress, buffer.count, Int32(budgetMilliseconds))
        }
        return count > 0 ? Array(reply.prefix(count)) : []
    }
}
