import Foundation
import Pixels
import Synchronization
import Testing

@testable import WaterfallPictures

@Suite("Decoder sandbox: shutting down leaves no process behind", .timeLimit(.minutes(2)))
struct DecoderSandboxShutdownTests {
    @Test func shuttingDownKillsAndReapsIdleHelpers() async throws {
        let sandbox = try SandboxFixtures.sandbox()
        await SandboxFixtures.offThePool { sandbox.prestart() }
        let jpeg = try SandboxFixtures.jpeg(width: 64, height: 64, seed: 8)
        _ = try await SandboxFixtures.decode(jpeg, in: sandbox, covering: PictureSize(width: 16, height: 16)).get()
        let helpers = sandbox.processIDs
        #expect(helpers.count == 2)
        #expect(helpers.allSatisfy(SandboxFixtures.isChildOfThisProcess))
        await SandboxFixtures.offThePool { sandbox.shutdown() }
        for pid in helpers {
            #expect(!SandboxFixtures.isChildOfThisProcess(pid), "helper \(pid) is gone, not even a zombie")
        }
        #expect(sandbox.processIDs.isEmpty)
        let afterwards = await SandboxFixtures.decode(jpeg, in: sandbox, covering: PictureSize(width: 16, height: 16))
        #expect(afterwards.map(\.size) == .failure(.decoderFailed(reason: "the decoder sandbox is shut down")))
        #expect(sandbox.processIDs.isEmpty, "nothing was started after the shutdown")
    }

    /// The picture spins forever and its deadline (ten minutes) is beyond the suite's time limit:
    /// the shutdown ends it at all only by killing the helper, which the picture's failure says.
    @Test func shuttingDownKillsAHelperInTheMiddleOfAPicture() async throws {
        let sandbox = try SandboxFixtures.sandbox(limits: SandboxLimits(deadline: .seconds(600)), faults: true, helpers: 1)
        // A first picture makes the helper ready (a helper killed while it starts is no failure
        // of a picture's: the shutdown is).
        let jpeg = try SandboxFixtures.jpeg(width: 16, height: 16, seed: 9)
        _ = try await SandboxFixtures.decode(jpeg, in: sandbox, covering: PictureSize(width: 8, height: 8)).get()
        // All on threads of their own, so that a busy test executor cannot stretch the timing:
        // one decodes a picture that spins, this one waits until it is in the helper and shuts down.
        let (helpers, outcome) = await SandboxFixtures.offThePool {
            let decoding = DispatchGroup()
            let outcome = Mutex<Result<Picture, PhotoDecodingError>?>(nil)
            decoding.enter()
            Thread {
                let result = Result { () throws(PhotoDecodingError) -> Picture in
                    try PhotoDecoding.sandboxed(sandbox).decode(Array("spin".utf8), with: SandboxFixtures.decoder, covering: PictureSize(width: 8, height: 8))
                }
                outcome.withLock { $0 = result }
                decoding.leave()
            }.start()
            let helpers = sandbox.processIDs
            // The helper spins once it has used a little processor time on the picture.
            let deadline = ContinuousClock.now + .seconds(30)
            let before = helpers.first.flatMap(SandboxFixtures.processorTicks(of:)) ?? 0
            while let pid = helpers.first, (SandboxFixtures.processorTicks(of: pid) ?? 0) < before + 5, ContinuousClock.now < deadline {
                usleep(5_000)
            }
            sandbox.shutdown()
            _ = decoding.wait(timeout: .now() + 60)
            return (helpers, outcome.withLock { $0 })
        }
        #expect(helpers.count == 1)
        #expect(outcome.map { $0.map(\.size) } == .failure(.decoderCrashed(signal: SIGKILL)), "the busy helper was killed, not waited for")
        for pid in helpers {
            #expect(!SandboxFixtures.isChildOfThisProcess(pid), "helper \(pid) was reaped")
        }
    }
}
