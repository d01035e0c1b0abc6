import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallPictures

@Suite("Decoder helper protocol: messages round-trip, lying lengths are refused", .timeLimit(.minutes(2)))
struct WireMessagesTests {
    let cover = PictureSize(width: 60, height: 60)

    func request(bytes: [UInt8] = [1, 2, 3]) -> DecodeRequest {
        DecodeRequest(covering: cover, decoder: SandboxFixtures.decoder, bytes: bytes)
    }

    /// Every error case, with random values.
    func errors(using rng: inout SplitMix64) -> [PictureError] {
        let text = String((0 ..< Int(rng.next() % 40)).map { _ in Character(Unicode.Scalar(UInt8(32 + rng.next() % 95))) })
        let number = Int(truncatingIfNeeded: rng.next())
        return [
            .missingFile, .directory, .unreadable(reason: text), .empty,
            .fileTooLarge(bytes: number, limit: Int(rng.next() % 1_000)),
            .tooManyPixels(width: number, height: 7, limits: PictureLimits(maxFileBytes: 5, maxPixels: 6, maxSide: 7)),
            .notAnImage(NonImageContent.allCases[Int(rng.next() % UInt64(NonImageContent.allCases.count))]),
            .unsupportedFormat(text), .truncated(.jpeg), .truncated(.png), .truncated(.webp), .truncated(.gif),
            .corrupt(.png, message: text), .corrupt(.gif, message: text), .outOfMemory,
            .outOfProportion(bytes: number, width: 10, height: 10, limit: Int(rng.next() % 1_000)),
            .headerTooFar(.jpeg, limit: Int(rng.next() % 1_000)),
            .tooManyFrames(limit: Int(rng.next() % 1_000)), .animationTooLarge(limit: number),
        ]
    }

    @Test func everyMessageReadsBackAsWritten() throws {
        var rng = SplitMix64(seed: 0xD0_C0DE)
        for _ in 0 ..< 50 {
            let hello = HelperHello(
                parentPID: Int32(truncatingIfNeeded: rng.next()), memoryBytes: rng.next(), cpuSeconds: UInt32(truncatingIfNeeded: rng.next()))
            var source = WireBytes(hello.bytes)
            #expect(try HelperHello.read(from: &source) == hello)
            #expect(source.isAtEnd)

            for ready in [HelperReady(failure: nil), HelperReady(failure: "PR_SET_SECCOMP: Invalid argument")] {
                var source = WireBytes(ready.bytes)
                #expect(try HelperReady.read(from: &source) == ready)
            }

            let bytes = (0 ..< Int(rng.next() % 300)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let limits = PictureLimits(
                maxFileBytes: 1_000 + Int(rng.next() % 1_000), maxPixels: 1 + Int(rng.next() % 99_999), maxSide: 1 + Int(rng.next() % 999))
            let background = RGB(red: UInt8(rng.next() % 256), green: UInt8(rng.next() % 256), blue: UInt8(rng.next() % 256))
            let sent = DecodeRequest(
                covering: PictureSize(width: Int(rng.next() % 500), height: Int(rng.next() % 500)),
                decoder: PictureDecoder(limits: limits, background: background), bytes: bytes)
            var requestSource = WireBytes(sent.message)
            let received = try DecodeRequest.read(from: &requestSource)
            #expect(received.bytes == sent.bytes && received.covering == sent.covering)
            #expect(received.decoder.limits == limits && received.decoder.background == background)

            let width = 1 + Int(rng.next() % 120)
            let height = 1 + Int(rng.next() % 60)
            let pixels = (0 ..< width * height * 3).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let picture = try #require(Picture(width: width, height: height, pixels: pixels))
            // The alpha travels with the pixels; its matte is the background the request asked for.
            let opacities = (0 ..< width * height).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let translucent = try #require(
                Picture(width: width, height: height, pixels: pixels, alpha: PictureAlpha(values: opacities, matte: request().decoder.background)))
            let answers =
                [picture, translucent].map { DecodeAnswer(result: .success(.picture($0)), isRetiring: rng.next() % 2 == 0) }
                + errors(using: &rng).map { DecodeAnswer(result: .failure($0), isRetiring: false) }
            for answer in answers {
                var source = WireBytes(answer.message)
                let read = try DecodeAnswer.read(from: &source, answering: request())
                #expect(read.result == answer.result && read.isRetiring == answer.isRetiring)
                #expect(source.isAtEnd)
            }
        }
    }

