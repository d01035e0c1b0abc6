import SeededRandom
import TestSupport
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct LineReaderTests {
    private func lines(_ text: [UInt8], from offset: Int = 0, line: Int = 1, maximum: Int = 100, fileLimit: Int = .max - 1) throws -> [LineReader.Line] {
        let directory = try TemporaryDirectory()
        let path = try directory.write("lines.txt", bytes: text)
        let reader = try LineReader(
            file: try ReadableFile(path: path), offset: offset, lineNumber: line, maximumLineBytes: maximum, maximumFileBytes: fileLimit
        )
        var result: [LineReader.Line] = []
        while let next = try reader.next() { result.append(next) }
        return result
    }

    @Test func splitsLinesStripsCarriageReturnsAndKeepsOffsets() throws {
        let read = try lines(Array("ab\r\n\ncd".utf8))
        #expect(
            read == [
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
        let lengths = (0 ..< 40).map { _ in Int(random.next() % 150_000) }
        let text = lengths.flatMap { Array(repeating: UInt8(ascii: "a"), count: $0) + [0x0A] }
        let read = try lines(text, maximum: 1 << 20)
        #expect(read.map(\.content) == lengths.map { .bytes(Array(repeating: UInt8(ascii: "a"), count: $0)) })
        #expect(read.last?.endOffset == text.count)
    }

    /// Nothing at or past the file limit is read: the line that reaches it is reported once,
    /// and a reader resumed where that line "ends" reads nothing.
    @Test func stopsAtTheFileLimit() throws {
        let text = Array("ab\ncd\nef\n".utf8)
        #expect(try lines(text, fileLimit: 9).map(\.content) == [.bytes(Array("ab".utf8)), .bytes(Array("cd".utf8)), .bytes(Array("ef".utf8))])
        let cutInside = try lines(text, fileLimit: 4)
        #expect(cutInside.map(\.content) == [.bytes(Array("ab".utf8)), .beyondLimit])
        #expect(cutInside.last?.number == 2 && cutInside.last?.endOffset == 5)
        let cutAtALineEnd = try lines(text, fileLimit: 6)
        #expect(cutAtALineEnd.map(\.content) == [.bytes(Array("ab".utf8)), .bytes(Array("cd".utf8)), .beyondLimit])
        #expect(try lines(text, from: 7, line: 3, fileLimit: 6).isEmpty)
        #expect(try lines(Array("ab\n".utf8), fileLimit: 3).map(\.content) == [.bytes(Array("ab".utf8))])
    }

    /// Property: with any limit, the lines read are exactly the complete lines that end (with
    /// their line feed) within the limit, followed by one `beyondLimit` when anything is left.
    @Test func propertyTheLimitCutsAtTheRightLine() throws {
        var random = SplitMix64(seed: 11)
        for _ in 0 ..< 60 {
            let lengths = (0 ..< Int(random.next() % 12)).map { _ in Int(random.next() % 9) }
            let text = lengths.flatMap { Array(repeating: UInt8(ascii: "x"), count: $0) + [0x0A] }
            let limit = Int(random.next() % UInt64(text.count + 2)) + 1
            var expected: [LineReader.Content] = []
            var end = 0
            for length in lengths {
                if end + length + 1 > limit {
                    expected.append(.beyondLimit)
                    break
                }
                expected.append(.bytes(Array(repeating: UInt8(ascii: "x"), count: length)))
                end += length + 1
            }
            #expect(try lines(text, fileLimit: limit).map(\.content) == expected, "lengths \(lengths), limit \(limit)")
        }
    }
}
