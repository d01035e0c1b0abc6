import Foundation

/// A pids control group of the test's own (cgroup v1's `pids` hierarchy, or cgroup v2 with the
/// pids controller), to put processes in and limit how many tasks they may have: how a test
/// makes `fork` fail with EAGAIN as a full pid space or a container's `pids.max` would. Made by
/// ``init(named:)``, emptied and removed by ``remove()``.
public final class PidsCgroup: Sendable {
    /// The group's folder.
    public let path: String
    /// The hierarchy's root folder (where processes go back to).
    private let root: String

    /// The root of a pids hierarchy this process may make groups in, nil when there is none.
    public static var hierarchy: String? {
        let manager = FileManager.default
        if manager.isWritableFile(atPath: "/sys/fs/cgroup/pids/cgroup.procs") { return "/sys/fs/cgroup/pids" }
        if let controllers = try? String(contentsOfFile: "/sys/fs/cgroup/cgroup.controllers", encoding: .utf8),
            controllers.split(separator: " ").contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "pids" }),
            manager.isWritableFile(atPath: "/sys/fs/cgroup/cgroup.procs")
        {
            return "/sys/fs/cgroup"
        }
        return nil
    }

    /// Whether groups can be made here (root, and a pids hierarchy).
    public static var isAvailable: Bool { getuid() == 0 && hierarchy != nil }

    /// Makes the group `name` (unique to the test) in the pids hierarchy.
    public init(named name: String) throws {
        guard let root = Self.hierarchy else { throw CocoaError(.fileNoSuchFile) }
        self.root = root
        self.path = root + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    /// Moves process `pid` (all its threads) into the group.
    public func add(_ pid: pid_t) throws {
        try write("\(pid)\n", to: path + "/cgroup.procs")
    }

    /// The tasks in the group now.
    public var current: Int {
        (try? String(contentsOfFile: path + "/pids.current", encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    }

    /// Limits the group to `tasks` tasks (nil: no limit).
    public func limit(to tasks: Int?) throws {
        try write(tasks.map { "\($0)\n" } ?? "max\n", to: path + "/pids.max")
    }

    /// Moves every process left in the group back to the hierarchy's root and removes it.
    public func remove() {
        try? limit(to: nil)
        let procs = (try? String(contentsOfFile: path + "/cgroup.procs", encoding: .utf8)) ?? ""
        for pid in procs.split(separator: "\n") {
            try? write("\(pid)\n", to: root + "/cgroup.procs")
        }
        rmdir(path)
    }

    private func write(_ text: String, to file: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(text.utf8))
    }
}
