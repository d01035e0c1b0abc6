import Colors
import Pixels
import SeededRandom
import TestSupport
import Testing

@testable import WaterfallPictures

@Suite("Decoder helper protocol: frames answers are checked as a whole before a frame is allocated", .timeLimit(.minutes(3)))
struct DecodeAnswerFramesTests {
    /// The size the issue's lying helper was asked to cover: 104 pixels wide is within twice it.
    let cover = PictureSize(width: 52, height: 40)

    /// A frames request for ``cover`` (or `cover`) within `limits`.
    func request(cover: PictureSize? = nil, limits: AnimationLimits = .standard) -> DecodeRequest {
        DecodeRequest(covering: cover ?? self.cover, decoder: SandboxFixtures.decoder, bytes: [1, 2, 3], animation: limits)
    }

    /// The length of the largest honest answer to a request within `limits` whose frames are
    /// `width × height`: as many frames as ``AnimationLimits/mostFrames(ofPixels:)`` allows, each
    /// with alpha (4 bytes a pixel), nothing cut short. Reading any answer of such frames, honest
    /// or not, may ask for no more.
    func honestBytes(_ limits: AnimationLimits, width: Int, height: Int) -> Int {
        let pixels = width * height
        // Magic, flags, kind, count; each frame's delay, size, pixels, alpha flag, alpha; the cut flag.
        return 4 + 1 + 1 + 4 + limits.mostFrames(ofPixels: pixels) * (4 + 8 + 3 * pixels + 1 + pixels) + 1
    }

    /// What reading `bytes` as the answer to `request` gives or throws, and the source after it.
    func read(_ bytes: [UInt8], answering request: DecodeRequest) -> (Result<DecodeAnswer, WireError>, WireBytes) {
        var source = WireBytes(bytes)
        let result = Result { () throws(WireError) -> DecodeAnswer in try DecodeAnswer.read(from: &source, answering: request) }
        return (result, source)
    }

    /// The animation read from `bytes` as the answer to `request` (nil when it is not one), and
    /// the source after it; throws what reading throws.
    func frames(_ bytes: [UInt8], answering request: DecodeRequest) throws -> (PictureAnimation?, WireBytes) {
        let (result, source) = read(bytes, answering: request)
        guard case .success(.animation(let animation)) = try result.get().result else { return (nil, source) }
        return (animation, source)
    }

    /// Expects reading `bytes` as the answer to `request` to be refused as malformed after
    /// reading exactly `readTo` bytes, having asked for no buffer over `largest` bytes nor more
    /// than `total` in all; returns the reason.
    @discardableResult
    func expectRefusal(
        _ bytes: [UInt8], answering request: DecodeRequest, readTo: Int, largest: Int, total: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let (result, source) = read(bytes, answering: request)
        guard case .failure(.malformed(let reason)) = result else {
            Issue.record("not refused as malformed: \(result)", sourceLocation: sourceLocation)
            return nil
        }
        #expect(source.offset == readTo, "read \(source.offset) bytes, not \(readTo): \(reason)", sourceLocation: sourceLocation)
        #expect(source.largestAsk <= largest, "asked for \(source.largestAsk) bytes at once: \(reason)", sourceLocation: sourceLocation)
        #expect(source.totalAsked <= total, "asked for \(source.totalAsked) bytes in all: \(reason)", sourceLocation: sourceLocation)
        return reason
    }

    @Test("the issue's lie, 20 or 60 frames of 104 × 16,384, is refused before a frame is allocated")
    func theIssuesLie() {
        let honest = AnimationLimits.standard.mostFrames(ofPixels: 104 * 16_384)
        #expect(honest == 9, "16,000,000 pixels kept hold 9 such frames")
        for count in [honest + 1, 20, 60] {
            var lie = WireWriter.framesHeader(count: count)
            lie.frameHeader(width: 104, height: 16_384)
            let reason = expectRefusal(
                lie.bytes + [UInt8](repeating: 9, count: 4_096), answering: request(), readTo: lie.bytes.count, largest: 4,
                total: honestBytes(.standard, width: 104, height: 16_384))
            #expect(reason == "\(count) frames of 104 x 16384 pixels, over the 9 that fit the animation's limits")
        }
    }

