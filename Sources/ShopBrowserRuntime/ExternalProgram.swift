#if canImport(Glibc)
import ShopBrowser
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program to its end on this process's terminal and standard streams (the
/// program that opens a picture), looked up in `PATH`.
enum ExternalProgram {
    /// Runs `arguments` (the program first) and waits for it; nil when it exited with status 0,
    /// else what went wrong, e.g. `xdg-open exited with status 3`, `cannot start feh: No such
    /// file or directory`.
    static func run(_ arguments: [String]) -> String? {
        guard let program = arguments.first else { return "no program to run" }
        var pid = pid_t()
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let spawned = posix_spawnp(&pid, program, nil, nil, argv, environ)
        guard spawned == 0 else { return "cannot start \(program): \(String(cString: strerror(spawned)))" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return "lost \(program): \(String(cString: strerror(errno)))" }
        }
        let signal = status & 0x7F
        if signal != 0 { return "\(program) ended by signal \(signal)" }
        let code = (status >> 8) & 0xFF
        return code == 0 ? nil : "\(program) exited with status \(code)"
    }
}
