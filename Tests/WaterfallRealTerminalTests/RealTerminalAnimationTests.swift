import Foundation
import Pixels
import TestSupport
import Testing

/// Moving pictures in real terminals, headless under Xvfb: kitty (each frame sent once, then
/// placed in turn) and xterm as a VT340 (each frame sent as sixel), running `waterfall photos
/// --animate all` on a folder of one animated GIF (or WebP) whose frames are large flat red,
/// green, blue and yellow. The colour at the card's centre, read from screenshots of a few pixels
/// taken one after the other, must be a frame's, go through the frames in order and go round:
/// judged by order and presence alone (``FrameTimeline/orderProblems(wholeShowings:)``), never by
/// how long a frame showed — that each shows for its delay is `AnimationPlaybackTests`', on a
/// clock of their own, and the delays read from the files the decoders' tests'. A screenshot
/// that comes too late to be sure no frame passed unseen (a loaded machine) makes the test blind
/// across it, not wrong; the test looks until it has seen every frame whole (its start and its
/// end) ``wholeShowings`` times, however many looks that takes, within ``lookingBound``.
/// Skipped, with a message, only when `WATERFALL_SKIP_REAL_TERMINALS=1`.
@Suite(
    "Real terminals: animated GIF and WebP play whole frames in order under Xvfb (kitty placements, xterm sixel)", .serialized,
    .timeLimit(.minutes(5)),
    .enabled(if: ProcessInfo.processInfo.environment["WATERFALL_SKIP_REAL_TERMINALS"] != "1", "WATERFALL_SKIP_REAL_TERMINALS=1")
)
struct RealTerminalAnimationTests {
    static let columns = 100
    static let rows = 36
    /// The frames' colours, in order.
    static let colours: [AnimatedPictureFiles.Colour] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
    /// How far (the sum of the channels' differences) a pixel may be from a frame's colour and
    /// still be that frame (sixel's palette and kitty's scaling move it a little).
    static let nearness = 60
    /// How many times every frame must be seen whole: twice, so the picture went round at least once.
    static let wholeShowings = 2
    /// The longest the test looks: a bound for a loaded machine (the suite's time limit is five
    /// minutes a case), never reached while frames come in order.
    static let lookingBound: Duration = .seconds(200)

    /// The frame whose colour `pixel` is near, nil when none.
    static func frame(of pixel: (red: UInt8, green: UInt8, blue: UInt8)) -> Int? {
        colours.firstIndex { colour in
            abs(Int(colour.red) - Int(pixel.red)) + abs(Int(colour.green) - Int(pixel.green)) + abs(Int(colour.blue) - Int(pixel.blue)) <= nearness
        }
    }

    /// The centre of the largest area of one frame's colour in `shot` (the card's picture), nil
    /// when no frame's colour covers at least `minimumPixels` (every second pixel of every
    /// second row counted).
    static func pictureCentre(in shot: Picture, minimumPixels: Int = 400) -> (x: Int, y: Int)? {
        var boxes: [(count: Int, left: Int, top: Int, right: Int, bottom: Int)] = colours.map { _ in (0, Int.max, Int.max, 0, 0) }
        for y in stride(from: 0, to: shot.height, by: 2) {
            for x in stride(from: 0, to: shot.width, by: 2) {
                guard let pixel = shot.pixel(x: x, y: y), let frame = frame(of: pixel) else { continue }
                boxes[frame] = (
                    boxes[frame].count + 1, min(boxes[frame].left, x), min(boxes[frame].top, y), max(boxes[frame].right, x), max(boxes[frame].bottom, y)
                )
            }
        }
        guard let largest = boxes.max(by: { $0.count < $1.count }), largest.count >= minimumPixels else { return nil }
        return ((largest.left + largest.right) / 2, (largest.top + largest.bottom) / 2)
    }

