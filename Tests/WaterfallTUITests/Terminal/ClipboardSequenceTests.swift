import Foundation
import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("ClipboardSequence: OSC 52, and through tmux", .timeLimit(.minutes(1)))
struct ClipboardSequenceTests {
    /// The text an OSC 52 sequence carries: its base64 payload decoded.
    static func payload(of sequence: [UInt8]) -> String? {
        let prefix = Array("\u{1B}]52;c;".utf8)
        guard sequence.starts(with: prefix), sequence.suffix(2) == [0x1B, UInt8(ascii: "\\")] else { return nil }
        let base64 = String(decoding: sequence.dropFirst(prefix.count).dropLast(2), as: UTF8.self)
        return Data(base64Encoded: base64).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("random paths (control characters and all) come back from the payload; inside tmux, also wrapped for passthrough")
    func roundTrip() {
        var rng = SplitMix64(seed: 52)
        let pieces = ["photos/", "IMG_0001.jpg", "é", "日本", " ", "\u{1B}]2;x\u{07}", "\n", "a'b\"c"]
        for _ in 0 ..< 200 {
            let text = (0 ..< Int.random(in: 0 ... 8, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
            let plain = ClipboardSequence.bytes(for: text, throughTmux: false)
            #expect(Self.payload(of: plain) == text)
            #expect(!plain.dropFirst().dropLast(2).contains(0x1B) && !plain.contains(0x07), "no control byte but the framing")
            let tmux = ClipboardSequence.bytes(for: text, throughTmux: true)
            #expect(tmux == plain + TmuxPassthrough.wrap(plain))
        }
    }

    @Test("text over the limit sends nothing")
    func limit() {
        #expect(ClipboardSequence.bytes(for: String(repeating: "a", count: ClipboardSequence.maximumTextBytes + 1), throughTmux: false).isEmpty)
        #expect(!ClipboardSequence.bytes(for: String(repeating: "a", count: ClipboardSequence.maximumTextBytes), throughTmux: false).isEmpty)
    }

    @Test("the terminal writes the sequence, and gives the terminal away around a program with a full frame after")
    func terminal() {
        let backend = TestBackend(cols: 10, rows: 3)
        let terminal = Terminal(backend: backend)
        terminal.present(Canvas(width: 10, height: 3))
        let before = backend.rawOutput.count
        terminal.copyToClipboard("a.jpg", throughTmux: true)
        #expect(Array(backend.rawOutput[before...]) == ClipboardSequence.bytes(for: "a.jpg", throughTmux: true))
        var ran = false
        terminal.runOutside { ran = true }
        #expect(ran && terminal.needsFullRedraw)
    }
}
