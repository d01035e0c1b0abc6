import WaterfallPictures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `waterfall decode-worker` (and `decode-worker --self-test`): the decoder helper the browser
/// starts from its own executable (see `DecoderSandbox`). It is recognised in `main` before
/// argument parsing, so a helper starts with no more work than loading the program, and it
/// appears in no help or completion.
///
/// It reads the C arguments as they are, without making `CommandLine.arguments`: that array of
/// Swift strings would be made on the heap before the decoder zygote forks, and every helper
/// would hold a copy of the command line (a `--data https://user:token@…` among it).
enum DecodeWorkerEntry {
    /// Runs the helper (never returning) when the program's arguments are exactly its name and
    /// `decode-worker`, or those and `--self-test`; returns otherwise.
    static func runIfAsked() {
        let count = Int(CommandLine.argc)
        guard count == 2 || count == 3, argument(1, is: DecoderWorker.argument) else { return }
        if count == 2 { DecoderWorker.serve() }
        if argument(2, is: DecoderWorker.selfTestArgument) { DecoderWorker.selfTest() }
    }

    /// Whether C argument `index` is `expected`, compared in place. O(its length).
    private static func argument(_ index: Int, is expected: String) -> Bool {
        guard let argument = CommandLine.unsafeArgv[index] else { return false }
        return strcmp(argument, expected) == 0
    }
}
