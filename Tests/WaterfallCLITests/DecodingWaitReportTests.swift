import Foundation
import Pixels
import Synchronization
import Testing
import WaterfallPictures

@testable import WaterfallCLI

@Suite("dump says once on standard error that photos wait for a helper", .timeLimit(.minutes(1)))
struct DecodingWaitReportTests {
    /// The lines written, in order.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    /// Whether the decode gave a picture, once it returned (nil before).
    final class Outcome: Sendable {
        private let decoded = Mutex<Bool?>(nil)
        func finish(decoded picture: Bool) { decoded.withLock { $0 = picture } }
        var value: Bool? { decoded.withLock { $0 } }
    }

    @Test func aWaitIsSaidOnceHoweverManyStartsFail() async throws {
        let sandbox = DecoderSandbox(command: HelperCommand(path: "/nonexistent/waterfall"), helperCount: 1)
        let lines = Lines()
        _ = DecodingWaitReport(watching: sandbox) { lines.append($0) }
        // The decode blocks while it waits for a helper: on a thread of its own, never on one of
        // the few threads Swift's tasks share (on a loaded machine that starved the test).
        let outcome = Outcome()
        Thread {
            let picture = try? PhotoDecoding.sandboxed(sandbox).decode([0xFF, 0xD8], with: PictureDecoder(), covering: PictureSize(width: 8, height: 8))
            outcome.finish(decoded: picture != nil)
        }.start()
        while true {
            if case .waiting(_, let attempts) = sandbox.status, attempts >= 3 { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        let said = "waterfall: decoding waits: no helper could be started: /nonexistent/waterfall: No such file or directory; retrying (Ctrl-C stops)\n"
        #expect(lines.all == [said], "one line for three failed starts")
        await Task.detached { sandbox.shutdown() }.value
        while outcome.value == nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(outcome.value == false, "the picture waited until the end, never decoded in process")
    }
}
