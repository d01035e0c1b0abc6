import Foundation
import Pixels
import Testing

@testable import WaterfallPictures

@Suite("Decoder sandbox: helpers that lie", .timeLimit(.minutes(2)))
struct DecoderSandboxBrokenHelperTests {
    let cover = PictureSize(width: 40, height: 40)

    /// The picture the tests decode.
    let jpeg: [UInt8]

    init() throws {
        jpeg = try SandboxFixtures.jpeg(width: 100, height: 70, seed: 21)
    }

    /// A helper that reads the hello and one request for ``jpeg`` (for its frames within
    /// `animation` when given), says it is ready, then writes `answer` and, unless `exits`, waits.
    func lyingHelper(answer: [UInt8], exits: Bool = false, animation: AnimationLimits? = nil) -> HelperCommand {
        let input =
            HelperHello(parentPID: 0, memoryBytes: 0, cpuSeconds: 0).bytes.count
            + DecodeRequest(covering: cover, decoder: SandboxFixtures.decoder, bytes: jpeg, animation: animation).message.count
        return SandboxFixtures.scriptedHelper(reading: input, writing: HelperReady(failure: nil).bytes + answer, then: exits ? "exit 0" : "exec sleep 30")
    }

    /// Decodes ``jpeg`` in `sandbox`, and what decoding it in process gives.
    func decodeBoth(in sandbox: DecoderSandbox) async throws -> (sandboxed: Result<Picture, PhotoDecodingError>, inProcess: Picture) {
        let sandboxed = await SandboxFixtures.decode(jpeg, in: sandbox, covering: cover)
        return (sandboxed, try SandboxFixtures.decoder.decodePhoto(jpeg, covering: cover))
    }

    @Test func aHelperLyingAboutThePictureSizeIsKilledAndThePictureFails() async throws {
        let lie = WireWriter.pictureHeader(width: 100_000, height: 100_000).bytes
        let sandbox = DecoderSandbox(command: lyingHelper(answer: lie), helperCount: 1)
        defer { sandbox.shutdown() }
        await SandboxFixtures.offThePool { sandbox.prestart() }
        let liar = sandbox.processIDs
        let (result, _) = try await decodeBoth(in: sandbox)
        #expect(result.map(\.size) == .failure(.decoderFailed(reason: "it broke the protocol: a picture of 100000 x 100000 pixels, more than asked for")))
        #expect(liar.count == 1 && !SandboxFixtures.isChildOfThisProcess(liar[0]), "killed and reaped")
        #expect(sandbox.notice == nil, "a lie after the start is the picture's failure, not a reason to leave the sandbox")
    }

    @Test func aHelperSendingMoreFramesThanAnHonestOneCouldIsKilledBeforeTheyAreAllocated() async throws {
        // 80 × 16,384 is a frame decodePhoto may return for 40 × 40; 12 of them fit the standard
        // 16,000,000 pixels kept, so 20 (105 MB with alpha) is a lie. Only their start is sent.
        var lie = WireWriter.framesHeader(count: 20)
        lie.frameHeader(width: 80, height: 16_384)
        let sandbox = DecoderSandbox(command: lyingHelper(answer: lie.bytes, animation: .standard), helperCount: 1)
        defer { sandbox.shutdown() }
        await SandboxFixtures.offThePool { sandbox.prestart() }
        let liar = sandbox.processIDs
        let (jpeg, cover) = (jpeg, cover)
        let result = await SandboxFixtures.offThePool {
            Result { () throws(PhotoDecodingError) -> PictureAnimation in
                try PhotoDecoding.sandboxed(sandbox).decodeAnimation(jpeg, with: SandboxFixtures.decoder, covering: cover, limits: .standard)
            }
        }
        let reason = "it broke the protocol: 20 frames of 80 x 16384 pixels, over the 12 that fit the animation's limits"
        #expect(result.map(\.frames.count) == .failure(.decoderFailed(reason: reason)))
        #expect(liar.count == 1 && !SandboxFixtures.isChildOfThisProcess(liar[0]), "killed and reaped")
    }

    @Test func aHelperLyingAboutATextLengthIsKilled() async throws {
        var writer = WireWriter.answerHeader(kind: 1)
        writer.integer(UInt8(7))
        writer.integer(UInt16(60_000))
        let sandbox = DecoderSandbox(command: lyingHelper(answer: writer.bytes), helperCount: 1)
        defer { sandbox.shutdown() }
        let (result, _) = try await decodeBoth(in: sandbox)
        #expect(result.map(\.size) == .failure(.decoderFailed(reason: "it broke the protocol: a format name of 60000 bytes, over 512")))
    }

    @Test func aHelperEndingInTheMiddleOfAnAnswerFailsThatPicture() async throws {
        let cut = WireWriter.pictureHeader(width: 10, height: 10).bytes + [1, 2, 3]
        let sandbox = DecoderSandbox(command: lyingHelper(answer: cut, exits: true), helperCount: 1)
        defer { sandbox.shutdown() }
        let (result, _) = try await decodeBoth(in: sandbox)
        #expect(result.map(\.size) == .failure(.decoderFailed(reason: "it ended without answering (exit status 0)")))
    }
}
