import Pixels
import Testing

@testable import WaterfallPictures

/// Pictures that would run a helper out of its 512 MiB address space (libavif aborts when an
/// allocation fails) are refused by name in the helper, before decoding; the largest ordinary
/// ones the estimate admits decode there.
@Suite("DecoderSandbox: refusals by the memory a decode needs", .timeLimit(.minutes(5)))
struct DecoderSandboxMemoryTests {
    /// The standard memory limit; deadlines long enough for 40-megapixel pictures on a loaded
    /// machine.
    static let limits = SandboxLimits(cpuSeconds: 240, deadline: .seconds(60))

    @Test("the 720-tile AVIF grid and a 6,000 x 6,000 animated WebP, which abort a helper at its memory limit, and a 10-bit HEIF grid are refused by name")
    func refusedByName() async throws {
        let sandbox = try SandboxFixtures.sandbox(limits: Self.limits)
        defer { sandbox.shutdown() }
        let cover = PictureSize(width: 40, height: 40)
        let grid = await SandboxFixtures.decode(try LargePictureFiles.avifGrid.get(), in: sandbox, covering: cover)
        #expect(grid == .failure(.picture(.unsupportedFormat("AVIF grid of 720 tiles needing 715 MiB (at most 448 MiB)"))))
        let deep = await SandboxFixtures.decode(try LargePictureFiles.asHEIF(try LargePictureFiles.avifGrid10Bit.get()), in: sandbox, covering: cover)
        #expect(deep == .failure(.picture(.unsupportedFormat("HEIF grid of 720 tiles needing 579 MiB (at most 448 MiB)"))))
        let webp = try LargePictureFiles.webpOnBigCanvas.get()
        let frames = await SandboxFixtures.offThePool {
            Result { () throws(PhotoDecodingError) -> PictureAnimation in
                try PhotoDecoding.sandboxed(sandbox).decodeAnimation(webp, with: SandboxFixtures.decoder, covering: cover, limits: .standard)
            }
        }
        #expect(frames == .failure(.picture(.unsupportedFormat("animated WebP needing 859 MiB (at most 448 MiB)"))))
        // Its first frame as a still picture is no animation.
        #expect(try await SandboxFixtures.decode(webp, in: sandbox, covering: cover).get().size == cover)
        #expect(sandbox.notice == nil, "decoded in helpers, never in process")
    }

    @Test("the largest ordinary pictures the estimate admits decode in a helper: 40-megapixel AVIF and HEIC, the 8-bit HEIF grid, a 4K animation")
    func admittedDecode() async throws {
        let sandbox = try SandboxFixtures.sandbox(limits: Self.limits)
        defer { sandbox.shutdown() }
        let cover = PictureSize(width: 40, height: 40)
        let stills = [
            try LargePictureFiles.avif40Megapixels.get(), try LargePictureFiles.heic40Megapixels.get(),
            try LargePictureFiles.asHEIF(try LargePictureFiles.avifGrid.get()),
        ]
        for (index, file) in stills.enumerated() {
            switch await SandboxFixtures.decode(file, in: sandbox, covering: cover) {
            case .success(let picture): #expect(picture.width >= cover.width && picture.height >= cover.height, "picture \(index)")
            case .failure(let error): Issue.record("picture \(index): \(error)")
            }
        }
        let webp = try LargePictureFiles.webp4K.get()
        let frames = await SandboxFixtures.offThePool {
            Result { () throws(PhotoDecodingError) -> PictureAnimation in
                try PhotoDecoding.sandboxed(sandbox).decodeAnimation(webp, with: SandboxFixtures.decoder, covering: cover, limits: .standard)
            }
        }
        switch frames {
        case .success(let animation): #expect(animation.frames.count == 2)
        case .failure(let error): Issue.record("the 4K animation: \(error)")
        }
        #expect(sandbox.notice == nil, "decoded in helpers, never in process")
    }
}
