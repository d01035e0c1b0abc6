import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import ShopCatalogHTTP

/// The disk cache: its place and tag, entries that survive a new process, LRU eviction under the
/// budget (against a model), damaged files, and two caches sharing one directory.
@Suite("DiskCache", .timeLimit(.minutes(2)))
struct DiskCacheTests {
    private func entry(_ url: String, bytes: Int, etag: String? = nil) -> CacheEntry {
        CacheEntry(
            url: url, source: url, storedAt: 1_767_000_000,
            headers: AnswerHeaders(etag.map { [("ETag", $0)] } ?? []), body: [UInt8](repeating: UInt8(bytes % 251), count: bytes)
        )
    }

    @Test func itLivesUnderXDGCacheHomeOrHomeAndIsTagged() throws {
        #expect(DiskCache.standardDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]) == "/x/cache/waterfall")
        #expect(DiskCache.standardDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]) == "/home/a/.cache/waterfall")
        #expect(DiskCache.standardDirectory(environment: ["HOME": "/home/a"]) == "/home/a/.cache/waterfall")
        #expect(DiskCache.standardDirectory(environment: [:]) == nil)
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(directory: directory.path + "/waterfall", budget: 1 << 20)
        let tag = try String(contentsOfFile: cache.directory + "/CACHEDIR.TAG", encoding: .utf8)
        #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55\n"))
        #expect(throws: DiskCacheError.self) { try DiskCache(directory: "/proc/waterfall-cannot-be-here", budget: 1 << 20) }
        #expect(throws: DiskCacheError.noBudget) { try DiskCache(directory: directory.path + "/other", budget: 0) }
    }

    @Test func anEntryIsFoundAgainByAnotherCacheOnTheSameDirectory() throws {
        let directory = try TemporaryDirectory()
        let first = try DiskCache(directory: directory.path, budget: 1 << 20)
        let stored = entry("http://127.0.0.1/items?page=1", bytes: 5000, etag: "\"v1\"")
        first.store(stored, in: .pages)
        let second = try DiskCache(directory: directory.path, budget: 1 << 20)
        #expect(second.entry(for: stored.url, in: .pages) == stored)
        #expect(second.entry(for: stored.url, in: .photos) == nil)
        #expect(second.entry(for: "http://127.0.0.1/items?page=2", in: .pages) == nil)
    }

    @Test(arguments: ["truncated", "flipped", "body replaced"])
    func aDamagedEntryIsDroppedAndIsAMiss(damage: String) throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(directory: directory.path, budget: 1 << 20)
        let stored = entry("http://127.0.0.1/photos/1/1", bytes: 3000)
        cache.store(stored, in: .photos)
        let path = cache.path(for: stored.url, in: .photos)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        switch damage {
        case "truncated": bytes.removeLast(100)
        case "flipped": bytes[bytes.count - 10] ^= 0xFF
        default: bytes = Array(bytes.prefix(60)) + Array("not a body".utf8)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(cache.entry(for: stored.url, in: .photos) == nil)
        #expect(!FileManager.default.fileExists(atPath: path), "the header proves the file is the cache's: it is removed")
        cache.store(stored, in: .photos)
        #expect(cache.entry(for: stored.url, in: .photos) == stored)
        #expect(cache.warnings.isEmpty)
    }

    @Test(arguments: ["garbage", "empty", "another header"])
    func aFileWithoutTheHeaderWhereAnEntryWouldBeIsLeftAloneAndNamedOnce(content: String) throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(directory: directory.path, budget: 1 << 20)
        let stored = entry("http://127.0.0.1/photos/1/1", bytes: 3000)
        let path = cache.path(for: stored.url, in: .photos)
        let bytes: [UInt8] =
            switch content {
            case "garbage": Array("not a cache file at all".utf8)
            case "empty": []
            default: entry("http://127.0.0.1/photos/other", bytes: 10).encoded()
            }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for _ in 0 ..< 3 {
            #expect(cache.entry(for: stored.url, in: .photos) == nil)
            cache.store(stored, in: .photos)
            cache.remove(stored.url, in: .photos)
        }
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes, "left byte for byte")
        #expect(cache.warnings.count == 1, "\(cache.warnings)")
        let named = "in \((path as NSString).deletingLastPathComponent): \((path as NSString).lastPathComponent)"
        #expect(cache.warnings.first?.text.hasSuffix(named) == true, "\(cache.warnings)")
        #expect(cache.usedBytes == 0)
    }

    @Test func evictionKeepsTheBudgetAndDropsTheLeastRecentlyUsedFirst() throws {
        var random = SplitMix64(seed: 20_261_125)
        for _ in 0 ..< 4 {
            let directory = try TemporaryDirectory()
            let budget = 200_000
            let cache = try DiskCache(directory: directory.path, budget: budget)
            var model: [(url: String, size: Int)] = []
            for step in 0 ..< 300 {
                let url = "http://127.0.0.1/p/\(random.next() % 40)"
                if random.next() % 3 == 0 {
                    let found = cache.entry(for: url, in: .photos) != nil
                    #expect(found == model.contains { $0.url == url }, "step \(step): \(url)")
                    if let index = model.firstIndex(where: { $0.url == url }) { model.append(model.remove(at: index)) }
                } else {
                    let stored = entry(url, bytes: Int(random.next() % 20_000) + 100)
                    cache.store(stored, in: .photos)
                    let size = stored.encoded().count
                    model.removeAll { $0.url == url }
                    model.append((url, size))
                    if model.reduce(0, { $0 + $1.size }) > budget {
                        while model.reduce(0, { $0 + $1.size }) > budget / 10 * 9 { model.removeFirst() }
                    }
                }
                #expect(cache.usedBytes <= budget)
            }
            #expect(cache.usedBytes == model.reduce(0) { $0 + $1.size })
        }
    }

    @Test func twoCachesWritingTheSameEntriesConcurrentlyLeaveOnlyWholeFiles() async throws {
        let directory = try TemporaryDirectory()
        let caches = try (0 ..< 2).map { _ in try DiskCache(directory: directory.path, budget: 8 << 20) }
        await withTaskGroup(of: Void.self) { group in
            for (index, cache) in caches.enumerated() {
                group.addTask {
                    for round in 0 ..< 200 {
                        cache.store(entry("http://127.0.0.1/shared/\(round % 10)", bytes: 1000 + index * 7 + round), in: .pages)
                        _ = cache.entry(for: "http://127.0.0.1/shared/\((round + 5) % 10)", in: .pages)
                    }
                }
            }
        }
        for round in 0 ..< 10 {
            let found = try #require(caches[0].entry(for: "http://127.0.0.1/shared/\(round)", in: .pages))
            #expect(found.body.count >= 1000)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/pages").filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func anEntryLargerThanAQuarterOfTheBudgetIsNotKept() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(directory: directory.path, budget: 100_000)
        cache.store(entry("http://127.0.0.1/big", bytes: 30_000), in: .photos)
        #expect(cache.entry(for: "http://127.0.0.1/big", in: .photos) == nil)
        #expect(cache.usedBytes == 0)
    }
}
