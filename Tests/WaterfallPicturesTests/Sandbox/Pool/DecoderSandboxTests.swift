import Foundation
import SeededRandom
import Synchronization
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

    @Test func manyPicturesInParallelComeOutAsInProcess() throws {
        var rng = SplitMix64(seed: 0x5A_4D_B0_17)
        let inputs = try (0 ..< 60).map { _ in try randomInput(using: &rng) }
        let decoder = SandboxFixtures.decoder
        let expected = inputs.map { input in
            Result { () throws(PhotoDecodingError) -> Picture in try PhotoDecoding.inProcess.decode(input.bytes, with: decoder, covering: input.cover) }
        }
        let sandbox = try SandboxFixtures.sandbox()
        defer { sandbox.shutdown() }
        let results = Mutex([Result<Picture, PhotoDecodingError>?](repeating: nil, count: inputs.count))
        // Four threads share two helpers.
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in stride(from: thread, to: inputs.count, by: 4) {
                let input = inputs[index]
                let result = Result { () throws(PhotoDecodingError) -> Picture in
                    try PhotoDecoding.sandboxed(sandbox).decode(input.bytes, with: decoder, covering: input.cover)
                }
                results.withLock { $0[index] = result }
            }
        }
        let received = results.withLock { $0 }
        for index in inputs.indices where received[index] != expected[index] {
            Issue.record("input \(index) (\(inputs[index].bytes.count) bytes for \(inputs[index].cover)): \(Self.summary(received[index])), in process \(Self.summary(expected[index]))")
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

    @Test func helpersStayAliveBetweenPicturesAndAreStartedLazily() throws {
        let sandbox = try SandboxFixtures.sandbox()
        defer { sandbox.shutdown() }
        #expect(sandbox.processIDs.isEmpty && sandbox.startedCount == 0)
        let jpeg = try SandboxFixtures.jpeg(width: 64, height: 48, seed: 1)
        _ = try PhotoDecoding.sandboxed(sandbox).decode(jpeg, with: SandboxFixtures.decoder, covering: PictureSize(width: 20, height: 20))
        let first = sandbox.processIDs
        #expect(first.count == 1)
        for _ in 0 ..< 10 {
            _ = try PhotoDecoding.sandboxed(sandbox).decode(jpeg, with: SandboxFixtures.decoder, covering: PictureSize(width: 20, height: 20))
        }
        #expect(sandbox.processIDs == first, "one thread at a time keeps using the same helper")
        #expect(sandbox.startedCount == 1)
    }

    @Test func prestartedHelpersAreReadyBeforeTheFirstPicture() throws {
        let sandbox = try SandboxFixtures.sandbox()
        defer { sandbox.shutdown() }
        sandbox.prestart()
        #expect(sandbox.processIDs.count == 2)
        let file = try SandboxFixtures.jpeg(width: 90, height: 60, seed: 2)
        let picture = try PhotoDecoding.sandboxed(sandbox).decode(file, with: SandboxFixtures.decoder, covering: PictureSize(width: 30, height: 30))
        #expect(picture == (try SandboxFixtures.decoder.decodePhoto(file, covering: PictureSize(width: 30, height: 30))))
        #expect(sandbox.startedCount == 2)
    }

    @Test func aFileIsReadByTheCallerWithinTheByteLimit() throws {
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
        let picture = try decoding.decode(file: path, with: SandboxFixtures.decoder, covering: PictureSize(width: 8, height: 8))
        #expect(picture == (try SandboxFixtures.decoder.decodePhoto(jpeg, covering: PictureSize(width: 8, height: 8))))
    }
}
