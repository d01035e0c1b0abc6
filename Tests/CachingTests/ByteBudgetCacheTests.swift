import SeededRandom
import Testing

@testable import Caching

@Suite("Byte-budget LRU cache", .timeLimit(.minutes(3)))
struct ByteBudgetCacheTests {
    @Test func theLeastRecentlyUsedGoFirst() {
        let cache = ByteBudgetCache<String, Int>(budget: 10)
        cache.store(1, bytes: 4, for: "a")
        cache.store(2, bytes: 4, for: "b")
        #expect(cache.value(for: "a") == 1, "a is now the most recent")
        cache.store(3, bytes: 4, for: "c")
        #expect(cache.value(for: "b") == nil, "b was the least recently used")
        #expect(cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
        #expect(cache.totalBytes == 8)
        cache.store(4, bytes: 11, for: "huge")
        #expect(cache.value(for: "huge") == nil, "larger than the whole budget: not kept")
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalBytes == 0)
    }

    /// Brute force: a list ordered by use, evicting from the front until the total fits.
    @Test(arguments: UInt64(1) ... 8)
    func propertyMatchesAPlainLRUList(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let budget = Int.random(in: 5 ... 60, using: &rng)
        let cache = ByteBudgetCache<Int, Int>(budget: budget)
        var model: [(key: Int, value: Int, bytes: Int)] = []
        for step in 0 ..< 2_000 {
            let key = Int.random(in: 0 ..< 25, using: &rng)
            if Bool.random(using: &rng) {
                let found = cache.value(for: key)
                if let index = model.firstIndex(where: { $0.key == key }) {
                    let entry = model.remove(at: index)
                    model.append(entry)
                    #expect(found == entry.value)
                } else {
                    #expect(found == nil)
                }
            } else {
                let bytes = Int.random(in: 1 ... budget + 2, using: &rng)
                cache.store(step, bytes: bytes, for: key)
                model.removeAll { $0.key == key }
                if bytes <= budget {
                    model.append((key, step, bytes))
                    while model.reduce(0, { $0 + $1.bytes }) > budget { model.removeFirst() }
                }
            }
            #expect(cache.count == model.count)
            #expect(cache.totalBytes == model.reduce(0) { $0 + $1.bytes })
        }
    }
}
