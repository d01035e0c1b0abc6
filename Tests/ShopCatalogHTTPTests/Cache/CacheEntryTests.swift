import SeededRandom
import Testing

@testable import ShopCatalogHTTP

/// The cache file format: what is written is read back, and any damage is noticed.
@Suite("CacheEntry", .timeLimit(.minutes(1)))
struct CacheEntryTests {
    private func randomEntry(_ random: inout SplitMix64) -> CacheEntry {
        let headerNames = ["etag", "last-modified", "cache-control", "content-type", "link", "x-wp-totalpages"]
        var headers: [(String, String)] = []
        for name in headerNames where random.next() % 2 == 0 {
            headers.append((name, "v\(random.next() % 1000) \"q\": x"))
        }
        let body = (0 ..< Int(random.next() % 3000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        return CacheEntry(
            url: "http://127.0.0.1:\(random.next() % 65535)/items?page=\(random.next() % 100)",
            source: "http://127.0.0.1/after/redirect", storedAt: Int64(random.next() % 2_000_000_000), headers: AnswerHeaders(headers), body: body
        )
    }

    @Test func entriesRoundTrip() {
        var random = SplitMix64(seed: 12)
        for _ in 0 ..< 300 {
            let entry = randomEntry(&random)
            #expect(CacheEntry.decode(entry.encoded()) == entry)
        }
    }

    @Test func everyChangedByteIsNoticed() {
        var random = SplitMix64(seed: 13)
        for _ in 0 ..< 300 {
            let entry = randomEntry(&random)
            var bytes = entry.encoded()
            let index = Int(random.next() % UInt64(bytes.count))
            bytes[index] ^= UInt8(random.next() % 255 + 1)
            let decoded = CacheEntry.decode(bytes)
            #expect(decoded == nil || decoded != entry, "byte \(index) changed unnoticed")
            #expect(CacheEntry.decode(Array(entry.encoded().dropLast(Int(random.next() % 5) + 1))) == nil)
        }
    }

    @Test func freshnessFollowsMaxAge() {
        let entry = CacheEntry(url: "u", source: "u", storedAt: 1000, headers: AnswerHeaders([("Cache-Control", "public, max-age=60")]), body: [])
        #expect(entry.isFresh(at: 1059))
        #expect(!entry.isFresh(at: 1060))
        #expect(!entry.isFresh(at: 999))
        let revalidate = CacheEntry(url: "u", source: "u", storedAt: 1000, headers: AnswerHeaders([("Cache-Control", "max-age=60, no-cache")]), body: [])
        #expect(!revalidate.isFresh(at: 1001))
        #expect(AnswerHeaders([("Cache-Control", "private, no-store")]).forbidsStoring)
        #expect(AnswerHeaders([("ETag", "\u{1B}bad")])["etag"] == nil)
    }
}
