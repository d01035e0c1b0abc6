import Foundation
import Pixels
import Synchronization
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("Decoder sandbox: helpers that cannot start never turn it off", .timeLimit(.minutes(2)))
struct DecoderSandboxStartFailureTests {
    let cover = PictureSize(width: 40, height: 40)

    /// The picture the tests decode.
    let jpeg: [UInt8]

    init() throws {
        jpeg = try SandboxFixtures.jpeg(width: 100, height: 70, seed: 23)
    }

    /// Every status `sandbox` reports from now on, in order.
    final class StatusLog: Sendable {
        private let seen = Mutex<[SandboxStatus]>([])

        init(watching sandbox: DecoderSandbox) {
            sandbox.observeStatus { [self] status in record(status) }
        }

        private func record(_ status: SandboxStatus) {
            seen.withLock { $0.append(status) }
        }

        var statuses: [SandboxStatus] { seen.withLock { $0 } }
    }

    /// Decodes ``jpeg`` in `sandbox` on a thread of its own; the result arrives when it is done.
    func startDecoding(in sandbox: DecoderSandbox) -> Task<Result<Picture, PhotoDecodingError>, Never> {
        let (jpeg, cover) = (jpeg, cover)
        return Task { await SandboxFixtures.decode(jpeg, in: sandbox, covering: cover) }
    }

