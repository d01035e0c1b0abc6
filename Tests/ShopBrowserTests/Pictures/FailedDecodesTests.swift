import Pixels
import ShopCatalog
import TestSupport
import Testing
import WaterfallPictures

@testable import ShopBrowser
@testable import ShopBrowserRuntime

@Suite("Failed decodes: a file that fails is decoded once, whatever size is asked, until forgotten", .timeLimit(.minutes(2)))
struct FailedDecodesTests {
    @Test func aFileThatCrashesItsHelperCrashesOneHelperForEverySizeAndZoomUntilForgotten() throws {
        // Helpers with fault injection: the bytes `crash` crash the one decoding them.
        let helper = HelperCommand(path: try BuiltExecutable.path(named: "waterfall"), environment: [DecoderWorker.faultsVariable: "1"])
        let sandbox = DecoderSandbox(command: helper, helperCount: 1)
        defer { sandbox.shutdown() }
        let crashing = try PictureFixtures.file(named: "crashing.jpg", contents: "crash")
        let maker = CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256, decoding: .sandboxed(sandbox))
        let keys = [
            PictureKey(reference: crashing, columns: 24, rows: 6), PictureKey(reference: crashing, columns: 40, rows: 12),
            PictureKey(reference: crashing, columns: 120, rows: 40, framing: .contain(PictureRegion.whole)),
        ]
        for key in keys {
            guard case .failure(let failure) = maker.rendition(key) else {
                Issue.record("\(key) was made")
                continue
            }
            #expect(failure.reason == "the decoder crashed (SIGSEGV)", "\(key)")
        }
        #expect(sandbox.startedCount == 1, "one helper started, and crashed once: the other sizes were not decoded")
        #expect(maker.failedDecodes.count == 1)
        maker.failedDecodes.forget(crashing)
        _ = maker.rendition(keys[0])
        #expect(sandbox.startedCount == 2, "forgotten (changed on disk, or r): decoded again")
    }

    @Test func theFirstFailureIsKeptAndOthersAreKeptApart() {
        let failed = FailedDecodes()
        let a = ImageReference.file(path: "/pictures/a.avif")
        let b = ImageReference.file(path: "/pictures/b.avif")
        failed.record(PictureFailure(reference: a, reason: "first"))
        failed.record(PictureFailure(reference: a, reason: "second"))
        #expect(failed.failure(of: a)?.reason == "first")
        #expect(failed.failure(of: b) == nil)
        failed.forget(a)
        #expect(failed.failure(of: a) == nil && failed.count == 0)
    }
}
