import Pixels
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("kitty writers", .timeLimit(.minutes(1)))
struct KittyWritersTests {
    static func image(_ id: UInt32, side: Int = 8) -> PixelImage {
        PixelImage(id: id, picture: Picture(width: side, height: side, red: UInt8(id & 0xFF), green: 3, blue: 4))
    }

    @Test("direct placements: random frames never place an image not transmitted, transmit each once, delete exactly what is removed")
    func directPlacementsAgainstAModel() {
        var rng = SplitMix64(seed: 61)
        let writer = KittyPlacementWriter(cellSize: Size(width: 2, height: 2), imageBudget: .max)
        var transmitted: Set<UInt32> = []
        var placed: [String: UInt32] = [:]
        var shown: [PicturePlacement] = []
        for _ in 0 ..< 300 {
            var frame = PixelFrame()
            frame.remove = shown.filter { _ in Bool.random(using: &rng) }
            let fresh = (0 ..< Int.random(in: 0 ... 3, using: &rng)).map { _ -> PicturePlacement in
                let id = UInt32.random(in: 1 ... 12, using: &rng)
                let frameRect = Rect(x: Int.random(in: 0 ... 20, using: &rng), y: Int.random(in: 0 ... 10, using: &rng), width: 4, height: 4)
                return PicturePlacement(image: Self.image(id), frame: frameRect, visible: frameRect)
            }.filter { candidate in !shown.contains(candidate) }
            frame.show = fresh
            let bytes = writer.bytes(for: frame, screen: Size(width: 40, height: 20), colorMode: .ansi256)
            for command in KittyCommandDecoder.commands(in: bytes) where command.keys.count > 1 {
                switch command.keys["a"] {
                case "t":
                    let id = UInt32(command.keys["i"] ?? "") ?? 0
                    #expect(!transmitted.contains(id), "image \(id) transmitted twice")
                    transmitted.insert(id)
                case "p":
                    let id = UInt32(command.keys["i"] ?? "") ?? 0
                    #expect(transmitted.contains(id), "placed before it was transmitted")
                    placed[command.keys["p"] ?? ""] = id
                case "d":
                    #expect(command.keys["d"] == "i")
                    #expect(placed.removeValue(forKey: command.keys["p"] ?? "") != nil, "deleted a placement that is not there")
                default:
                    Issue.record("unexpected command \(command.keys)")
                }
            }
            shown = shown.filter { !frame.remove.contains($0) } + fresh
            #expect(placed.count == shown.count, "one placement per shown picture")
        }
    }

    @Test("over the budget, images nothing shows are freed, least recently used first")
    func budgetFreesUnusedImages() throws {
        let writer = KittyPlacementWriter(cellSize: Size(width: 2, height: 2), imageBudget: 1)
        var frame = PixelFrame()
        let first = PicturePlacement(image: Self.image(1), frame: Rect(x: 0, y: 0, width: 4, height: 4), visible: Rect(x: 0, y: 0, width: 4, height: 4))
        frame.show = [first]
        _ = writer.bytes(for: frame, screen: Size(width: 40, height: 20), colorMode: .ansi256)
        var next = PixelFrame()
        next.remove = [first]
        next.show = [PicturePlacement(image: Self.image(2), frame: first.frame, visible: first.visible)]
        let bytes = writer.bytes(for: next, screen: Size(width: 40, height: 20), colorMode: .ansi256)
        let frees = KittyCommandDecoder.commands(in: bytes).filter { $0.keys["d"] == "I" }
        #expect(frees.map { $0.keys["i"] } == ["1"], "image 1 is freed, image 2 on screen is kept")
        #expect(KittyCommandDecoder.commands(in: writer.bytesReleasingImages()).map { $0.keys["i"] } == ["2"])
    }

    @Test("placeholders: each image transmitted once with a virtual placement of its cells, through tmux when asked")
    func placeholderTransmissions() throws {
        let writer = KittyPlaceholderWriter(throughTmux: true)
        let placement = PicturePlacement(
            image: Self.image(0x0100_0003), frame: Rect(x: 1, y: 1, width: 5, height: 3), visible: Rect(x: 1, y: 1, width: 5, height: 2))
        var frame = PixelFrame()
        frame.show = [placement]
        let bytes = writer.bytes(for: frame, screen: Size(width: 40, height: 20), colorMode: .ansi256)
        #expect(bytes.starts(with: Array("\u{1B}Ptmux;".utf8)))
        let unwrapped = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}\u{1B}", with: "\u{1B}")
        let transmissions = KittyCommandDecoder.transmissions(in: Array(unwrapped.utf8))
        #expect(transmissions.count == 1)
        #expect(transmissions.first?.keys["U"] == "1" && transmissions.first?.keys["c"] == "5" && transmissions.first?.keys["r"] == "3")
        #expect(transmissions.first?.keys["i"] == "\(0x0100_0003)")
        let transmission = try #require(transmissions.first)
        #expect(KittyCommandDecoder.picture(keys: transmission.keys, data: transmission.data) == placement.image.picture)
        #expect(writer.bytes(for: frame, screen: Size(width: 40, height: 20), colorMode: .ansi256).isEmpty, "sent once")
    }

    @Test("direct placements: prepared images are transmitted once, ahead, and placing one then sends no image")
    func preparedImagesAreTransmittedAhead() {
        let writer = KittyPlacementWriter(cellSize: Size(width: 2, height: 2), imageBudget: .max)
        let screen = Size(width: 40, height: 20)
        let area = Rect(x: 0, y: 0, width: 4, height: 4)
        let placements = [Self.image(1), Self.image(2)].map { PicturePlacement(image: $0, frame: area, visible: area) }
        let ahead = KittyCommandDecoder.commands(in: writer.bytesPreparing(placements, screen: screen))
        #expect(ahead.filter { $0.keys["a"] == "t" }.compactMap { $0.keys["i"] }.sorted() == ["1", "2"], "both transmitted, none placed")
        #expect(!ahead.contains { $0.keys["a"] == "p" })
        #expect(writer.bytesPreparing(placements, screen: screen).isEmpty, "already held: nothing again")
        #expect(writer.isCheap(placements[1]))
        var frame = PixelFrame()
        frame.show = [placements[1]]
        let shown = KittyCommandDecoder.commands(in: writer.bytes(for: frame, screen: screen, colorMode: .ansi256)).filter { $0.keys.count > 1 }
        #expect(shown.map { $0.keys["a"] } == ["p"], "only the placement")
    }

    @Test("placeholders: prepared images are transmitted once, ahead")
    func preparedPlaceholderImagesAreTransmittedAhead() {
        let writer = KittyPlaceholderWriter(imageBudget: .max)
        let area = Rect(x: 0, y: 0, width: 4, height: 4)
        let placement = PicturePlacement(image: Self.image(3), frame: area, visible: area)
        let screen = Size(width: 40, height: 20)
        #expect(KittyCommandDecoder.commands(in: writer.bytesPreparing([placement], screen: screen)).contains { $0.keys["a"] == "T" })
        var frame = PixelFrame()
        frame.show = [placement]
        #expect(writer.bytes(for: frame, screen: screen, colorMode: .ansi256).isEmpty, "held already")
    }
}
