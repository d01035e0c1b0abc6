import Foundation
import SafeText
import SeededRandom
import Synchronization
import TestSupport
import Testing

@testable import ShopCatalogHTTP

#if canImport(Glibc)
import Glibc
#endif

/// The disk cache touches only its own files: foreign files of every kind in every folder survive
/// eviction, repair and counting byte for byte and are named once; a symbolic link is never
/// followed; a read-only directory, a full file system, a folder where an entry would be and a
/// file where a folder would be are each said once, and the cache goes on.
@Suite("DiskCache: only its own files", .timeLimit(.minutes(2)))
struct DiskCacheOwnershipTests {
    private func entry(_ url: String, bytes: Int) -> CacheEntry {
        CacheEntry(url: url, source: url, storedAt: 1_767_000_000, headers: AnswerHeaders([]), body: [UInt8](repeating: UInt8(bytes % 251), count: bytes))
    }

    /// How many times `warnings` name the file `name` of `folder`.
    private func count(_ name: String, of folder: String, in warnings: [MessageText]) -> Int {
        let lead = "it did not write in \(folder): "
        return warnings.reduce(0) { sum, warning in
            guard let range = warning.text.range(of: lead) else { return sum }
            return sum + warning.text[range.upperBound...].components(separatedBy: ", ").filter { $0 == name }.count
        }
    }

    /// Stores, reads and removes entries in every folder until eviction has run many times.
    private func churn(_ cache: DiskCache, seed: UInt64, steps: Int = 400) {
        var random = SplitMix64(seed: seed)
        for _ in 0 ..< steps {
            let namespace = DiskCache.Namespace.allCases[Int(random.next() % 3)]
            let url = "http://127.0.0.1/churn/\(random.next() % 50)"
            switch random.next() % 6 {
            case 0: _ = cache.entry(for: url, in: namespace)
            case 1: cache.remove(url, in: namespace)
            default: cache.store(entry(url, bytes: Int(random.next() % 9000) + 100), in: namespace)
            }
        }
    }

