import CDecoderSandbox
import Foundation
import Pixels
import Testing

@testable import WaterfallPictures

@Suite("Decoder helpers are shut in: no files, no network, no processes, limits set", .timeLimit(.minutes(2)))
struct DecoderWorkerSandboxTests {
    /// The self-test's lines and exit status, run by `runner` (with its arguments) when given.
    func selfTest(runner: [String] = []) async throws -> (lines: [String], status: Int32) {
        let helper = try SandboxFixtures.command()
        let process = Process()
        let command = runner + [helper.path, DecoderWorker.argument, DecoderWorker.selfTestArgument]
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let reader = output.fileHandleForReading
        let text = await SandboxFixtures.offThePool {
            let text = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
        return (text.split(separator: "\n").map(String.init), process.terminationStatus)
    }

    @Test(
        .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root to become another user")
    )
    func asAnOrdinaryUserAHelperIsCountedInAUserNamespaceOfItsOwn() async throws {
        let (lines, status) = try await selfTest(runner: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
        #expect(lines.last == "threads: \(DS_HELPER_THREADS) of \(DecoderWorker.threadBombAttempts) started, then refused (errno \(EAGAIN))", "\(lines)")
        #expect(status == 0, "\(lines)")
    }

    @Test func theSelfTestFindsEveryForbiddenCallRefused() async throws {
        let (lines, status) = try await selfTest()
        #expect(lines.count == DecoderWorker.probes.count + 1, "\(lines)")
        for probe in DecoderWorker.probes {
            #expect(lines.contains("\(probe.name): refused (errno \(EPERM))"), "\(probe.name) in \(lines)")
        }
        // The thread bomb: the filter lets threads start, the helper's own identity and
        // RLIMIT_NPROC stop them at the bound, far below the machine's pid space.
        let bomb = try #require(lines.last)
        let started = try #require(Int(bomb.dropFirst("threads: ".count).prefix { $0.isNumber }), "\(bomb)")
        #expect(bomb.hasPrefix("threads: ") && bomb.hasSuffix("of \(DecoderWorker.threadBombAttempts) started, then refused (errno \(EAGAIN))"), "\(bomb)")
        #expect(started >= 1 && started <= Int(DS_HELPER_THREADS), "\(bomb)")
        #expect(status == 0)
    }

    @Test func aRunningHelperHasAnIdentityOfItsOwnNoCapabilityAndAThreadBound() async throws {
        let sandbox = try SandboxFixtures.sandbox(helpers: 1)
        defer { sandbox.shutdown() }
        let jpeg = try SandboxFixtures.jpeg(width: 32, height: 32, seed: 7)
        _ = try await SandboxFixtures.decode(jpeg, in: sandbox, covering: PictureSize(width: 8, height: 8)).get()
        let pid = try #require(sandbox.processIDs.first)
        let status = try #require(SandboxFixtures.status(of: pid))
        for set in ["CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"] {
            #expect(status[set] == "0000000000000000", "\(set): \(status[set] ?? "none")")
        }
        if getuid() == 0 {
            let own = String(UInt32(DS_HELPER_ID_BASE) + UInt32(pid))
            #expect(status["Uid"]?.split(separator: "\t").map(String.init) == [own, own, own, own], "\(status["Uid"] ?? "")")
            #expect(status["Gid"]?.split(separator: "\t").map(String.init) == [own, own, own, own], "\(status["Gid"] ?? "")")
            #expect(status["Groups"] == "", "no supplementary group")
        }
        let limitsText = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let processes = limitsText.split(separator: "\n").first { $0.hasPrefix("Max processes") }
            .map { $0.dropFirst("Max processes".count).split(separator: " ") }
        let threads = try #require(status["Threads"].flatMap { Int($0) })
        let bound = String(threads + Int(DS_HELPER_THREADS))
        #expect(processes?.prefix(2) == [Substring(bound), Substring(bound)], "its threads and \(DS_HELPER_THREADS) more: \(processes ?? [])")
    }

    @Test func aRunningHelperHasOnlyItsSocketAndTheFilterAndLimitsInForce() async throws {
        let limits = SandboxLimits(memoryBytes: 300 << 20, cpuSeconds: 17)
        let sandbox = try SandboxFixtures.sandbox(limits: limits, helpers: 1)
        defer { sandbox.shutdown() }
        let jpeg = try SandboxFixtures.jpeg(width: 32, height: 32, seed: 6)
        // After an answer, the helper has entered the sandbox.
        _ = try await SandboxFixtures.decode(jpeg, in: sandbox, covering: PictureSize(width: 8, height: 8)).get()
        let pid = try #require(sandbox.processIDs.first)
        let status = try #require(SandboxFixtures.status(of: pid))
        #expect(status["Seccomp"] == "2", "a seccomp filter is in force")
        #expect(status["NoNewPrivs"] == "1")
        #expect(status["Name"] == "decode-worker")
        #expect(status["SigBlk"] == "0000000000000000", "no signal blocked")
        // Signals 1…31 keep their default action (32 and 33 are the C library's own).
        let ignored = try #require(status["SigIgn"].flatMap { UInt64($0, radix: 16) })
        #expect(ignored & 0x7FFF_FFFF == 0, "no signal ignored: \(String(ignored, radix: 16))")
        #expect(status["Threads"] == "1")

        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").sorted()
        #expect(descriptors == ["0", "1", "2"], "no descriptor of the browser's")
        let targets = try descriptors.map { try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)") }
        #expect(targets[0].hasPrefix("socket:") && targets[0] == targets[1], "standard input and output are its socket, not the terminal")
        #expect(targets[2] == "/dev/null")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd") == "/")
        let environment = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ")).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        #expect(environment == ["SWIFT_BACKTRACE=enable=no"], "nothing of the test's environment")

        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
        #expect(fields[3] == "\(pid)", "its own session, so the terminal's signals never reach it")

        let limitsText = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        func limit(_ name: String) -> [Substring] {
            limitsText.split(separator: "\n").first { $0.hasPrefix(name) }.map { $0.dropFirst(name.count).split(separator: " ") } ?? []
        }
        #expect(limit("Max cpu time").prefix(2) == ["17", "18"])
        #expect(limit("Max core file size").prefix(2) == ["0", "0"])
        #expect(limit("Max open files").prefix(2) == ["3", "3"])
        let addressSpace = try #require(limit("Max address space").first.flatMap { Int($0) })
        let data = try #require(limit("Max data size").first.flatMap { Int($0) })
        #expect(addressSpace > 300 << 20 && addressSpace < (300 << 20) + (4 << 30), "\(addressSpace)")
        #expect(data > 300 << 20 && data < (300 << 20) + (1 << 30), "\(data)")
    }
}