    @Test("more frames than the request allows, or none, are refused before any frame is read")
    func tooManyFrames() {
        let limits = AnimationLimits(maxFrames: 5)
        for count in [0, 6, 1_000, Int(UInt32.max)] {
            var lie = WireWriter.framesHeader(count: count)
            lie.frame(width: 10, height: 10)
            let reason = expectRefusal(lie.bytes, answering: request(limits: limits), readTo: 10, largest: 4, total: 10)
            #expect(reason == "an animation of \(count) frames, not 1 to 5")
        }
    }

    @Test("a first frame larger than decodePhoto returns is refused before its pixels are read")
    func oversizedFirstFrames() {
        let lies: [(Int, Int)] = [(16_385, 1), (105, 16_384), (7_000, 7_000), (0, 10), (10, 0), (Int(UInt32.max), Int(UInt32.max))]
        for (width, height) in lies {
            var lie = WireWriter.framesHeader(count: 2)
            lie.frameHeader(width: width, height: height)
            let reason = expectRefusal(lie.bytes + [UInt8](repeating: 9, count: 256), answering: request(), readTo: lie.bytes.count, largest: 4, total: 22)
            #expect(reason == "a picture of \(width) x \(height) pixels, more than asked for")
        }
    }

    @Test("a later frame of another size than the first, larger or smaller or turned, is refused before its pixels are read")
    func framesOfDisagreeingSizes() {
        let first = (width: 20, height: 10)
        for (width, height) in [(20, 11), (21, 10), (10, 20), (19, 10), (1, 1), (25, 8), (104, 16_384)] {
            var lie = WireWriter.framesHeader(count: 3)
            lie.frame(width: first.width, height: first.height)
            lie.frame(width: first.width, height: first.height, alpha: true)
            lie.frameHeader(width: width, height: height)
            let reason = expectRefusal(
                lie.bytes + [UInt8](repeating: 9, count: width * height * 3 + 1), answering: request(), readTo: lie.bytes.count, largest: 600,
                total: lie.bytes.count)
            #expect(reason == "a frame of \(width) x \(height) pixels in an animation of 20 x 10")
        }
    }

    @Test("frames holding more pixels than maxPixels or maxKeptPixels are refused; as many as fit are accepted")
    func pixelTotals() throws {
        // 10 frames of 10 × 10 fit 1,000 pixels, whichever limit says so.
        for limits in [AnimationLimits(maxPixels: 1_000), AnimationLimits(maxKeptPixels: 1_000), AnimationLimits(maxPixels: 1_099, maxKeptPixels: 1_050)] {
            #expect(limits.mostFrames(ofPixels: 100) == 10)
            let bound = honestBytes(limits, width: 10, height: 10)
            var lie = WireWriter.framesHeader(count: 11)
            lie.frameHeader(width: 10, height: 10)
            let reason = expectRefusal(
                lie.bytes + [UInt8](repeating: 9, count: 11 * 400), answering: request(limits: limits), readTo: lie.bytes.count, largest: 4, total: bound)
            #expect(reason == "11 frames of 10 x 10 pixels, over the 10 that fit the animation's limits")

            var honest = WireWriter.framesHeader(count: 10)
            for index in 0 ..< 10 { honest.frame(width: 10, height: 10, alpha: true, value: UInt8(index)) }
            honest.integer(UInt8(0))
            let (animation, source) = try frames(honest.bytes, answering: request(limits: limits))
            #expect(animation?.frames.map { $0.still.pixels[0] } == (0 ..< 10).map { UInt8($0) })
            // Alpha counted: every frame's 4 bytes a pixel, exactly the honest bound.
            #expect(source.isAtEnd && source.totalAsked == bound && source.largestAsk == 300)
        }
        // One frame is held to the picture limits only, as a still picture is.
        let one = AnimationLimits(maxPixels: 1, maxKeptPixels: 1)
        var still = WireWriter.framesHeader(count: 1)
        still.frame(width: 100, height: 2_000)
        still.integer(UInt8(0))
        #expect(try frames(still.bytes, answering: request(limits: one)).0?.frames.map(\.still.size) == [PictureSize(width: 100, height: 2_000)])
        var two = WireWriter.framesHeader(count: 2)
        two.frameHeader(width: 1, height: 1)
        expectRefusal(two.bytes + [9, 9, 9, 0], answering: request(limits: one), readTo: two.bytes.count, largest: 4, total: two.bytes.count)
    }

