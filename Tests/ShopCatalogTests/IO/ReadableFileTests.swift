import TestSupport
import Testing
@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct ReadableFileTests {
    @Test func readsWholeFilesInChunks() throws {
        let directory = try TemporaryDirectory()
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let path = try directory.write("big.bin", bytes: bytes)
        #expect(try ReadableFile.readAll(path: path, limit: 1 << 20) == bytes)
    }

    @Test func missingFileDirectoryAndOversizeAreClearErrors() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("f.json", "[1, 2, 3]")
        #expect(throws: CatalogError.fileNotFound(path: directory.path + "/nope.json")) {
            try ReadableFile.readAll(path: directory.path + "/nope.json", limit: 100)
        }
        #expect(throws: CatalogError.notAFile(path: directory.path)) {
            try ReadableFile.readAll(path: directory.path, limit: 100)
        }
        #expect(throws: CatalogError.tooLarge(path: path, bytes: 9, limit: 4)) {
            try ReadableFile.readAll(path: path, limit: 4)
        }
        #expect(CatalogError.tooLarge(path: "f", bytes: 9, limit: 4).description.contains("use JSON Lines"))
    }

    @Test func unreadableFileReportsTheSystemReason() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("locked.json", "[]")
        let inside = path + "/child.json"
        #expect(throws: CatalogError.unreadable(path: inside, reason: "Not a directory")) {
            try ReadableFile(path: inside)
        }
    }
}
