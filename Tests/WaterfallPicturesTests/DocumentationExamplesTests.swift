import Pixels
import TestSupport
import Testing
import WaterfallPictures

/// The code samples of `WaterfallPictures.docc/GettingStarted.md`, verbatim, run and checked
/// against what the article says they give. `DocumentationSamplesSyncTests` fails when a sample
/// of the catalog is missing here, so the article cannot show code that does not compile or run.
@Suite("Documentation examples (GettingStarted.md)", .timeLimit(.minutes(3)))
struct DocumentationExamplesTests {
    /// A 640 × 480 JPEG of random 8 × 8 blocks in `directory`, as the article's `path`.
    func photo(in directory: TemporaryDirectory) throws -> String {
        try directory.write("photo.jpg", bytes: try SandboxFixtures.jpeg(width: 640, height: 480, seed: 16))
    }

    @Test func stepOneReadsAHeaderFromTenBytesAsksForMoreAndNamesWhatIsNoPicture() {
        let reader = PictureHeaderReader()
        let gifStart: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00]
        let header = reader.read(gifStart)
        let tooShort = reader.read(Array(gifStart.prefix(4)))
        let page = reader.read(Array("<!DOCTYPE html><html><body>Not found</body></html>".utf8), isWholeFile: true)

        // (Any GIF may hold transparent pixels: its header says so.)
        #expect(header == .header(PictureHeader(format: .gif, size: PictureSize(width: 320, height: 240), mayHaveAlpha: true)))
        #expect(tooShort == .needMoreBytes(atLeast: 10))
        #expect(page == .failure(.notAnImage(.html)))
        guard case .failure(let error) = page else { return }
        #expect(error.description == "not an image: an HTML page")
    }

    @Test func stepTwoReadsAFilesHeaderAndDecodesItCoveringACard() throws {
        let directory = try TemporaryDirectory()
        let path = try photo(in: directory)

        let fileHeader = PictureHeaderReader().read(file: path)
        let decoder = PictureDecoder()
        let decoded = try decoder.decode(file: path, target: .covering(PictureSize(width: 60, height: 40)))
        let card = decoded.croppedToAspect(width: 3, height: 2).scaled(to: PictureSize(width: 30, height: 20))

        #expect(fileHeader == .header(PictureHeader(format: .jpeg, size: PictureSize(width: 640, height: 480))))
        #expect(decoded.size == PictureSize(width: 80, height: 60))
        #expect(card?.size == PictureSize(width: 30, height: 20))
        #expect(card?.pixels.count == 30 * 20 * 3)
        let full = try decoder.decode(file: path)
        #expect(full.size == PictureSize(width: 640, height: 480))
    }

    @Test func stepThreeRefusesOverLimitsAndNonPicturesWithoutQuotingThem() throws {
        let directory = try TemporaryDirectory()
        let path = try photo(in: directory)

        let strict = PictureDecoder(limits: PictureLimits(maxPixels: 100_000))
        var refusals: [String] = []
        do {
            _ = try strict.decode(file: path)
        } catch {
            refusals.append(error.description)
        }
        do {
            _ = try strict.decode(Array("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg".utf8))
        } catch {
            refusals.append(error.description)
        }

        #expect(
            refusals == [
                "image too large: 640 x 480 pixels (limit 100,000 pixels, 16,384 a side)",
                "not an image: text",
            ])
    }

    /// Step 4 of the article, verbatim: the photo decoded by a helper process started from
    /// `helperPath`; returns it and the sandbox (shut down) for the checks.
    func stepFour(path: String, helperPath: String) throws(PhotoDecodingError) -> (photo: Picture, sandbox: DecoderSandbox) {
        let sandbox = DecoderSandbox(command: HelperCommand(path: helperPath))
        defer { sandbox.shutdown() }
        let photo = try PhotoDecoding.sandboxed(sandbox).decode(
            file: path, with: PictureDecoder(), covering: PictureSize(width: 60, height: 40)
        )
        return (photo, sandbox)
    }

    @Test func stepFourDecodesInAHelperProcessWithTheSamePixelsAsInProcess() async throws {
        let directory = try TemporaryDirectory()
        let path = try photo(in: directory)
        let helperPath = try BuiltExecutable.path(named: "waterfall")

        let result = await SandboxFixtures.offThePool {
            Result { () throws(PhotoDecodingError) -> (photo: Picture, sandbox: DecoderSandbox) in
                try stepFour(path: path, helperPath: helperPath)
            }
        }
        let (photo, sandbox) = try result.get()
        let inProcess = try PhotoDecoding.inProcess.decode(file: path, with: PictureDecoder(), covering: PictureSize(width: 60, height: 40))

        #expect(sandbox.notice == nil, "the helper started")
        #expect(sandbox.startedCount == 1)
        #expect(sandbox.processIDs.isEmpty, "shut down")
        #expect(photo.size == PictureSize(width: 80, height: 60))
        #expect(photo == inProcess)
    }
}
