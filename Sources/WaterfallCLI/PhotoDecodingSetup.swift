import Foundation
import ShopBrowser
import WaterfallPictures

/// Where the browser and `waterfall dump` decode photos: in sandboxed helper processes started
/// from this executable (`waterfall decode-worker`), started at once so that they load while the
/// catalog does. Falls back to decoding in process, with a one-line notice, when no helper can
/// be started.
struct PhotoDecodingSetup {
    /// What the browser's options get.
    let decoding: PhotoDecoding
    /// The helpers, when pictures are on.
    let sandbox: DecoderSandbox?

    /// The setup for `mode`: no helpers when pictures are off.
    static func start(for mode: PictureMode) -> PhotoDecodingSetup {
        guard mode != .off else { return PhotoDecodingSetup(decoding: .inProcess, sandbox: nil) }
        let sandbox = DecoderSandbox(command: .thisExecutable(named: "waterfall"))
        sandbox.prestart()
        return PhotoDecodingSetup(decoding: .sandboxed(sandbox), sandbox: sandbox)
    }

    /// Why photos are decoded in process, when no helper could be started (so far).
    var notice: String? {
        sandbox?.notice
    }

    /// Stops and reaps the helpers, then prints the notice, if any, on standard error.
    func finish() {
        sandbox?.shutdown()
        if let notice {
            FileHandle.standardError.write(Data("waterfall: \(notice)\n".utf8))
        }
    }
}
