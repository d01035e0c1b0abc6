import WaterfallTUI

#if canImport(Glibc)
import Glibc
#endif

/// Reads tmux's options (never changes them): whether `allow-passthrough` is on for the pane the
/// program runs in, and what tmux says of the client terminal (its name, version and features). tmux is run with `posix_spawnp` and waited for with `waitpid`, so nothing of
/// the program's own signal handling (job control, which the browser relies on) is touched.
enum TmuxOptions {
    /// Whether `allow-passthrough` is `on` or `all`: the pane's own value when it has one, else
    /// the global one. False when tmux cannot be asked within a second.
    static func allowsPassthrough() -> Bool {
        if let pane = value(["show-options", "-pqv", "allow-passthrough"]), !pane.isEmpty {
            return pane == "on" || pane == "all"
        }
        let global = value(["show-options", "-gqv", "allow-passthrough"]) ?? ""
        return global == "on" || global == "all"
    }

    /// What tmux says of the client terminal of the program's pane (its `TERM`, its version as
    /// tmux kept it, the features tmux found in it), nil when tmux cannot be asked.
    static func client() -> TmuxClient? {
        value(["display-message", "-p", TmuxClient.displayFormat]).map(TmuxClient.init(displayOutput:))
    }

    /// The trimmed output of `tmux arguments` (at most 4 KiB), nil when it fails or takes longer
    /// than a second (it is then killed).
    static func value(_ arguments: [String]) -> String? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        defer { close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawnp(&child, "tmux", &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard status == 0 else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        var exitStatus: Int32 = 0
        var open = true
        let deadline = ContinuousClock.now + .seconds(1)
        while ContinuousClock.now < deadline {
            // Until the end of its output, wait for more (5 ms at most); after it, for the exit.
            if open {
                var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 5) > 0 {
                    let count = read(pipeEnds[0], &buffer, buffer.count)
                    if count > 0, output.count < 4_096 { output += buffer.prefix(count) }
                    open = count != 0
                }
            } else {
                usleep(2_000)
            }
            if waitpid(child, &exitStatus, WNOHANG) == child {
                while open, case let count = read(pipeEnds[0], &buffer, buffer.count), count > 0 {
                    if output.count < 4_096 { output += buffer.prefix(count) }
                }
                guard exitStatus == 0 else { return nil }
                return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        kill(child, SIGKILL)
        waitpid(child, &exitStatus, 0)
        return nil
    }
}
