import Foundation
import ShopCatalog

/// The time from starting `waterfall` to its first full frame, measured without a terminal as
/// `waterfall dump` (it loads pages with zero latency until the frame is filled, then prints it),
/// against the floor of starting any process (`/bin/true`). Needs the release `waterfall` binary
/// next to this one: run `swift build -c release` first.
enum StartupBenchmarks {
    static let arguments = ["dump", "--width", "200", "--height", "60", "--columns", "4"]

    /// Times both processes and prints one table, or says why it cannot.
    static func run() {
        guard let executable = CatalogLocator.runningExecutablePath() else {
            print("\n(startup skipped: cannot find this executable's path)")
            return
        }
        let waterfall = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("waterfall").path
        guard access(waterfall, X_OK) == 0 else {
            print("\n(startup skipped: \(waterfall) not found; run `swift build -c release` first)")
            return
        }
        let environment = childEnvironment()
        guard spawnAndWait(waterfall, arguments, environment: environment) == 0 else {
            print("\n(startup skipped: `waterfall \(arguments.joined(separator: " "))` failed)")
            return
        }
        let dump = Harness.nanoseconds(rounds: 11) { Harness.blackHole(spawnAndWait(waterfall, arguments, environment: environment)) }
        let floor = Harness.nanoseconds(rounds: 11) { Harness.blackHole(spawnAndWait("/bin/true", [], environment: environment)) }
        let rows = [
            BenchmarkRow(
                name: "start to first full frame: `waterfall \(arguments.joined(separator: " "))`",
                ours: formatNanoseconds(dump), baseline: formatNanoseconds(floor),
                ratio: "\(format3(dump / floor))× the floor", goal: goalVerdict("≤ 50 ms", dump <= 50_000_000)
            ),
            BenchmarkRow(
                name: "of which above the process-start floor",
                ours: formatNanoseconds(dump - floor), baseline: "—", ratio: "—", goal: ""
            ),
        ]
        printTable(title: "Start-up (zero latency, output to /dev/null)", baselineName: "`/bin/true` (process start)", rows: rows)
    }

    /// This process's environment, as `NAME=value` strings.
    static func childEnvironment() -> [String] {
        ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    }

    /// Runs `path` with `arguments` and `environment`, its output going to /dev/null, and waits for
    /// it. Returns its wait status (0 for a clean exit), or -1 when it could not be started.
    static func spawnAndWait(_ path: String, _ arguments: [String], environment: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return -1 }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return -1 }
        return status
    }
}
