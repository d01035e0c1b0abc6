import Foundation
import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("Decoder sandbox: helpers decode as the process would", .timeLimit(.minutes(3)))
struct DecoderSandboxTests {
    /// A random input: a JPEG or PNG of random size (some far larger than the cover, so they are
    /// scaled in the helper), or a damaged or foreign file; and a random size to cover.
    func randomInput(using rng: inout SplitMix64) throws -> (bytes: [UInt8], cover: PictureSize) {
        let cover = PictureSize(width: 1 + Int(rng.next() % 150), height: 1 + Int(rng.next() % 150))
        let width = 1 + Int(rng.next() % 400)
        let height = 1 + Int(rng.next() % 400)
        let bytes: [UInt8]
        switch rng.next() % 6 {
        case 0, 1:
            bytes = try SandboxFixtures.jpeg(width: width, height: height, seed: rng.next())
        case 2:
            bytes = try SandboxFixtures.png(width: width, height: height, alpha: rng.next() % 2 == 0, using: &rng)
        case 3:
            let whole = try SandboxFixtures.jpeg(width: width, height: height, seed: rng.next())
            bytes = Array(whole.prefix(Int(rng.next() % UInt64(whole.count))))
        case 4:
            bytes = (0 ..< Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        default:
            var png = try SandboxFixtures.png(width: width, height: height, using: &rng)
            png[33 + Int(rng.next() % UInt64(png.count - 33))] ^= 0xFF
            bytes = png
        }
        return (bytes, cover)
    }

    @Test func animationsComeOutAsInProcessFramesDelaysAndHostileFilesAlike() async throws {
        let colours: [AnimatedPictureFiles.Colour] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (9, 9, 9)]
        let inputs = [
            try AnimatedPictureFiles.gif(width: 90, height: 60, colours: colours, delays: [0, 5, 10, 20]),
            try AnimatedPictureFiles.webp(width: 64, height: 48, colours: colours),
            try AnimatedPictureFiles.gifOfManyFrames(10_000),
            try AnimatedPictureFiles.gifBroken(width: 30, height: 30, colours: colours, delays: [3, 3, 3, 3], brokenFrame: 2),
            try SandboxFixtures.jpeg(width: 50, height: 40, seed: 3),
        ]
        let decoder = SandboxFixtures.decoder
        let cover = PictureSize(width: 20, height: 20)
        let sandbox = try SandboxFixtures.sandbox()
        defer { sandbox.shutdown() }
        let received = await SandboxFixtures.offThePool {
            inputs.map { bytes in
                Result { () throws(PhotoDecodingError) -> PictureAnimation in
                    try PhotoDecoding.sandboxed(sandbox).decodeAnimation(bytes, with: decoder, covering: cover, limits: .standard)
                }
            }
        }
        let expected = inputs.map { bytes in
            Result { () throws(PhotoDecodingError) -> PictureAnimation in
                try PhotoDecoding.inProcess.decodeAnimation(bytes, with: decoder, covering: cover, limits: .standard)
            }
        }
        #expect(received == expected)
        #expect(try received[0].get().frames.map(\.delay) == [20, 50, 100, 200].map { Duration.milliseconds($0) })
        #expect(received[2] == .failure(.picture(.tooManyFrames(limit: 1_000))))
        #expect(try received[3].get().frames.count == 2)
    }

    @Test func manyPicturesInParallelComeOutAsInProcess() async throws {
        var rng = SplitMix64(seed: 0x5A_4D_B0_17)
        let inputs = try (0 ..< 60).map { _ in try randomInput(using: &rng) }
        let decoder = SandboxFixtures.decoder
        let expected = inputs.map { input in
            Result { () throws(PhotoDecodingError) -> Picture in try PhotoDecoding.inProcess.decode(input.bytes, with: decoder, covering: input.cover) }
        }
        let sandbox = try SandboxFixtures.sandbox()
        defer { sandbox.shutdown() }
        // Four threads share two helpers.
        let received = await withTaskGroup(of: [(Int, Result<Picture, PhotoDecodingError>)].self) { group in
            for thread in 0 ..< 4 {
                group.addTask {
                    await SandboxFixtures.offThePool {
                        stride(from: thread, to: inputs.count, by: 4).map { index in
                            (
                                index,
                                Result { () throws(PhotoDecodingError) -> Picture in
                                    try PhotoDecoding.sandboxed(sandbox).decode(inputs[index].bytes, with: decoder, covering: inputs[index].cover)
                                }
                            )
                        }
                    }
                }
            }
            var received = [Result<Picture, PhotoDecodingError>?](repeating: nil, count: inputs.count)
            for await results in group {
                for (index, result) in results { received[index] = result }
            }
            return received
        }
        for index in inputs.indices where received[index] != expected[index] {
            Issue.record(
                "input \(index) (\(inputs[index].bytes.count) bytes for \(inputs[index].cover)): \(Self.summary(received[index])), in process \(Self.summary(expected[index]))"
            )
        }
        #expect(expected.contains { (try? $0.get()) != nil } && expected.contains { (try? $0.get()) == nil }, "both pictures and failures were compared")
        #expect((1 ... 2).contains(sandbox.startedCount), "at most two helpers served every picture")
        #expect(sandbox.notice == nil)
    }

