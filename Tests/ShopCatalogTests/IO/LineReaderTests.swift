import SeededRandom
import TestSupport
import Testing
@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct LineReaderTests {
    private func lines(_ text: [UInt8], from offset: Int = 0, line: Int = 1, maximum: Int = 100) throws -> [LineReader.Line] {
        let directory = try TemporaryDirectory()
        let path = try directory.write("lines.txt", bytes: text)
        let reader = try LineReader(file: try ReadableFile(path: path), offset: offset, lineNumber: line, maximumLineBytes: maximum)
        var result: [LineReader.Line] = []
        while let next = try reader.next() { result.append(next) }
        return result
    }

    @Test func splitsLinesStripsCarriageReturnsAndKeepsOffsets() throws {
        let read = try lines(Array("ab\r\n\ncd".utf8))
        #expect(read == [
            LineReader.Line(number: 1, content: .bytes(Array("ab".utf8)), endOffset: 4),
            LineReader.Line(number: 2, content: .bytes([]), endOffset: 5),
            LineReader.Line(number: 3, content: .bytes(Array("cd".utf8)), endOffset: 7),
        ])
    }

    @Test func resumesFromAnOffset() throws {
        let read = try lines(Array("ab\ncd\nef\n".utf8), from: 3, line: 2)
        #expect(read.map(\.number) == [2, 3])
        #expect(read.first?.content == .bytes(Array("cd".utf8)))
    }

    @Test func reportsOverlongLinesAndContinues() throws {
        let text = Array("short\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 250) + Array("\nend\n".utf8)
        let read = try lines(text, maximum: 100)
        #expect(read.map(\.content) == [.bytes(Array("short".utf8)), .tooLong(250), .bytes(Array("end".utf8))])
    }

    @Test func handlesLinesSpanningManyChunks() throws {
        var random = SplitMix64(seed: 5)
        let lengths = (0..<40).map { _ in Int(random.next() % 150_000) }
        let text = lengths.flatMap { Array(repeating: UInt8(ascii: "a"), count: $0) + [0x0A] }
        let read = try lines(text, maximum: 1 << 20)
        #expect(read.map(\.content) == lengths.map { .bytes(Array(repeating: UInt8(ascii: "a"), count: $0)) })
        #expect(read.last?.endOffset == text.count)
    }
}
