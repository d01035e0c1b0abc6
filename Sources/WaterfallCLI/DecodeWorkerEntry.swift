import WaterfallPictures

/// `waterfall decode-worker` (and `decode-worker --self-test`): the decoder helper the browser
/// starts from its own executable (see `DecoderSandbox`). It is recognised in `main` before
/// argument parsing, so a helper starts with no more work than loading the program, and it
/// appears in no help or completion.
enum DecodeWorkerEntry {
    /// Runs the helper (never returning) when `arguments` are exactly the program name and
    /// `decode-worker`, or those and `--self-test`; returns otherwise.
    static func runIfAsked(_ arguments: [String] = CommandLine.arguments) {
        guard arguments.count >= 2, arguments[1] == DecoderWorker.argument else { return }
        if arguments.count == 2 { DecoderWorker.serve() }
        if arguments.count == 3, arguments[2] == DecoderWorker.selfTestArgument { DecoderWorker.selfTest() }
    }
}
