import Foundation
import Synchronization
import Testing
@testable import WaterfallPictures

@Suite("Decoder sandbox: shutting down leaves no process behind", .timeLimit(.minutes(2)))
struct DecoderSandboxShutdownTests {
    @Test func shuttingDownKillsAndReapsIdleHelpers() throws {
        let sandbox = try SandboxFixtures.sandbox()
        sandbox.prestart()
        let jpeg = try SandboxFixtures.jpeg(width: 64, height: 64, seed: 8)
        _ = try PhotoDecoding.sandboxed(sandbox).decode(jpeg, with: SandboxFixtures.decoder, covering: PictureSize(width: 16, height: 16))
        let helpers = sandbox.processIDs
        #expect(helpers.count == 2)
        #expect(helpers.allSatisfy(SandboxFixtures.isChildOfThisProcess))
        sandbox.shutdown()
        for pid in helpers {
            #expect(!SandboxFixtures.isChildOfThisProcess(pid), "helper \(pid) is gone, not even a zombie")
        }
        #expect(sandbox.processIDs.isEmpty)
        #expect(throws: PhotoDecodingError.decoderFailed(reason: "the decoder sandbox is shut down")) {
            try PhotoDecoding.sandboxed(sandbox).decode(jpeg, with: SandboxFixtures.decoder, covering: PictureSize(width: 16, height: 16))
        }
        #expect(sandbox.processIDs.isEmpty, "nothing was started after the shutdown")
    }

    @Test func shuttingDownKillsAHelperInTheMiddleOfAPicture() async throws {
        let sandbox = try SandboxFixtures.sandbox(limits: SandboxLimits(deadline: .seconds(60)), faults: true, helpers: 1)
        let result = Mutex<Result<Picture, PhotoDecodingError>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            let outcome = Result { () throws(PhotoDecodingError) -> Picture in
                try PhotoDecoding.sandboxed(sandbox).decode(Array("spin".utf8), with: SandboxFixtures.decoder, covering: PictureSize(width: 8, height: 8))
            }
            result.withLock { $0 = outcome }
            finished.signal()
        }.start()
        let deadline = ContinuousClock.now + .seconds(20)
        while sandbox.processIDs.isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        let helpers = sandbox.processIDs
        #expect(helpers.count == 1)
        let start = ContinuousClock.now
        sandbox.shutdown()
        #expect(ContinuousClock.now - start < .seconds(5), "the busy helper was killed, not waited for")
        #expect(finished.wait(timeout: .now() + 5) == .success)
        #expect(result.withLock { $0 } == .failure(.decoderCrashed(signal: SIGKILL)))
        for pid in helpers {
            #expect(!SandboxFixtures.isChildOfThisProcess(pid), "helper \(pid) was reaped")
        }
    }
}
