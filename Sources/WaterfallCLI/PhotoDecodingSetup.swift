import Foundation
import WaterfallPictures

/// The decoding a command runs with: the sandbox's helpers, or none.
struct PhotoDecodingSetup {
    /// The helpers, when photos are decoded in them.
    let sandbox: DecoderSandbox?

    /// What the browser's options get.
    var decoding: PhotoDecoding {
        sandbox.map(PhotoDecoding.sandboxed) ?? .inProcess
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
