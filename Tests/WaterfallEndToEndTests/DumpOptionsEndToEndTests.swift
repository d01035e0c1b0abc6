import ShopBrowser
import Testing

/// `waterfall dump` run as a program: what its options print.
@Suite("waterfall dump end to end: options", .timeLimit(.minutes(3)))
struct DumpOptionsEndToEndTests {
    /// A frame too small for a card says which size is needed, and no key: `dump` takes none.
    @Test func aTinyDumpSaysTheSizeNeededWithoutKeys() async throws {
        let binary = try EndToEnd.waterfallBinary()
        let output = try await EndToEnd.run(binary, ["dump", "--data", EndToEnd.catalogPath, "--width", "40", "--height", "4"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let text = output.stdout.flattened
        let minimum = BrowserModel.minimumScreenSize
        #expect(text.contains("too small (40×4)"), "\(text)")
        #expect(text.contains("at least \(minimum.width)×\(minimum.height)"), "\(text)")
        #expect(!text.contains("press") && !text.contains("quit"), "\(text)")
    }

    /// Photos decoded in sandboxed helpers print the frame they print decoded in process, and
    /// no notice; without photos the frame differs.
    @Test func theSandboxedDumpPrintsTheSameFrameAsTheInProcessOneAndNoNotice() async throws {
        let binary = try EndToEnd.waterfallBinary()
        for options in [["--width", "120", "--height", "40", "--ansi"], ["--width", "90", "--height", "30", "--scroll", "25", "--symbols", "quadrant"]] {
            let arguments = ["dump", "--data", EndToEnd.catalogPath] + options
            let sandboxed = try await EndToEnd.run(binary, arguments, environment: ["TERM": "xterm-256color"])
            let inProcess = try await EndToEnd.run(binary, arguments + ["--decode-in-process"], environment: ["TERM": "xterm-256color"])
            #expect(sandboxed.status == 0 && inProcess.status == 0)
            #expect(sandboxed.stdout == inProcess.stdout, "\(options)")
            let thumbnails = try await EndToEnd.run(binary, arguments + ["--images", "off"], environment: ["TERM": "xterm-256color"])
            #expect(sandboxed.stdout != thumbnails.stdout, "photos were drawn, not only thumbnails")
            #expect(sandboxed.stderr.isEmpty, "no notice: \(sandboxed.stderr)")
        }
    }

    /// `dump --ansi --colors truecolor` prints photos in exact colours; without it, `dump`
    /// stays in the palette whatever COLORTERM says.
    @Test func dumpPrints24BitColoursOnlyWhenAsked() async throws {
        let binary = try EndToEnd.waterfallBinary()
        let common = ["dump", "--data", EndToEnd.catalogPath, "--width", "100", "--height", "30", "--ansi"]
        let truecolor = try await EndToEnd.run(binary, common + ["--colors", "truecolor"])
        #expect(truecolor.status == 0 && truecolor.stdout.contains(";38;2;") && truecolor.stdout.contains(";48;2;"))
        let palette = try await EndToEnd.run(binary, common, environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"])
        #expect(palette.status == 0 && palette.stdout.contains("38;5;") && !palette.stdout.contains("38;2;"))
        let sixteen = try await EndToEnd.run(binary, common + ["--colors", "16"])
        #expect(
            sixteen.status == 0 && !sixteen.stdout.contains("38;5;") && sixteen.stdout.range(of: ";(9[0-7]|10[0-7])[;m]", options: .regularExpression) != nil)
    }
}
