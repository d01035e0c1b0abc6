import ShopBrowser
import Testing

@testable import WaterfallCLI

@Suite("waterfall dump and browse: options", .timeLimit(.minutes(3)))
struct DumpCommandTests {
    @Test(arguments: [
        ["--columns", "0"], ["--columns", "17"], ["--columns", "x"], ["--fail-rate", "2"], ["--fail-rate", "-0.1"],
        ["--latency", "-1"], ["--page-size", "0"], ["--width", "0"], ["--height", "0"], ["--scroll", "-3"],
        ["--focus", "-1"], ["--direction", "up"],
    ])
    func invalidValuesAreRefused(arguments: [String]) {
        #expect(throws: (any Error).self) { try DumpCommand.parse(arguments) }
    }

    @Test func validValuesAreAccepted() throws {
        let command = try DumpCommand.parse([
            "--columns", "3", "--direction", "rtl", "--fail-rate", "0.5", "--latency", "0", "--width", "80", "--height", "20", "--infinite",
        ])
        #expect(command.display.columns == .fixed(3))
        #expect(command.display.browserOptions(catalogName: "x").columns == 3)
        #expect(command.catalog.infinite)
        let automatic = try BrowseCommand.parse(["--columns", "auto"])
        #expect(automatic.display.browserOptions(catalogName: "x").columns == nil)
    }

    @Test func browseRefusesTheSameBadValues() {
        #expect(throws: (any Error).self) { try BrowseCommand.parse(["--columns", "0"]) }
        #expect(throws: (any Error).self) { try BrowseCommand.parse(["--fail-rate", "1.5"]) }
    }
}
