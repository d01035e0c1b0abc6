import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

/// HEIF and AVIF in the helpers: libheif and libavif decode behind the same filter and limits as
/// the other codecs (libde265's and dav1d's threads start; nothing else does).
@Suite("DecoderSandbox: HEIF and AVIF", .timeLimit(.minutes(3)))
struct DecoderSandboxHEIFTests {
    @Test("HEIC (HEVC), HEIF with AV1 and AVIF, turned, 10-bit, a grid and hostile ones, come out of the helpers as in process")
    func asInProcess() async throws {
        var rng = SplitMix64(seed: 2900)
        let samples = TestImages.blocks(width: 128, height: 128, channels: 3, using: &rng)
        let grid = try TestImages.heif(samples, width: 128, height: 128, coding: .avif, orientation: 8, grid: (2, 2))
        let files = [
            try TestImages.heif(samples, width: 128, height: 128, coding: .hevc, orientation: 6),
            try TestImages.heif(samples, width: 128, height: 128, coding: .hevc, depth: 10),
            try TestImages.heif(samples, width: 128, height: 128, coding: .heifAV1, orientation: 5),
            try TestImages.heif(samples, width: 128, height: 128, coding: .avif, depth: 12, orientation: 3),
            grid,
            try PictureDecoderHEIFBadInputTests.withISPE(grid, from: (64, 64), to: (6000, 6000)),
            Array(grid.prefix(grid.count / 2)),
        ]
        let sandbox = try SandboxFixtures.sandbox()
        defer { sandbox.shutdown() }
        let cover = PictureSize(width: 40, height: 40)
        for (index, file) in files.enumerated() {
            let expected = Result { () throws(PhotoDecodingError) -> Picture in
                try PhotoDecoding.inProcess.decode(file, with: SandboxFixtures.decoder, covering: cover)
            }
            let received = await SandboxFixtures.decode(file, in: sandbox, covering: cover)
            #expect(received == expected, "file \(index)")
            if index < 5 { #expect((try? received.get()) != nil, "file \(index) decodes") }
        }
        #expect(sandbox.notice == nil, "decoded in helpers, never in process")
    }
}
