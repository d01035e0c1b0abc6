import CDecoderSandbox
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalEndToEnd.SandboxEndToEndTests {
    /// Whether the readable memory of process `pid` holds `marker` (read through
    /// /proc/`pid`/mem, region by region, as a debugger would); nil when it cannot be read.
    func memory(of pid: pid_t, contains marker: [UInt8]) -> Bool? {
        guard let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8) else { return nil }
        let descriptor = open("/proc/\(pid)/mem", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let needle = Data(marker)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 5, fields[1].hasPrefix("r") else { continue }
            let name = fields.count > 5 ? String(fields[5]) : ""
            guard name != "[vvar]", name != "[vsyscall]", name != "[vvar_vclock]" else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
            guard bounds.count == 2 else { continue }
            var offset = bounds[0]
            var carried = Data()
            while offset < bounds[1] {
                let wanted = Int(min(UInt64(chunk.count), bounds[1] - offset))
                let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(truncatingIfNeeded: offset)) }
                guard count > 0 else { break }
                let window = carried + Data(chunk[0 ..< count])
                if window.range(of: needle) != nil { return true }
                carried = window.suffix(marker.count - 1)
                offset += UInt64(count)
            }
        }
        return false
    }

    @Test func helpersHoldNoCapabilityNoCopyOfTheCommandLineAndRunAsTheirOwnUser() async throws {
        // The catalog named through a link whose name only the command line holds.
        let marker = "waterfall-secret-\(UUID().uuidString)"
        let link = NSTemporaryDirectory() + "/" + marker
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: EndToEnd.catalogPath)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let binary = try EndToEnd.waterfallBinary()
        let session = try await TmuxSession(
            width: 120, height: 40, command: [binary, "--data", link, "--latency", "0"], environment: ["NO_COLOR": ""]
        )
        defer { session.kill() }
        let browser = try #require(session.panePID)
        let running = try await runningHelpers(of: browser, in: session)
        #expect(running.count == 2)
        let zygote = try #require(zygoteProcess(of: browser))
        let bytes = Array(marker.utf8)
        #expect(memory(of: browser, contains: bytes) == true, "the scan finds the marker where it is: in the browser")
        for process in running + [zygote] {
            #expect(memory(of: process, contains: bytes) == false, "process \(process) holds no copy of the command line")
        }
        for helper in running {
            let fields = try #require(status(of: helper))
            for set in ["CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"] {
                #expect(fields[Substring(set)] == "0000000000000000", "helper \(helper) \(set)")
            }
            let own = String(UInt32(DS_HELPER_ID_BASE) + UInt32(helper))
            #expect(fields["Uid"]?.split(separator: "\t") == [Substring(own), Substring(own), Substring(own), Substring(own)], "helper \(helper)")
        }
    }

    @Test func onceTheZygoteHasEndedHelpersAreStartedFromTheExecutable() async throws {
        let (session, browser) = try await startBrowser()
        defer { session.kill() }
        let running = try await runningHelpers(of: browser, in: session)
        let zygote = try #require(zygoteProcess(of: browser))
        EndToEnd.signal(SIGKILL, to: zygote)
        #expect(try await waitUntilGone(running + [zygote]).isEmpty, "its helpers end with it")
        var started: [pid_t] = []
        for _ in 0 ..< 10 where started.isEmpty {
            try await session.sendKeys("G")
            let deadline = ContinuousClock.now + .seconds(3)
            while started.isEmpty, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
                started = children(of: browser, named: "decode-worker")
            }
        }
        #expect(!started.isEmpty, "helpers started by the browser from its executable")
        // A helper that was decoding when the zygote ended takes that picture with it ("the
        // decoder crashed (SIGKILL)"), as a killed helper does; the rest come from helpers started
        // from the executable, never from decoding in process.
        let screen = try await session.capture()
        #expect(!screen.contains("no sandbox") && !screen.contains("without a sandbox"), "\(screen)")
    }

    @Test(.enabled(if: PidsCgroup.isAvailable, "needs root and a pids cgroup hierarchy"))
    func aFailedForkMakesPicturesWaitAndHelpersComeBackWhenForksWorkAgain() async throws {
        // Tall enough for the help's line on decoding on its first page.
        let session = try await TmuxSession(
            width: 120, height: 60, command: [try EndToEnd.waterfallBinary(), "--data", EndToEnd.catalogPath, "--latency", "0"],
            environment: ["NO_COLOR": ""]
        )
        defer { session.kill() }
        let browser = try #require(session.panePID)
        let running = try await runningHelpers(of: browser, in: session)
        #expect(running.count == 2)
        let zygote = try #require(zygoteProcess(of: browser))
        // The zygote alone in a group held at its one task: its next fork fails with EAGAIN
        // (the helpers it forked before stay where they were, and are killed).
        let group = try PidsCgroup(named: "waterfall-test-\(UUID().uuidString)")
        defer { group.remove() }
        try group.limit(to: 1)
        try group.add(zygote)
        #expect(group.current == 1)
        let forked = helpers(of: browser)
        for helper in forked { EndToEnd.signal(SIGKILL, to: helper) }
        #expect(try await waitUntilGone(forked).isEmpty)
        // The look-ahead may have made the next screens' photos already: page on until photos
        // that need a helper come into view.
        var waiting = false
        for _ in 0 ..< 10 where !waiting {
            try await session.sendKeys("G")
            let said = try? await session.waitFor("decoding waits: no helper could be started", "Resource temporarily unavailable", timeout: .seconds(3))
            waiting = said != nil
        }
        #expect(waiting, "the status line says photos wait for a helper")
        #expect(helpers(of: browser).isEmpty, "no helper while forks fail")
        try group.limit(to: nil)
        let deadline = ContinuousClock.now + .seconds(30)
        var replacements = helpers(of: browser)
        while replacements.isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            replacements = helpers(of: browser)
        }
        #expect(!replacements.isEmpty, "new helpers once forks work again")
        try await session.waitForAbsence(of: "decoding waits", timeout: .seconds(30))
        try await session.sendKeys("?")
        let help = try await session.waitFor("decoding: in sandboxed helpers")
        #expect(!help.contains("no sandbox") && !help.contains("without a sandbox"), "never decoded in process: \(help)")
    }
}
