import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Terminal reply filter", .timeLimit(.minutes(3)))
struct TerminalReplyFilterTests {
    static let esc = "\u{1B}"

    /// Answers real terminals give to the start-up probe (xterm 379, kitty 0.26, tmux 3.3a,
    /// VTE), each as one string.
    static let replies = [
        "\(esc)P>|XTerm(379)\(esc)\\", "\(esc)P>|kitty(0.26.5)\(esc)\\", "\(esc)P>|tmux 3.3a\(esc)\\",
        "\(esc)[>41;379;0c", "\(esc)[>1;4000;26c", "\(esc)[>84;0;0c", "\(esc)[?62;4;22c", "\(esc)[?1;2c",
        "\(esc)P1+r524742=382F382F38\(esc)\\", "\(esc)P0+r5463\(esc)\\", "\(esc)P1+r636f6c6f7273=323536\(esc)\\",
        "\(esc)[?1;0;256S", "\(esc)[?2;0;1000;1000S", "\(esc)[?2;3;0S", "\(esc)[6;19;8t", "\(esc)[?2026;2$y",
        "\(esc)]11;rgb:0000/0000/0000\(esc)\\", "\(esc)]11;rgb:ffff/ffff/dddd\u{07}", "\(esc)_Gi=31;OK\(esc)\\",
        "\(esc)_Gi=31;EINVAL:Zero width/height not allowed\(esc)\\",
    ]

    /// Runs `input` through a filter, one character a millisecond apart unless `times` says
    /// when each was read, with an interruption (input drained) wherever `drainedAfter` holds
    /// the index; returns the keys that come out.
    static func keys(_ input: [Unicode.Scalar], times: [UInt64]? = nil, drainedAfter: Set<Int> = []) -> [Unicode.Scalar] {
        var filter = TerminalReplyFilter()
        var out: [Unicode.Scalar] = []
        for (index, scalar) in input.enumerated() {
            out += filter.feed(scalar, atMilliseconds: times?[index] ?? UInt64(index))
            if drainedAfter.contains(index) { out += filter.interrupted() }
        }
        return out + filter.interrupted()
    }

    @Test("every probe answer is dropped whole, typed keys around it pass", arguments: replies)
    func answersAreDropped(reply: String) {
        let input = Array("j\(reply)k".unicodeScalars)
        #expect(Self.keys(input) == ["j", "k"])
    }

    @Test func anXTGETTCAPAnswerIsNotPlusAndEquals() {
        // What made a slow terminal's late answer turn into "+" (one column more) and "=".
        let reply = Array("\(Self.esc)P1+r636f6c6f7273=323536\(Self.esc)\\".unicodeScalars)
        #expect(Self.keys(reply).isEmpty)
    }

    @Test func escapeAloneIsTheEscapeKeyOnceTheInputIsDrained() {
        var filter = TerminalReplyFilter()
        #expect(filter.feed("\u{1B}", atMilliseconds: 0).isEmpty, "held: it may start an answer")
        #expect(filter.isHolding)
        #expect(filter.interrupted() == ["\u{1B}"])
        #expect(!filter.isHolding)
        #expect(filter.interrupted().isEmpty)
    }

    @Test func escapeBeforeAnOrdinaryKeyGivesBoth() {
        #expect(Self.keys(["\u{1B}", "q"]) == ["\u{1B}", "q"])
        #expect(Self.keys(["\u{1B}", "\u{1B}", "j"]) == ["\u{1B}", "\u{1B}", "j"])
        #expect(Self.keys(["\u{1B}"]) == ["\u{1B}"])
    }

    @Test func aReplyInterruptedByDrainedInputContinuesWhenTheRestComesSoon() {
        let reply = Array("\(Self.esc)]11;rgb:0000/0000/0000\(Self.esc)\\".unicodeScalars)
        let times = reply.indices.map { UInt64($0 < 8 ? $0 : $0 + 60) }
        #expect(Self.keys(reply + ["j"], times: times + [UInt64(reply.count + 61)], drainedAfter: [7]) == ["j"])
    }

    @Test func aReplyThatPausesTooLongIsAbandonedAndKeysComeBack() {
        // Escape then "[" typed (Alt-[), nothing for a while, then "j" and "k": the keys after the
        // pause are keys again.
        let pause = TerminalReplyFilter.pauseLimitMilliseconds + 1
        #expect(Self.keys(["\u{1B}", "[", "j", "k"], times: [0, 1, 1 + pause, 2 + pause], drainedAfter: [1]) == ["j", "k"])
        #expect(Self.keys(["\u{1B}", "P", "q"], times: [0, 1, 1 + pause]) == ["q"])
    }

    @Test func aControlCharacterEndsAControlSequenceAndIsAKey() {
        #expect(Self.keys(["\u{1B}", "[", "1", "\r", "j"]) == ["\r", "j"])
    }

    /// Property: typed keys (printable characters, CJK, control keys, a lone Escape followed by a
    /// drained input) interleaved with whole answers, split by drained input anywhere after their
    /// introducer (a lone Escape at a drain is the Escape key: curses has waited for more), come
    /// out as exactly the typed keys, in order.
    @Test(arguments: UInt64(1) ... 20)
    func typedKeysSurviveAnyInterleavingOfAnswers(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let keyPool: [Unicode.Scalar] = ["j", "k", "+", "-", "=", "o", "s", "q", "?", "[", "]", "P", "中", "\r", "\t", "\u{7F}", "\u{0C}"]
        var input: [Unicode.Scalar] = []
        var drained: Set<Int> = []
        var typed: [Unicode.Scalar] = []
        for _ in 0 ..< 200 {
            switch Int.random(in: 0 ..< 10, using: &rng) {
            case 0 ..< 5:
                let key = keyPool[Int.random(in: 0 ..< keyPool.count, using: &rng)]
                input.append(key)
                typed.append(key)
                if Bool.random(using: &rng) { drained.insert(input.count - 1) }
            case 5:
                input.append("\u{1B}")
                typed.append("\u{1B}")
                drained.insert(input.count - 1)
            default:
                let reply = Array(Self.replies[Int.random(in: 0 ..< Self.replies.count, using: &rng)].unicodeScalars)
                let cut = Int.random(in: 2 ... reply.count, using: &rng)
                input += reply
                drained.insert(input.count - reply.count + cut - 1)
                drained.insert(input.count - 1)
            }
        }
        #expect(Self.keys(input, drainedAfter: drained) == typed, "seed \(seed)")
    }
}
