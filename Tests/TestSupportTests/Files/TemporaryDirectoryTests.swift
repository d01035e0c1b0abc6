import Foundation
import TestSupport
import Testing

@Suite("Temporary directories for tests", .timeLimit(.minutes(1)))
struct TemporaryDirectoryTests {
    @Test func filesAreWrittenIntoNestedFoldersAndReadBack() throws {
        let directory = try TemporaryDirectory()
        let text = try directory.write("a/b/notes.txt", "héllo")
        let bytes = try directory.write("raw.bin", bytes: [0, 255, 7])
        #expect(text == directory.path + "/a/b/notes.txt")
        #expect(try String(contentsOfFile: text, encoding: .utf8) == "héllo")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: bytes))) == [0, 255, 7])
    }

    @Test func eachDirectoryIsNewAndGoesAwayWithItsLastReference() throws {
        var first: TemporaryDirectory? = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        let path = try #require(first?.path)
        #expect(path != second.path)
        try first?.write("file", "x")
        #expect(FileManager.default.fileExists(atPath: path + "/file"))
        first = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
