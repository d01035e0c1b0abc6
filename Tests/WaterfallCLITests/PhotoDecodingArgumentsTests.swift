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
}
