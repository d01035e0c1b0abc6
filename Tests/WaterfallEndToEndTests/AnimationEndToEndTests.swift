import Foundation
import TestSupport
import Testing

extension TerminalEndToEnd {
    /// `waterfall photos` on a folder of one animated GIF or WebP, in a real terminal (tmux): the
    /// frames the pane shows, read back from what the browser sent, judged by order and presence
    /// alone (``FrameTimeline/orderProblems(wholeShowings:)``), never by how long a frame showed
    /// (that each shows for its delay is `AnimationPlaybackTests`', on a clock of their own).
    /// On two cores under a load of 6, `capture-pane` answered in 100 to 200 ms at times (20 ms
    /// when quiet), and a frame shorter than two looks can pass unseen, so no frame is shorter
    /// than 500 ms; a look that came too late makes the test blind across it, not wrong, and the
    /// test looks until it has seen every frame whole twice, however many looks that takes.
    @Suite("AnimationEndToEnd: moving pictures in a real terminal (tmux)", .serialized, .timeLimit(.minutes(3)))
    struct AnimationEndToEnd {
        /// Red, green, blue and yellow: the frames' colours, and the 256-colour cube's 196, 46,
        /// 21 and 226 the pane shows them as.
        static let colours: [AnimatedPictureFiles.Colour] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
        static let paletteIndices = ["196", "46", "21", "226"]

        /// Starts the browser, symbols in 256 colours playing every card, on a folder holding
        /// `bytes` as `name`, and waits until it shows the file's name. The session ends the
        /// browser with `q` and says `exit=` and its status.
        static func start(showing bytes: [UInt8], as name: String, in directory: TemporaryDirectory) async throws -> TmuxSession {
            try Data(bytes).write(to: URL(fileURLWithPath: directory.path + "/" + name))
            let report = directory.path + "/stderr.txt"
            let binary = try EndToEnd.waterfallBinary()
            let command = [binary, "photos", "--images", "symbols", "--colors", "256", "--animate", "all", directory.path]
                .map(EndToEnd.shellQuoted).joined(separator: " ")
            let session = try await TmuxSession(
                width: 100, height: 30,
                command: ["/bin/sh", "-c", "\(command) 2>\(EndToEnd.shellQuoted(report)); echo \"exit=$?\"; sleep 30"],
                environment: ["XDG_CACHE_HOME": directory.path + "/cache"])
            try await session.waitFor(name, timeout: .seconds(20))
            return session
        }

        /// The frames of `delays` the card's first image row showed (by its 256-colour
        /// background), looking as often as tmux answers, until every frame was seen whole
        /// twice, a change out of order was seen, or `bound` passed (a bound for a loaded machine;
        /// the suite's time limit is three minutes a test).
        static func watch(_ session: TmuxSession, delays: [Duration], bound: Duration = .seconds(120)) async throws -> FrameTimeline {
            var timeline = FrameTimeline(frameCount: delays.count, blindAfter: (delays.min() ?? .zero) / 2)
            let clock = ContinuousClock()
            let start = clock.now
            while !timeline.showsEveryFrameWhole(2), timeline.outOfOrder == nil, clock.now - start < bound {
                let looked = clock.now - start
                let screen = try await session.tmuxCommand(["capture-pane", "-p", "-e", "-t", session.name])
                let row = screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).first.map(String.init) ?? ""
                if let colour = row.firstMatch(of: /48;5;(\d+)m/).map({ String($0.1) }) {
                    timeline.record(paletteIndices.firstIndex(of: colour), lookedFrom: looked, to: clock.now - start)
                }
                try await Task.sleep(for: .milliseconds(10))
            }
            return timeline
        }

        @Test func anAnimatedGIFPlaysItsFramesInOrderAndLoops() async throws {
            let directory = try TemporaryDirectory()
            let gif = try AnimatedPictureFiles.gif(width: 64, height: 48, colours: Self.colours, delays: [50, 50, 50, 50])
            let session = try await Self.start(showing: gif, as: "moving.gif", in: directory)
            defer { session.kill() }
            let delays = Array(repeating: Duration.milliseconds(500), count: 4)
            let timeline = try await Self.watch(session, delays: delays)
            #expect(timeline.orderProblems(wholeShowings: 2) == [])
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
        }

        /// Frames of 500 and 1,500 ms in turn: every one shows, in order — a short frame between
        /// two long ones is not skipped — and the picture goes round, in a GIF and in an animated
        /// WebP alike.
        @Test(arguments: ["gif", "webp"])
        func framesOfUnequalDelaysShowInOrder(format: String) async throws {
            let directory = try TemporaryDirectory()
            let delays: [Duration] = [.milliseconds(500), .milliseconds(1_500), .milliseconds(500), .milliseconds(1_500)]
            let milliseconds = delays.map { Int($0 / .milliseconds(1)) }
            let bytes =
                format == "gif"
                ? try AnimatedPictureFiles.gif(width: 64, height: 48, colours: Self.colours, delays: milliseconds.map { $0 / 10 })
                : try AnimatedPictureFiles.webp(width: 64, height: 48, colours: Self.colours, delays: milliseconds)
            let session = try await Self.start(showing: bytes, as: "moving.\(format)", in: directory)
            defer { session.kill() }
            let timeline = try await Self.watch(session, delays: delays)
            #expect(timeline.orderProblems(wholeShowings: 2) == [])
            try await session.sendKeys("q")
            try await session.waitFor("exit=0")
        }
    }
}
