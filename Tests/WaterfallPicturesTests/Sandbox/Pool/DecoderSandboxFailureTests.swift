import Foundation
import Pixels
import Testing

@testable import WaterfallPictures

@Suite("Decoder sandbox: a bad decoder costs one picture", .timeLimit(.minutes(3)))
struct DecoderSandboxFailureTests {
    let cover = PictureSize(width: 40, height: 40)

    /// Decodes `bytes` in `sandbox`.
    func decode(_ bytes: [UInt8], in sandbox: DecoderSandbox) async -> Result<Picture, PhotoDecodingError> {
        await SandboxFixtures.decode(bytes, in: sandbox, covering: cover)
    }

    /// Checks that the next picture decodes in `sandbox` as in process, in a new helper, and
    /// that the helper before it is gone.
    func expectRecovery(_ sandbox: DecoderSandbox, after gone: [pid_t], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let jpeg = try SandboxFixtures.jpeg(width: 120, height: 80, seed: 11)
        let result = await decode(jpeg, in: sandbox)
        let same = result == .success(try SandboxFixtures.decoder.decodePhoto(jpeg, covering: cover))
        #expect(same, "the next picture: \(result.map(\.size))", sourceLocation: sourceLocation)
        for pid in gone {
            #expect(!SandboxFixtures.isChildOfThisProcess(pid), "helper \(pid) was reaped", sourceLocation: sourceLocation)
        }
        #expect(sandbox.notice == nil, "still sandboxed", sourceLocation: sourceLocation)
    }

    @Test func aCrashingDecoderCostsOnePicture() async throws {
        let sandbox = try SandboxFixtures.sandbox(faults: true, helpers: 1)
        defer { sandbox.shutdown() }
        await SandboxFixtures.offThePool { sandbox.prestart() }
        let crashed = sandbox.processIDs
        #expect(await decode(Array("crash".utf8), in: sandbox) == .failure(.decoderCrashed(signal: SIGSEGV)))
        #expect(PhotoDecodingError.decoderCrashed(signal: SIGSEGV).description == "the decoder crashed (SIGSEGV)")
        #expect(await decode(Array("crash".utf8), in: sandbox) == .failure(.decoderCrashed(signal: SIGSEGV)), "again, in a new helper")
        try await expectRecovery(sandbox, after: crashed)
        #expect(sandbox.startedCount == 3)
    }

    @Test func aHangingDecoderIsKilledAtTheDeadlineAndReportedAsTakingTooLong() async throws {
        let sandbox = try SandboxFixtures.sandbox(limits: SandboxLimits(deadline: .milliseconds(700)), faults: true, helpers: 1)
        defer { sandbox.shutdown() }
        await SandboxFixtures.offThePool { sandbox.prestart() }
        let hung = sandbox.processIDs
        // Timed on the decoding thread, so that a busy test executor cannot stretch it.
        let (result, waited) = await SandboxFixtures.offThePool {
            let start = ContinuousClock.now
            let result = Result { () throws(PhotoDecodingError) -> Picture in
                try PhotoDecoding.sandboxed(sandbox).decode(Array("spin".utf8), with: SandboxFixtures.decoder, covering: cover)
            }
            return (result, ContinuousClock.now - start)
        }
        #expect(result == .failure(.tookTooLong(deadline: .milliseconds(700))))
        #expect(PhotoDecodingError.tookTooLong(deadline: .milliseconds(700)).description == "took too long to decode (over 0.7 s)")
        // Not before the deadline (a loaded machine only makes it later); that the deadline is
        // what ended it is the failure above: the picture spins forever.
        #expect(waited >= .milliseconds(700), "\(waited)")
        try await expectRecovery(sandbox, after: hung)
    }

    @Test func aSpinningDecoderIsStoppedByItsProcessorTimeLimit() async throws {
        let sandbox = try SandboxFixtures.sandbox(limits: SandboxLimits(cpuSeconds: 1, deadline: .seconds(60)), faults: true, helpers: 1)
        defer { sandbox.shutdown() }
        #expect(await decode(Array("spin".utf8), in: sandbox) == .failure(.usedTooMuchProcessorTime(seconds: 1)))
        try await expectRecovery(sandbox, after: [])
    }

    @Test func aMemoryBombFailsInItsHelperAndTheNextPictureDecodes() async throws {
        // 3000 × 3000 pixels decode to 27 MB (and as much again for the copy): over 16 MiB.
        let bomb = try TestImages.png(
            rows: [UInt8](repeating: 0, count: 3_000 * 3_000 * 3), width: 3_000, height: 3_000, colorType: .rgb
        )
        #expect(bomb.count < 200_000, "a small file: \(bomb.count) bytes")
        let sandbox = try SandboxFixtures.sandbox(limits: SandboxLimits(memoryBytes: 16 << 20), helpers: 1)
        defer { sandbox.shutdown() }
        await SandboxFixtures.offThePool { sandbox.prestart() }
        let bombed = sandbox.processIDs
        let result = await decode(bomb, in: sandbox)
        switch result {
        case .failure(.picture(.outOfMemory)), .failure(.decoderCrashed):
            break
        default:
            Issue.record("the bomb was not stopped: \(result.map(\.size))")
        }
        // The same file decodes in process, which has no such limit: it was the helper's limit.
        #expect((try? SandboxFixtures.decoder.decodePhoto(bomb, covering: cover))?.size == cover)
        if case .failure(.decoderCrashed) = result {
            try await expectRecovery(sandbox, after: bombed)
        } else {
            try await expectRecovery(sandbox, after: [])
        }
    }
}
