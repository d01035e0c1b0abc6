import Foundation
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

    @Test func shuttingDownKillsAHelperInTheMiddleOfAPicture() async throws {
        let sandbox = try SandboxFixtures.sandbox(limits: SandboxLimits(deadline: .seconds(60)), faults: true, helpers: 1)
        async let outcome = SandboxFixtures.decode(Array("spin".utf8), in: sandbox, covering: PictureSize(width: 8, height: 8))
        let deadline = ContinuousClock.now + .seconds(20)
        while sandbox.processIDs.isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        let helpers = sandbox.processIDs
        #expect(helpers.count == 1)
        let start = ContinuousClock.now
        await SandboxFixtures.offThePool { sandbox.shutdown() }
        #expect(ContinuousClock.now - start < .seconds(5), "the busy helper was killed, not waited for")
        #expect(await outcome.map(\.size) == .failure(.decoderCrashed(signal: SIGKILL)))
        for pid in helpers {
            #expect(!SandboxFixtures.isChildOfThisProcess(pid), "helper \(pid) was reaped")
        }
    }
}
