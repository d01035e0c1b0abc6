import Foundation
import Testing

@testable import WaterfallCLI

@Suite("waterfall: photos decoded in sandboxed helpers unless asked otherwise", .timeLimit(.minutes(3)))
struct PhotoDecodingArgumentsTests {
    @Test func decodingInProcessOrWithoutPhotosStartsNoHelper() throws {
        #expect(try DumpCommand.parse([]).photoDecoding.decodeInProcess == false)
        let inProcess = try DumpCommand.parse(["--decode-in-process"]).photoDecoding
        #expect(inProcess.decodeInProcess)
        #expect(inProcess.start(for: .auto).sandbox == nil)
        #expect(try BrowseCommand.parse(["--images", "off"]).photoDecoding.start(for: .off).sandbox == nil)
        #expect(try BrowseCommand.parse(["--decode-in-process"]).photoDecoding.decodeInProcess)
    }

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
}