    @Test func animationRequestsAndAnswersReadBackAsWrittenAndAreCheckedAgainstTheirRequest() throws {
        var rng = SplitMix64(seed: 0xA_4E_F4A3)
        for _ in 0 ..< 30 {
            let limits = AnimationLimits(
                maxFrames: 1 + Int(rng.next() % 20), maxPixels: 1 + Int(rng.next() % 99_999), maxKeptPixels: 1 + Int(rng.next() % 99_999),
                minimumDelay: .milliseconds(Int(rng.next() % 50)))
            let sent = DecodeRequest(covering: cover, decoder: SandboxFixtures.decoder, bytes: [1, 2, 3], animation: limits)
            var requestSource = WireBytes(sent.message)
            let received = try DecodeRequest.read(from: &requestSource)
            #expect(received.animation == limits && received.bytes == sent.bytes && requestSource.isAtEnd)

            // Every frame of one size, no more of them than the limits hold (DecodeAnswerFramesTests
            // checks these bounds).
            let width = 1 + Int(rng.next() % 120)
            let height = 1 + Int(rng.next() % 60)
            let frames = try (0 ..< 1 + Int(rng.next() % UInt64(limits.mostFrames(ofPixels: width * height)))).map { _ in
                let picture = try #require(
                    Picture(width: width, height: height, pixels: (0 ..< width * height * 3).map { _ in UInt8(truncatingIfNeeded: rng.next()) }))
                return PictureAnimation.Frame(still: picture, delay: .milliseconds(Int(rng.next() % 1_000)))
            }
            let cutShort = rng.next() % 2 == 0 ? nil : errors(using: &rng)[Int(rng.next() % 5)]
            let answer = DecodeAnswer(result: .success(.animation(PictureAnimation(frames: frames, cutShort: cutShort))), isRetiring: false)
            var source = WireBytes(answer.message)
            let read = try DecodeAnswer.read(from: &source, answering: sent)
            #expect(read.result == answer.result && source.isAtEnd)
            // Frames answer only a request for frames, and never more of them than it allows.
            #expect(refusal(answer.message).0?.isMalformed == true)
            if frames.count > 1 {
                var tooMany = sent
                tooMany.animation = AnimationLimits(maxFrames: frames.count - 1, maxPixels: limits.maxPixels, maxKeptPixels: limits.maxKeptPixels)
                var again = WireBytes(answer.message)
                #expect(throws: WireError.self) { try DecodeAnswer.read(from: &again, answering: tooMany) }
            }
        }
    }

    /// What reading `bytes` as the answer to ``request()`` throws, and how far it read.
    func refusal(_ bytes: [UInt8]) -> (WireError?, read: Int) {
        var source = WireBytes(bytes)
        do {
            _ = try DecodeAnswer.read(from: &source, answering: request())
            return (nil, source.offset)
        } catch {
            return (error, source.offset)
        }
    }

    @Test func aPictureSizeBeyondTheLimitsOrTheRequestIsRefusedBeforeItsPixelsAreRead() {
        let lies: [(Int, Int)] = [
            (100_000, 100_000), (Int(UInt32.max), Int(UInt32.max)), (0, 10), (10, 0),
            (16_385, 1), (7_000, 7_000), (121, 121), (10_000, 200),
        ]
        for (width, height) in lies {
            let header = WireWriter.pictureHeader(width: width, height: height).bytes
            let (error, read) = refusal(header + [UInt8](repeating: 0, count: 64))
            guard case .malformed? = error else {
                Issue.record("\(width) x \(height) was not refused: \(String(describing: error))")
                continue
            }
            #expect(read == header.count, "nothing read past the size of \(width) x \(height)")
        }
        // Just within: one side no more than twice the cover, the other up to the side limit.
        let (error, _) = refusal(WireWriter.pictureHeader(width: 120, height: 2_000).bytes + [UInt8](repeating: 9, count: 120 * 2_000 * 3) + [0])
        #expect(error == nil)
    }

    @Test func anUnknownAlphaFlagIsRefused() {
        let header = WireWriter.pictureHeader(width: 2, height: 2).bytes
        let (error, _) = refusal(header + [UInt8](repeating: 9, count: 12) + [2] + [UInt8](repeating: 0, count: 4))
        #expect(error?.isMalformed == true)
    }

    @Test func textsAndByteListsLongerThanTheProtocolAllowsAreRefused() {
        var longReason = WireWriter.answerHeader(kind: 1)
        longReason.integer(UInt8(2))
        longReason.integer(UInt16(WireFormat.maxTextBytes + 1))
        var longKind = WireWriter.answerHeader(kind: 1)
        longKind.integer(UInt8(6))
        longKind.integer(UInt16(WireFormat.maxTextBytes + 1))
        var longMessage = WireWriter.answerHeader(kind: 1)
        longMessage.integer(UInt8(9))
        longMessage.text("JPEG", atMost: 10)
        longMessage.integer(UInt16.max)
        for lie in [longReason, longKind, longMessage] {
            let (error, read) = refusal(lie.bytes + [UInt8](repeating: 65, count: 70_000))
            guard case .malformed? = error else {
                Issue.record("not refused: \(String(describing: error))")
                continue
            }
            #expect(read == lie.bytes.count)
        }
    }

    @Test func unknownMagicFlagsKindsTagsAndFormatsAreRefused() {
        var wrongMagic = WireWriter()
        wrongMagic.integer(WireFormat.readyMagic)
        var unknownFormat = WireWriter.answerHeader(kind: 1)
        unknownFormat.integer(UInt8(8))
        unknownFormat.text("TIFF", atMost: 10)
        var unknownContent = WireWriter.answerHeader(kind: 1)
        unknownContent.integer(UInt8(6))
        unknownContent.text("secret", atMost: 10)
        let lies = [
            wrongMagic.bytes, WireWriter.answerHeader(flags: 2, kind: 0).bytes, WireWriter.answerHeader(kind: 2).bytes,
            WireWriter.answerHeader(kind: 3).bytes, WireWriter.answerHeader(kind: 1).bytes + [99], unknownFormat.bytes, unknownContent.bytes,
        ]
        for lie in lies {
            let (error, _) = refusal(lie)
            #expect(error?.isMalformed == true, "\(lie): \(String(describing: error))")
        }
        let (cut, _) = refusal(Array(DecodeAnswer(result: .failure(.outOfMemory), isRetiring: false).message.dropLast()))
        #expect(cut == .closed)
    }

    @Test func aRequestLongerThanItsOwnLimitIsRefusedBeforeItsBytesAreRead() {
        var message = request(bytes: [1, 2, 3]).message
        // The byte count sits just before the bytes; claim more than the request's 32 MiB limit.
        let countOffset = message.count - 3 - 4
        let lie = UInt32(SandboxFixtures.decoder.limits.maxFileBytes + 1)
        withUnsafeBytes(of: lie.littleEndian) { message.replaceSubrange(countOffset ..< countOffset + 4, with: $0) }
        var source = WireBytes(message)
        #expect(throws: WireError.self) { try DecodeRequest.read(from: &source) }
        #expect(source.offset == countOffset + 4)
    }

    @Test func aHelloOfAnotherVersionIsRefused() {
        var bytes = HelperHello(parentPID: 1, memoryBytes: 2, cpuSeconds: 3).bytes
        bytes[4] = UInt8(WireFormat.version + 1)
        var source = WireBytes(bytes)
        #expect(throws: WireError.self) { try HelperHello.read(from: &source) }
    }
}