    /// `picture 40 x 30` or the failure's description.
    static func summary(_ result: Result<Picture, PhotoDecodingError>?) -> String {
        switch result {
        case .success(let picture)?: return "picture \(picture.size)"
        case .failure(let error)?: return error.description
        case nil: return "nothing"
        }
    }

    @Test func helpersStayAliveBetweenPicturesAndAreStartedLazily() async throws {
        let sandbox = try SandboxFixtures.sandbox()
        defer { sandbox.shutdown() }
        #expect(sandbox.processIDs.isEmpty && sandbox.startedCount == 0)
        let jpeg = try SandboxFixtures.jpeg(width: 64, height: 48, seed: 1)
        _ = try await SandboxFixtures.decode(jpeg, in: sandbox, covering: PictureSize(width: 20, height: 20)).get()
        let first = sandbox.processIDs
        #expect(first.count == 1)
        for _ in 0 ..< 10 {
            _ = try await SandboxFixtures.decode(jpeg, in: sandbox, covering: PictureSize(width: 20, height: 20)).get()
        }
        #expect(sandbox.processIDs == first, "one thread at a time keeps using the same helper")
        #expect(sandbox.startedCount == 1)
    }

    @Test func prestartedHelpersAreReadyBeforeTheFirstPicture() async throws {
        let sandbox = try SandboxFixtures.sandbox()
        defer { sandbox.shutdown() }
        await SandboxFixtures.offThePool { sandbox.prestart() }
        #expect(sandbox.processIDs.count == 2)
        let file = try SandboxFixtures.jpeg(width: 90, height: 60, seed: 2)
        let picture = try await SandboxFixtures.decode(file, in: sandbox, covering: PictureSize(width: 30, height: 30)).get()
        #expect(picture == (try SandboxFixtures.decoder.decodePhoto(file, covering: PictureSize(width: 30, height: 30))))
        #expect(sandbox.startedCount == 2)
    }

    @Test func aFileIsReadByTheCallerWithinTheByteLimit() async throws {
        let sandbox = try SandboxFixtures.sandbox(helpers: 1)
        defer { sandbox.shutdown() }
        let decoding = PhotoDecoding.sandboxed(sandbox)
        let small = PictureDecoder(limits: PictureLimits(maxFileBytes: 100), background: .black)
        let jpeg = try SandboxFixtures.jpeg(width: 64, height: 64, seed: 4)
        let directory = try TemporaryDirectory()
        let path = try directory.write("photo.jpg", bytes: jpeg)
        #expect(throws: PhotoDecodingError.picture(.fileTooLarge(bytes: jpeg.count, limit: 100))) {
            try decoding.decode(file: path, with: small, covering: PictureSize(width: 8, height: 8))
        }
        #expect(throws: PhotoDecodingError.picture(.missingFile)) {
            try decoding.decode(file: path + ".missing", with: small, covering: PictureSize(width: 8, height: 8))
        }
        #expect(sandbox.startedCount == 0, "refused before any helper was needed")
        let picture = try await SandboxFixtures.offThePool {
            Result { () throws(PhotoDecodingError) -> Picture in
                try decoding.decode(file: path, with: SandboxFixtures.decoder, covering: PictureSize(width: 8, height: 8))
            }
        }.get()
        #expect(picture == (try SandboxFixtures.decoder.decodePhoto(jpeg, covering: PictureSize(width: 8, height: 8))))
    }
}
