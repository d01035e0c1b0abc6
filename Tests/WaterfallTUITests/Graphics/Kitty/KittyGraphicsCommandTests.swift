import Colors
import Pixels
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("kitty graphics commands", .timeLimit(.minutes(1)))
struct KittyGraphicsCommandTests {
    static func randomPicture(_ rng: inout SplitMix64, maxSide: Int = 60) -> Picture {
        let width = Int.random(in: 1 ... maxSide, using: &rng)
        let height = Int.random(in: 1 ... maxSide, using: &rng)
        return Picture(width: width, height: height, pixels: (0 ..< width * height * 3).map { _ in UInt8.random(in: 0 ... 255, using: &rng) })!
    }

    @Test("a transmitted picture decodes back to exactly its pixels, chunks of at most 4096 bytes, keys only on the first")
    func transmissionsRoundTrip() throws {
        var rng = SplitMix64(seed: 51)
        for _ in 0 ..< 30 {
            let picture = Self.randomPicture(&rng)
            let bytes = try #require(KittyGraphicsCommand.transmit(id: 7, picture: picture))
            let commands = KittyCommandDecoder.commands(in: bytes)
            #expect(commands.allSatisfy { $0.payload.count <= KittyGraphicsCommand.chunkSize })
            #expect(
                commands.first?.keys["i"] == "7" && commands.first?.keys["f"] == "24" && commands.first?.keys["o"] == "z" && commands.first?.keys["q"] == "2")
            #expect(commands.dropFirst().allSatisfy { $0.keys.keys.sorted() == ["m"] }, "later chunks carry only m")
            #expect(commands.last?.keys["m"] == "0" && commands.dropLast().allSatisfy { $0.keys["m"] == "1" })
            let transmission = try #require(KittyCommandDecoder.transmissions(in: bytes).first)
            #expect(KittyCommandDecoder.picture(keys: transmission.keys, data: transmission.data) == picture)
        }
    }

    @Test("a picture with alpha travels as straight RGBA (f=32), to be laid on the terminal's own background")
    func alphaTravelsAsRGBA() throws {
        var rng = SplitMix64(seed: 53)
        for _ in 0 ..< 20 {
            let opaque = Self.randomPicture(&rng)
            let matte = RGB(red: UInt8.random(in: 0 ... 255, using: &rng), green: 0, blue: 255)
            let opacities = (0 ..< opaque.width * opaque.height).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            let picture = try #require(
                Picture(width: opaque.width, height: opaque.height, pixels: opaque.pixels, alpha: PictureAlpha(values: opacities, matte: matte)))
            for bytes in [
                KittyGraphicsCommand.transmit(id: 5, picture: picture),
                KittyGraphicsCommand.transmitForPlaceholders(id: 5, picture: picture, columns: 3, rows: 2),
            ] {
                let sent = try #require(bytes)
                let transmission = try #require(KittyCommandDecoder.transmissions(in: sent).first)
                #expect(transmission.keys["f"] == "32")
                let data = try #require(transmission.data)
                #expect(try Deflate.decompress(data, expectedSize: picture.width * picture.height * 4) == picture.straightRGBA())
            }
        }
    }

    @Test("chunk boundaries: payloads of exactly 4096, 4097 base64 bytes and an empty one")
    func chunkBoundaries() {
        // 3072 bytes are 4096 base64 bytes; 3073 are 4100.
        #expect(KittyCommandDecoder.commands(in: KittyGraphicsCommand.chunked(keys: "a=t", payload: Array(repeating: 9, count: 3072))).count == 1)
        #expect(KittyCommandDecoder.commands(in: KittyGraphicsCommand.chunked(keys: "a=t", payload: Array(repeating: 9, count: 3073))).count == 2)
        let empty = KittyCommandDecoder.commands(in: KittyGraphicsCommand.chunked(keys: "a=t", payload: []))
        #expect(empty.count == 1 && empty.first?.keys["m"] == "0" && empty.first?.payload.isEmpty == true)
        #expect(KittyGraphicsCommand.transmit(id: 1, picture: Picture(width: 0, height: 3, red: 0, green: 0, blue: 0)) == nil)
    }

    @Test("every command is quiet (q=2)")
    func everyCommandIsQuiet() throws {
        let picture = Picture(width: 2, height: 2, red: 1, green: 2, blue: 3)
        let all =
            try #require(KittyGraphicsCommand.transmit(id: 3, picture: picture))
            + (try #require(KittyGraphicsCommand.transmitForPlaceholders(id: 3, picture: picture, columns: 4, rows: 2)))
            + KittyGraphicsCommand.place(id: 3, placement: 9, x: 0, y: 0, width: 2, height: 2, columns: 4, rows: 2)
            + KittyGraphicsCommand.deletePlacement(id: 3, placement: 9) + KittyGraphicsCommand.free(id: 3)
        let firsts = KittyCommandDecoder.commands(in: all).filter { $0.keys.count > 1 }
        #expect(firsts.count == 5)
        #expect(firsts.allSatisfy { $0.keys["q"] == "2" })
    }

    @Test("tmux passthrough doubles every ESC and unwraps back")
    func tmuxWrapping() {
        var rng = SplitMix64(seed: 52)
        for _ in 0 ..< 200 {
            let bytes = (0 ..< Int.random(in: 1 ... 60, using: &rng)).map { _ in Bool.random(using: &rng) ? 0x1B : UInt8.random(in: 0 ... 255, using: &rng) }
            let wrapped = TmuxPassthrough.wrap(bytes)
            #expect(wrapped.starts(with: Array("\u{1B}Ptmux;".utf8)) && wrapped.suffix(2) == [0x1B, UInt8(ascii: "\\")])
            var inner = Array(wrapped.dropFirst(7).dropLast(2))
            var unwrapped: [UInt8] = []
            var ok = true
            while !inner.isEmpty {
                let byte = inner.removeFirst()
                if byte == 0x1B {
                    ok = ok && inner.first == 0x1B
                    if !inner.isEmpty { inner.removeFirst() }
                }
                unwrapped.append(byte)
            }
            #expect(ok && unwrapped == bytes)
        }
        #expect(TmuxPassthrough.wrap([]).isEmpty)
    }
}
