import TestSupport
import Testing

@testable import ShopCatalog

#if canImport(Glibc)
import Glibc
#endif

@Suite(.timeLimit(.minutes(3))) struct ReadableFileTests {
    @Test func readsWholeFilesInChunks() throws {
        let directory = try TemporaryDirectory()
        let bytes = (0 ..< 200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
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

    /// A FIFO without a writer, the endless devices and a socket are refused by kind before
    /// anything is opened: opening a FIFO for reading would wait for a writer forever, and
    /// /dev/zero or /dev/urandom never end.
    @Test func specialFilesAreRefusedByKindWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path + "/pipe.jsonl"
        #expect(mkfifo(fifo, 0o600) == 0)
        let socketPath = directory.path + "/socket.jsonl"
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        let cases: [(String, SpecialFileKind)] = [(fifo, .fifo), ("/dev/zero", .characterDevice), ("/dev/urandom", .characterDevice), (socketPath, .socket)]
        // Without blocking: opening the FIFO (it has no writer) would never return.
        for (path, kind) in cases {
            #expect(throws: CatalogError.notARegularFile(path: path, kind: kind)) { try ReadableFile(path: path) }
            #expect(throws: CatalogError.notARegularFile(path: path, kind: kind)) { try ReadableFile.readAll(path: path, limit: 1 << 20) }
        }
        #expect(
            CatalogError.notARegularFile(path: fifo, kind: .fifo).description
                == "\(fifo): is a named pipe (FIFO), not a regular file; catalogs are read only from regular files")
    }

    @Test func aSymbolicLinkToARegularFileIsRead() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("items.json", "[]")
        let link = directory.path + "/link.json"
        #expect(symlink(target, link) == 0)
        #expect(try ReadableFile.readAll(path: link, limit: 10) == Array("[]".utf8))
        let fifo = directory.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let linkToFIFO = directory.path + "/pipe-link.json"
        #expect(symlink(fifo, linkToFIFO) == 0)
        #expect(throws: CatalogError.notARegularFile(path: linkToFIFO, kind: .fifo)) { try ReadableFile(path: linkToFIFO) }
    }
}