    @Test("alpha planes: counted in the bound, any frames may have one, a wrong flag or a short plane is refused")
    func alphaPlanes() throws {
        let limits = AnimationLimits(maxKeptPixels: 500)
        let bound = honestBytes(limits, width: 10, height: 10)
        // Some frames with alpha, some without: accepted, each as sent.
        var mixed = WireWriter.framesHeader(count: 5)
        for index in 0 ..< 5 { mixed.frame(width: 10, height: 10, alpha: index % 2 == 0) }
        mixed.integer(UInt8(0))
        let (animation, source) = try frames(mixed.bytes, answering: request(limits: limits))
        #expect(animation?.frames.map { $0.still.alpha?.values.count } == [100, nil, 100, nil, 100])
        #expect(source.isAtEnd && source.totalAsked <= bound)

        for flag: UInt8 in [2, 255] {
            var lie = WireWriter.framesHeader(count: 3)
            lie.frame(width: 10, height: 10, alpha: true)
            lie.frameHeader(width: 10, height: 10)
            lie.raw(repeatElement(UInt8(9), count: 300))
            lie.integer(flag)
            let reason = expectRefusal(
                lie.bytes + [UInt8](repeating: 1, count: 200), answering: request(limits: limits), readTo: lie.bytes.count, largest: 300, total: bound)
            #expect(reason == "unknown alpha flag \(flag)")
        }

        // A plane of 50 opacities where 100 are due: the reader takes the next frame's start as
        // opacities and its pixels as its size, which is not the first's.
        var short = WireWriter.framesHeader(count: 2)
        short.frameHeader(width: 10, height: 10)
        short.raw(repeatElement(UInt8(9), count: 300))
        short.integer(UInt8(1))
        short.raw(repeatElement(UInt8(128), count: 50))
        short.frame(width: 10, height: 10, alpha: true)
        short.integer(UInt8(0))
        let reason = expectRefusal(short.bytes, answering: request(limits: limits), readTo: 10 + 12 + 300 + 1 + 100 + 12, largest: 300, total: bound)
        #expect(reason == "a frame of 151587081 x 151587081 pixels in an animation of 10 x 10")
    }

    /// A random size of one frame an honest helper may send for `cover` under `decoder`'s
    /// limits: a canvas within them, reduced as ``PictureDecoder/decodePhoto(_:covering:)``
    /// reduces a picture.
    func honestFrameSize(cover: PictureSize, decoder: PictureDecoder, using rng: inout SplitMix64) -> PictureSize {
        let width = 1 + Int(rng.next() % UInt64(min(decoder.limits.maxSide, decoder.limits.maxPixels)))
        let height = 1 + Int(rng.next() % UInt64(min(decoder.limits.maxSide, decoder.limits.maxPixels / width)))
        let canvas = PictureSize(width: width, height: height)
        return PictureDecoder.reducedSize(of: canvas, covering: cover) ?? canvas
    }

