import Foundation
import Testing

extension TerminalEndToEnd {
    /// The browser under a seeded storm of keys and window sizes, within the suite's time: on
    /// the bundled catalog with a flaky simulated network (30 % of page loads fail, 5 ms
    /// latency), thousands of random keys in batches, random resizes down to 1×1, checkpoints
    /// that wait for the browser to catch up and check its screen, then `q`. The long version is
    /// `Scripts/soak.sh`.
    @Suite("Soak: random keys and resizes, then q", .serialized, .timeLimit(.minutes(3)))
    struct SoakTests {
        /// What must never be on screen: a crash report, a Swift runtime error.
        static let crashTexts = ["Fatal error", "crashed", "Backtrace", "Segmentation fault", "Aborted"]

        @Test func randomKeysAndResizesThenQuit() async throws {
            let plan = SoakPlan(keyCount: 3_000, seed: 42)
            #expect(plan.resizeCount > 0)
            let shell = try await BrowserShell(width: 100, height: 30)
            defer { shell.close() }
            let session = shell.session
            let pid = try await shell.launchBrowser(["--fail-rate", "0.3", "--latency", "5", "--seed", "7"])
            try await session.waitUntil("the browser's header") { $0.headerLine.contains("waterfall ·") }

            for step in plan.steps {
                switch step {
                case .keys(let keys):
                    try await session.sendKeys(keys)
                case .resize(let width, let height):
                    try await session.resize(width: width, height: height)
                case .checkpoint(let number, let width, let height):
                    try await Self.checkpoint(number, width: width, height: height, in: session)
                }
            }
            #expect(EndToEnd.isRunning(pid), "the browser is still running after \(plan.keyCount) keys and \(plan.resizeCount) resizes")

            try await Self.checkpoint(0, width: 100, height: 30, in: session)
            let last = try await session.capture()
            #expect(last.headerLine.contains(" items") && !last.flattened.contains("too small"), "the last frame at 100×30:\n\(last)")
            try await session.sendKeys("q")
            let status = try await shell.exitStatus(timeout: .seconds(20))
            #expect(status == 0, "q after \(plan.keyCount) keys and \(plan.resizeCount) resizes exits 0")
            #expect(!EndToEnd.isRunning(pid))
            let after = try await session.capture()
            #expect(!Self.crashTexts.contains { after.contains($0) }, "after the soak:\n\(after)")
            try await shell.expectShellIsBack(after: "the soak")
        }

        /// Resizes to a size where the browser draws, leaves any overlay or search, types the
        /// search `/cp<number>x`, and waits until a frame of the new size shows it (on the last
        /// row, with the header's right end at column `width - 1`): by then every key sent before
        /// has been handled, and the resize too (tmux may pass a resize on to the program after
        /// keys sent later, so a frame of the old size can show the prompt first). The screen must
        /// have the header and no crash text.
        static func checkpoint(_ number: Int, width: Int, height: Int, in session: TmuxSession) async throws {
            try await session.resize(width: width, height: height)
            try await session.sendKeys("Escape")
            let marker = "cp\(number)x"
            try await session.sendKeys(["/"] + marker.map(String.init))
            let screen = try await session.waitUntil("a \(width)×\(height) frame with \"/\(marker)\" on its last row", timeout: .seconds(20)) { screen in
                let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return rows.count >= height && rows[height - 1].contains("/\(marker)") && rows[0].count == width - 1
            }
            let header = screen.headerLine
            #expect(header.contains("waterfall ·") && header.contains(" items"), "checkpoint \(number) at \(width)×\(height) has no header:\n\(screen)")
            #expect(!crashTexts.contains { screen.contains($0) }, "checkpoint \(number) at \(width)×\(height):\n\(screen)")
            try await session.sendKeys("Escape")
            try await session.waitForAbsence(of: "/\(marker)")
        }
    }
}