    /// Waits until `sandbox` has failed to start a helper `attempts` times in a row, and returns
    /// the reason it gives.
    func waitUntilWaiting(_ sandbox: DecoderSandbox, attempts: Int) async throws -> String {
        while true {
            if case .waiting(let reason, let tried) = sandbox.status, tried >= attempts { return reason }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Whether `result` is the picture of a sandbox that was shut down while it waited.
    func wasShutDown(_ result: Result<Picture, PhotoDecodingError>) -> Bool {
        result.map(\.size) == .failure(.decoderFailed(reason: "the decoder sandbox is shut down"))
    }

    @Test func aMissingHelperMakesPicturesWaitAndNothingIsDecodedInProcess() async throws {
        let sandbox = DecoderSandbox(command: HelperCommand(path: "/nonexistent/waterfall"), helperCount: 1)
        let decoding = startDecoding(in: sandbox)
        let reason = try await waitUntilWaiting(sandbox, attempts: 3)
        #expect(reason == "/nonexistent/waterfall: No such file or directory")
        #expect(sandbox.notice == nil, "never decoded inside the program")
        await SandboxFixtures.offThePool { sandbox.shutdown() }
        let result = await decoding.value
        #expect(wasShutDown(result), "the picture waited for a helper until the end: \(result.map(\.size))")
        #expect(sandbox.startedCount == 0)
    }

    @Test func programsThatEndOrLieAtTheirStartAreReplacedNotFallenBackFrom() async throws {
        for (command, words) in [
            (HelperCommand(path: "/bin/cat", arguments: []), "broke the protocol at start (not a ready message)"),
            (HelperCommand(path: "/bin/false", arguments: []), "exit status 1"),
        ] {
            let sandbox = DecoderSandbox(command: command, helperCount: 1)
            let decoding = startDecoding(in: sandbox)
            let reason = try await waitUntilWaiting(sandbox, attempts: 3)
            #expect(reason.contains(words), "\(command.path): \(reason)")
            #expect(sandbox.notice == nil)
            await SandboxFixtures.offThePool { sandbox.shutdown() }
            #expect(wasShutDown(await decoding.value), "\(command.path)")
            #expect(sandbox.processIDs.isEmpty, "\(command.path) was reaped")
        }
    }

    @Test func aHelperStartThatFailsIsTriedAgainUntilOneStartsAndThenEveryPictureIsAHelpers() async throws {
        let folder = try TemporaryDirectory()
        let ready = folder.path + "/ready"
        let helper = try SandboxFixtures.command(faults: true)
        // Fails to start (as a fork refused by a pids limit would) until the file exists, then is
        // the real helper, with fault injection on.
        let script = "[ -e '\(ready)' ] || exit 75; exec '\(helper.path)' \(DecoderWorker.argument)"
        let command = HelperCommand(path: "/bin/sh", arguments: ["-c", script], environment: helper.environment)
        let sandbox = DecoderSandbox(command: command, helperCount: 1)
        defer { sandbox.shutdown() }
        let log = StatusLog(watching: sandbox)
        let decoding = startDecoding(in: sandbox)
        _ = try await waitUntilWaiting(sandbox, attempts: 2)
        #expect(FileManager.default.createFile(atPath: ready, contents: Data()))
        let result = await decoding.value
        let inProcess = try SandboxFixtures.decoder.decodePhoto(jpeg, covering: cover)
        #expect(result == .success(inProcess), "decoded once a helper could start")
        #expect(sandbox.status == .confined && sandbox.notice == nil)
        let statuses = log.statuses
        #expect(statuses.last == .confined, "the recovery is reported: \(statuses)")
        #expect(statuses.dropLast().allSatisfy { if case .waiting = $0 { true } else { false } }, "\(statuses)")
        // Only a helper crashes on `crash` (in process it is just not a picture): the pictures
        // after the recovery are the helpers'.
        let crash = await SandboxFixtures.decode(Array("crash".utf8), in: sandbox, covering: cover)
        #expect(crash.map(\.size) == .failure(.decoderCrashed(signal: SIGSEGV)))
    }

    /// A helper that reads the hello, answers `ready` and ends.
    func refusingHelper(_ ready: HelperReady) -> HelperCommand {
        SandboxFixtures.scriptedHelper(reading: HelperHello(parentPID: 0, memoryBytes: 0, cpuSeconds: 0).bytes.count, writing: ready.bytes, then: "exit 3")
    }

    @Test func aHelperThatCouldNotShutItselfInThisTimeIsReplaced() async throws {
        let sandbox = DecoderSandbox(command: refusingHelper(HelperReady(failure: "RLIMIT_AS: Invalid argument")), helperCount: 1)
        let decoding = startDecoding(in: sandbox)
        let reason = try await waitUntilWaiting(sandbox, attempts: 3)
        #expect(reason.hasPrefix("the helper cannot shut itself in: RLIMIT_AS: Invalid argument"), "\(reason)")
        #expect(sandbox.notice == nil)
        await SandboxFixtures.offThePool { sandbox.shutdown() }
        #expect(wasShutDown(await decoding.value))
    }

    @Test func aSystemThatCannotShutHelpersInDecodesInProcessSaidAloud() async throws {
        let command = refusingHelper(HelperReady(failure: "PR_SET_SECCOMP: Invalid argument", isUnsupported: true))
        let sandbox = DecoderSandbox(command: command, helperCount: 1)
        defer { sandbox.shutdown() }
        let log = StatusLog(watching: sandbox)
        let result = await SandboxFixtures.decode(jpeg, in: sandbox, covering: cover)
        let inProcess = try SandboxFixtures.decoder.decodePhoto(jpeg, covering: cover)
        #expect(result == .success(inProcess))
        let reason = "the helper cannot shut itself in: PR_SET_SECCOMP: Invalid argument"
        #expect(sandbox.status == .unconfined(reason: reason))
        #expect(log.statuses == [.unconfined(reason: reason)])
        #expect(sandbox.notice == "pictures are decoded inside the program, without a sandbox: " + reason)
    }

    @Test("The backoff doubles from 50 ms to at most 2 s", arguments: [(1, 50), (2, 100), (3, 200), (5, 800), (6, 1_600), (7, 2_000), (40, 2_000)])
    func backoff(failures: Int, milliseconds: Int) {
        #expect(DecoderSandbox.backoff(afterFailures: failures) == .milliseconds(milliseconds))
    }
}
