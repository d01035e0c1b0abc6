import ArgumentParser
import ShopBrowser
import WaterfallPictures

/// Where the browser and `waterfall dump` decode photos: by default in sandboxed helper
/// processes forked by the program's zygote (see `DecoderZygote`; started from this executable
/// as `waterfall decode-worker` when there is none), started at once so that they are ready
/// when the catalog is; in process when asked (`--decode-in-process`). Never falls back to
/// decoding in process because a helper could not be started (pictures wait and helpers are tried
/// again); only a system that cannot shut helpers in at all decodes in process, and the browser
/// says so in its header, its help and a line at exit.
struct PhotoDecodingArguments: ParsableArguments {
    @Flag(
        help:
            "Decode photos inside the program instead of in sandboxed helper processes (the helpers take a moment to start; without them a broken photo file can crash the browser)."
    )
    var decodeInProcess = false

    /// The setup for `mode`: no helpers when pictures are off or asked to decode in process.
    func start(for mode: PictureMode) -> PhotoDecodingSetup {
        guard mode != .off, !decodeInProcess else { return PhotoDecodingSetup(sandbox: nil) }
        let sandbox = DecoderSandbox(command: .thisExecutable(named: "waterfall"), zygote: DecoderZygote.current)
        sandbox.prestart()
        return PhotoDecodingSetup(sandbox: sandbox)
    }
}