    @Test("random honest answers: one size for every frame, as many as the limits hold, alpha on any: accepted exactly")
    func randomHonestAnswers() throws {
        var rng = SplitMix64(seed: 0xF4A3_E5_0F_A11)
        for _ in 0 ..< 200 {
            let decoder = PictureDecoder(
                limits: PictureLimits(maxPixels: 1 + Int(rng.next() % 4_000), maxSide: 1 + Int(rng.next() % 600)),
                background: RGB(red: UInt8(rng.next() % 256), green: 7, blue: 9))
            let limits = AnimationLimits(
                maxFrames: 1 + Int(rng.next() % 40), maxPixels: 1 + Int(rng.next() % 20_000), maxKeptPixels: 1 + Int(rng.next() % 10_000),
                minimumDelay: .milliseconds(Int(rng.next() % 50)))
            let cover = PictureSize(width: Int(rng.next() % 80), height: Int(rng.next() % 80))
            let request = DecodeRequest(covering: cover, decoder: decoder, bytes: [1], animation: limits)
            let size = honestFrameSize(cover: cover, decoder: decoder, using: &rng)
            #expect(decoder.isPhotoSize(size, covering: cover), "\(size) for \(cover)")
            let pixels = size.width * size.height
            let count = 1 + Int(rng.next() % UInt64(limits.mostFrames(ofPixels: pixels)))
            let frames = try (0 ..< count).map { _ in
                let seed = Int(rng.next() % 251)
                let colour = (0 ..< pixels * 3).map { UInt8(truncatingIfNeeded: $0 &* seed &+ seed) }
                let alpha =
                    rng.next() % 3 == 0 ? PictureAlpha(values: (0 ..< pixels).map { UInt8(truncatingIfNeeded: $0 ^ seed) }, matte: decoder.background) : nil
                let picture = try #require(Picture(width: size.width, height: size.height, pixels: colour, alpha: alpha))
                return PictureAnimation.Frame(still: picture, delay: .milliseconds(Int(rng.next() % 2_000)))
            }
            let cutShort: PictureError? = rng.next() % 4 == 0 ? .truncated(.gif) : nil
            let answer = DecodeAnswer(result: .success(.animation(PictureAnimation(frames: frames, cutShort: cutShort))), isRetiring: rng.next() % 2 == 0)
            let message = answer.message
            let (result, source) = read(message, answering: request)
            let read = try result.get()
            #expect(read.result == answer.result && read.isRetiring == answer.isRetiring)
            #expect(source.isAtEnd && source.totalAsked == message.count)
            #expect(cutShort != nil || message.count <= honestBytes(limits, width: size.width, height: size.height))
        }
    }

    @Test("random GIFs decoded in process, thinned to the limits when they hold more: the helper's answer is accepted exactly")
    func decodedAnimationsAreAccepted() throws {
        var rng = SplitMix64(seed: 0x61F_DEC0DE)
        var thinned = 0
        var accepted = 0
        for _ in 0 ..< 60 {
            let tall = rng.next() % 3 == 0
            let width = 1 + Int(rng.next() % (tall ? 6 : 40))
            let height = 1 + Int(rng.next() % (tall ? 400 : 40))
            let count = 1 + Int(rng.next() % 40)
            let colours = (0 ..< count).map { _ in
                (UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()), UInt8(truncatingIfNeeded: rng.next()))
            }
            let delays = (0 ..< count).map { _ in Int(rng.next() % 20) }
            let bytes = try AnimatedPictureFiles.gif(width: width, height: height, colours: colours, delays: delays)
            let limits = AnimationLimits(
                maxFrames: 1 + Int(rng.next() % 50), maxPixels: 1_000 + Int(rng.next() % 100_000), maxKeptPixels: 1 + Int(rng.next() % 20_000))
            let cover = PictureSize(width: 1 + Int(rng.next() % 30), height: 1 + Int(rng.next() % 30))
            let request = DecodeRequest(covering: cover, decoder: SandboxFixtures.decoder, bytes: bytes, animation: limits)
            let decoded: DecodedContent
            do {
                decoded = try request.decoded()
            } catch {
                #expect(error == .tooManyFrames(limit: limits.maxFrames) || error == .animationTooLarge(limit: limits.maxPixels), "\(error)")
                continue
            }
            guard case .animation(let animation) = decoded else {
                Issue.record("a GIF decoded as a still picture")
                continue
            }
            if animation.frames.count < count { thinned += 1 }
            // Thinned or not, the animation keeps its length.
            #expect(animation.frames.reduce(.zero) { $0 + $1.delay } == delays.reduce(.zero) { $0 + max(limits.minimumDelay, .milliseconds($1 * 10)) })
            let answer = DecodeAnswer(result: .success(.animation(animation)), isRetiring: false)
            let (result, source) = read(answer.message, answering: request)
            #expect(try result.get().result == answer.result && source.isAtEnd)
            accepted += 1
        }
        #expect(thinned >= 5 && accepted >= 30, "\(thinned) thinned, \(accepted) accepted")
    }
}
