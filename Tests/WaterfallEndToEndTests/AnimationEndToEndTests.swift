import Foundation
import TestSupport
import Testing

extension TerminalEndToEnd {
    /// `waterfall photos` on a folder of an animated GIF, in a real terminal (tmux).
    @Suite("AnimationEndToEnd: moving pictures in a real terminal (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct AnimationEndToEnd {
        /// The 256-colour background escapes of the pane's image rows, read until `count` frames
        /// were seen changing, in the order the terminal showed them.
        static func frames(of session: TmuxSession, count: Int) async throws -> [String] {
            var seen: [String] = []
            let deadline = ContinuousClock.now + .seconds(20)
            while seen.count < count, ContinuousClock.now < deadline {
                let screen = try await session.tmuxCommand(["capture-pane", "-p", "-e", "-t", session.name])
                let row = screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).first.map(String.init) ?? ""
                if let colour = row.firstMatch(of: /48;5;(\d+)m/).map({ String($0.1) }), colour != seen.last {
                    seen.append(colour)
                }
                try await Task.sleep(for: .milliseconds(20))
            }
            return seen
        }

        @Test func anAnimatedGIFPlaysItsFramesInOrderAndLoops() async throws {
            let directory = try TemporaryDirectory()
            // Red, green, blue and yellow, 300 ms each: the 256-colour cube's 196, 46, 21, 226.
            let gif = try AnimatedPictureFiles.gif(
                width: 64, height: 48, colours: [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)], delays: [30, 30, 30, 30])
            try Data(gif).write(to: URL(fileURLWithPath: directory.path + "/moving.gif"))
            let report = directory.path + "/stderr.txt"
            let binary = try EndToEnd.waterfallBinary()
            let command = [binary, "photos", "--images", "symbols", "--colors", "256", "--animate", "all", directory.path]
                .map(EndToEnd.shellQuoted).joined(separator: " ")
            let session = try await TmuxSession(
                width: 100, height: 30,
                command: ["/bin/sh", "-c", "\(command) 2>\(EndToEnd.shellQuoted(report)); echo \"exit=$?\"; sleep 30"],
                environment: ["XDG_CACHE_HOME": directory.path + "/cache"])
            defer { session.kill() }
            try await session.waitFor("moving.gif", timeout: .seconds(20))
            let seen = try await Self.frames(of: session, count: 7)
            let order = ["196", "46", "21", "226"]
            let start = try #require(seen.firstIndex { order.contains($0) }, "\(seen)")
            let played = Array(seen[start...])
            #expect(played.count >= 5, "\(seen)")
            for (index, colour) in played.enumerated().dropFirst() {
                let before = try #require(order.firstIndex(of: played[index - 1]), "\(seen)")
                #expect(colour == order[(before + 1) % order.count], "frames in order, looping: \(seen)")
            }
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
        }
    }
}