    /// Starts `kind` on `display` showing the browser on a folder holding `bytes` as `name`, and
    /// waits until its picture is on screen; with the picture's centre in pixels.
    static func start(
        _ kind: RealTerminal.Kind, on display: XvfbDisplay, showing bytes: [UInt8], as name: String, in directory: TemporaryDirectory
    ) async throws -> (RealTerminal, centre: (x: Int, y: Int)) {
        try directory.write("moving/" + name, bytes: bytes)
        let binary = try BuiltExecutable.path(named: "waterfall")
        let arguments = ["photos", "--animate", "all", "--no-thumbnail-cache", directory.path + "/moving"]
        let browser = "\(Shell.quoted(binary)) \(arguments.map(Shell.quoted).joined(separator: " ")); echo waterfall-ended; sleep 60"
        let terminal = try RealTerminal(
            kind, on: display, columns: Self.columns, rows: Self.rows, command: ["/bin/sh", "-c", browser],
            environment: ["XDG_CACHE_HOME": directory.path + "/cache"])
        _ = try await terminal.waitForGeometry(label: "\(kind)-animation-start")
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let shot = try await terminal.screenshot()
            if let centre = pictureCentre(in: shot) { return (terminal, centre) }
            guard ContinuousClock.now < deadline else {
                Issue.record("\(kind): the moving picture never showed; screenshot: \(RealTerminal.save(shot, label: "\(kind)-animation-none"))")
                throw RealTerminalError("no picture")
            }
            try await Task.sleep(for: .milliseconds(200))
        }
    }

    /// The frames of `delays` the card's centre showed (screenshots of 4 × 4 pixels there, one
    /// after the other, blind across two looks more than half the shortest delay apart) until
    /// every frame was seen whole ``wholeShowings`` times, a change out of order was seen, or
    /// ``lookingBound`` passed.
    static func watch(_ terminal: RealTerminal, at centre: (x: Int, y: Int), delays: [Duration]) async throws -> FrameTimeline {
        var timeline = FrameTimeline(frameCount: delays.count, blindAfter: (delays.min() ?? .zero) / 2)
        let clock = ContinuousClock()
        let start = clock.now
        while !timeline.showsEveryFrameWhole(wholeShowings), timeline.outOfOrder == nil, clock.now - start < lookingBound {
            let looked = clock.now - start
            let shot = try await terminal.screenshot(region: (centre.x - 2, centre.y - 2, 4, 4))
            if let pixel = shot.pixel(x: 2, y: 2) {
                timeline.record(frame(of: pixel), lookedFrom: looked, to: clock.now - start)
            }
        }
        return timeline
    }

    @Test(
        "frames of 600 ms each play whole, in order, and loop, in a GIF and in an animated WebP", arguments: [RealTerminal.Kind.kitty, .xterm], ["gif", "webp"])
    func framesPlayInOrderAndLoop(kind: RealTerminal.Kind, format: String) async throws {
        let directory = try TemporaryDirectory()
        let display = try await XvfbDisplay()
        defer { display.stop() }
        let bytes =
            format == "gif"
            ? try AnimatedPictureFiles.gif(width: 320, height: 240, colours: Self.colours, delays: [60, 60, 60, 60])
            : try AnimatedPictureFiles.webp(width: 320, height: 240, colours: Self.colours, delays: [600, 600, 600, 600])
        let (terminal, centre) = try await Self.start(kind, on: display, showing: bytes, as: "moving.\(format)", in: directory)
        let delays = Array(repeating: Duration.milliseconds(600), count: 4)
        let timeline = try await Self.watch(terminal, at: centre, delays: delays)
        #expect(timeline.orderProblems(wholeShowings: Self.wholeShowings) == [], "\(kind)")
    }

    /// Frames of 0.5 s and 1.5 s in turn: every one shows, whole and in order — a short frame
    /// between two long ones is not skipped — and the picture goes round.
    @Test("frames of unequal delays all show, whole and in order", arguments: [RealTerminal.Kind.kitty, .xterm])
    func framesOfUnequalDelaysShowInOrder(kind: RealTerminal.Kind) async throws {
        let directory = try TemporaryDirectory()
        let display = try await XvfbDisplay()
        defer { display.stop() }
        let gif = try AnimatedPictureFiles.gif(width: 320, height: 240, colours: Self.colours, delays: [50, 150, 50, 150])
        let (terminal, centre) = try await Self.start(kind, on: display, showing: gif, as: "moving.gif", in: directory)
        let delays: [Duration] = [.milliseconds(500), .milliseconds(1_500), .milliseconds(500), .milliseconds(1_500)]
        let timeline = try await Self.watch(terminal, at: centre, delays: delays)
        #expect(timeline.orderProblems(wholeShowings: Self.wholeShowings) == [], "\(kind)")
    }
}