    @Test func foreignFilesInEveryFolderSurviveEvictionRepairAndCountingAndAreNamedOnce() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/waterfall"
        var foreign = ForeignFiles()
        for folder in ["", "/pages", "/photos", "/sizes"] {
            try foreign.plant(in: root + folder, outside: directory.path + "/outside\(folder.replacingOccurrences(of: "/", with: "-"))")
        }
        let earlier = try DiskCache(directory: root, budget: 1 << 20)
        let kept = entry("http://127.0.0.1/earlier/run", bytes: 2000)
        earlier.store(kept, in: .photos)
        let given = Mutex<[MessageText]>([])
        let cache = try DiskCache(directory: root, budget: 60_000) { warning in given.withLock { $0.append(warning) } }
        #expect(cache.entry(for: kept.url, in: .photos) == kept, "an entry of an earlier run is the cache's")
        let own = cache.usedBytes
        #expect(own == kept.encoded().count, "only the cache's entries are counted")
        churn(cache, seed: 20_261_201)
        #expect(cache.usedBytes <= 60_000)
        #expect(foreign.changed().isEmpty, "\(foreign.changed())")
        let warnings = cache.warnings
        #expect(given.withLock { $0 } == warnings, "each warning is handed over as it is given")
        for folder in ["/pages", "/photos", "/sizes"] {
            for name in foreign.planted[root + folder] ?? [] {
                #expect(count(name, of: root + folder, in: warnings) == 1, "\(folder)/\(name) named once: \(warnings)")
            }
        }
        #expect(!warnings.contains { $0.text.contains(root + ":") }, "the directory itself is never listed: \(warnings)")
        _ = cache.usedBytes
        churn(cache, seed: 7)
        #expect(cache.warnings == warnings, "nothing is named twice")
        #expect(foreign.changed().isEmpty, "\(foreign.changed())")
    }

    @Test func aSymbolicLinkAsTheDirectoryIsRefusedAndWhereItLeadsIsUntouched() throws {
        let directory = try TemporaryDirectory()
        var foreign = ForeignFiles()
        try foreign.plant(in: directory.path + "/elsewhere/photos", outside: directory.path + "/outside")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/waterfall", withDestinationPath: directory.path + "/elsewhere")
        #expect(throws: DiskCacheError.symbolicLink(path: directory.path + "/waterfall")) {
            try DiskCache(directory: directory.path + "/waterfall", budget: 1 << 20)
        }
        #expect(foreign.changed().isEmpty, "\(foreign.changed())")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.path + "/elsewhere"))?.sorted() == ["photos"])
    }

    @Test func aSymbolicLinkAsAFolderIsNotFollowedAndTheOtherFoldersWork() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/waterfall"
        var foreign = ForeignFiles()
        try foreign.plant(in: directory.path + "/elsewhere", outside: directory.path + "/outside")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/photos", withDestinationPath: directory.path + "/elsewhere")
        let cache = try DiskCache(directory: root, budget: 100_000)
        #expect(cache.warnings.count == 1 && cache.warnings.first?.text.contains("\(root)/photos is a symbolic link") == true, "\(cache.warnings)")
        churn(cache, seed: 3)
        #expect(cache.entry(for: "http://127.0.0.1/x", in: .photos) == nil)
        let page = entry("http://127.0.0.1/page", bytes: 100)
        cache.store(page, in: .pages)
        #expect(cache.entry(for: page.url, in: .pages) == page)
        #expect(foreign.changed().isEmpty, "\(foreign.changed())")
        #expect(cache.warnings.count == 1, "\(cache.warnings)")
    }

    @Test func aReadOnlyDirectoryIsReadNotWrittenAndSaysSoOnce() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/waterfall"
        let stored = entry("http://127.0.0.1/page/1", bytes: 500)
        try DiskCache(directory: root, budget: 1 << 20).store(stored, in: .pages)
        var foreign = ForeignFiles()
        try foreign.plant(in: root + "/photos", outside: directory.path + "/outside")
        let folders = [root, root + "/pages", root + "/photos", root + "/sizes"]
        for folder in folders { chmod(folder, 0o555) }
        defer { for folder in folders { chmod(folder, 0o755) } }
        // Root ignores the permissions; a read-only file system answers EROFS instead.
        var io = CacheIO.system
        if geteuid() == 0 { io.create = { _, _ in (-1, EROFS) } }
        let cache = try DiskCache(directory: root, budget: 1 << 20, onWarning: nil, io: io)
        #expect(cache.entry(for: stored.url, in: .pages) == stored, "what is there is read")
        churn(cache, seed: 11, steps: 100)
        cache.store(entry("http://127.0.0.1/page/2", bytes: 500), in: .pages)
        #expect(cache.entry(for: "http://127.0.0.1/page/2", in: .pages) == nil)
        let cannotWrite = cache.warnings.filter { $0.text.contains("cannot write in the disk cache") }
        #expect(cannotWrite.count == 1, "\(cache.warnings)")
        #expect(foreign.changed().isEmpty, "\(foreign.changed())")
    }

    @Test func aFullFileSystemSaysSoOnceAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/waterfall"
        var foreign = ForeignFiles()
        try foreign.plant(in: root + "/pages", outside: directory.path + "/outside")
        var io = CacheIO.system
        io.write = { descriptor, bytes in
            // A few bytes fit, then the disk is full.
            bytes.count > 100 ? (Glibc.write(descriptor, bytes.baseAddress, 100), 0) : (-1, ENOSPC)
        }
        let cache = try DiskCache(directory: root, budget: 1 << 20, onWarning: nil, io: io)
        for index in 0 ..< 30 {
            cache.store(entry("http://127.0.0.1/page/\(index)", bytes: 1000), in: .pages)
        }
        #expect(cache.entry(for: "http://127.0.0.1/page/3", in: .pages) == nil)
        #expect(cache.warnings.count == 1 && cache.warnings.first?.text.contains("no space left on device") == true, "\(cache.warnings)")
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "/pages")
        #expect(Set(names) == Set(foreign.planted[root + "/pages"] ?? []), "no temporary file is left: \(names)")
        #expect(foreign.changed().isEmpty, "\(foreign.changed())")
    }

    @Test func aFolderWhereAnEntryWouldBeIsLeftAloneAndNamedOnce() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(directory: directory.path + "/waterfall", budget: 1 << 20)
        let stored = entry("http://127.0.0.1/photos/1", bytes: 700)
        let path = cache.path(for: stored.url, in: .photos)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path + "/file"))
        for _ in 0 ..< 3 {
            cache.store(stored, in: .photos)
            #expect(cache.entry(for: stored.url, in: .photos) == nil)
            cache.remove(stored.url, in: .photos)
        }
        #expect((try? String(contentsOfFile: path + "/file", encoding: .utf8)) == "mine")
        let folder = (path as NSString).deletingLastPathComponent
        #expect(cache.warnings.map(\.text) == ["the disk cache leaves alone a file it did not write in \(folder): \((path as NSString).lastPathComponent)"])
    }

    @Test func aFileWhereAFolderWouldBeIsLeftAloneSaidOnceAndTheOtherFoldersWork() throws {
        let directory = try TemporaryDirectory()
        let root = directory.path + "/waterfall"
        try directory.write("waterfall/pages", "my pages")
        let given = Mutex(0)
        let cache = try DiskCache(directory: root, budget: 1 << 20) { _ in given.withLock { $0 += 1 } }
        #expect(given.withLock { $0 } == 1, "said while opening, before any page is asked for")
        #expect(cache.warnings.first?.text == "\(root)/pages is not a folder (left as it is); catalog pages are not kept in the disk cache")
        let page = entry("http://127.0.0.1/page", bytes: 100)
        cache.store(page, in: .pages)
        #expect(cache.entry(for: page.url, in: .pages) == nil)
        let photo = entry("http://127.0.0.1/photo", bytes: 100)
        cache.store(photo, in: .photos)
        #expect(cache.entry(for: photo.url, in: .photos) == photo)
        #expect((try? String(contentsOfFile: root + "/pages", encoding: .utf8)) == "my pages")
        #expect(cache.warnings.count == 1)
    }

    @Test func ownershipNeedsTheNameAndTheHeaderBoundToIt() {
        var random = SplitMix64(seed: 2026)
        for _ in 0 ..< 300 {
            let url = "http://127.0.0.1:\(random.next() % 65_536)/p?\(random.next())"
            let bytes = entry(url, bytes: Int(random.next() % 100)).encoded()
            let name = DiskCache.name(for: url)
            #expect(CacheOwnership.kind(of: name) == .entry)
            #expect(CacheOwnership.owns(head: bytes, entry: name))
            #expect(!CacheOwnership.owns(head: bytes, entry: DiskCache.name(for: url + "x")))
            let cut = Int(random.next() % UInt64(bytes.count))
            let isWholeURLLine = bytes[..<cut].filter { $0 == 0x0A }.count >= 2
            #expect(CacheOwnership.owns(head: bytes[..<cut], entry: name) == isWholeURLLine, "cut at \(cut)")
            #expect(CacheOwnership.owns(head: bytes[..<cut], entry: name, partial: true), "a temporary file may stop anywhere")
            let noise = (0 ..< Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            #expect(!CacheOwnership.owns(head: noise, entry: name))
        }
        #expect(CacheOwnership.kind(of: ".0123456789abcdef.42.7.tmp") == .temporary(entry: "0123456789abcdef"))
        for name in ["0123456789ABCDEF", "0123456789abcde", "0123456789abcdefa", ".0123456789abcdef.x.7.tmp", "0123456789abcdef.tmp", "CACHEDIR.TAG", ""] {
            #expect(CacheOwnership.kind(of: name) == .other, "\(name)")
        }
    }
}
