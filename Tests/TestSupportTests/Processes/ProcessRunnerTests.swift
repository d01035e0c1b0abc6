import Foundation
import TestSupport
import Testing

@Suite("ProcessRunner: exit status and both output streams", .timeLimit(.minutes(1)))
struct ProcessRunnerTests {
    @Test func collectsTheStatusAndWhatBothStreamsPrinted() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.output.contains("out\n") && result.output.contains("err\n"))
    }

    @Test func passesTheGivenEnvironmentOnly() throws {
        let result = try ProcessRunner.run("/bin/sh", ["-c", "printf '%s|%s' \"$GREETING\" \"$HOME\""], environment: ["GREETING": "你好"])
        #expect(result.status == 0 && result.output == "你好|")
    }

    @Test func aMissingProgramThrows() {
        #expect(throws: (any Error).self) { try ProcessRunner.run("/nonexistent/waterfall-tool", []) }
    }
}
