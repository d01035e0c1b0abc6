import SeededRandom
import Testing

@testable import ShopBrowser

@Suite("MarkSet against a plain set")
struct MarkSetTests {
    @Test func randomOperationsAgreeWithASet() {
        var random = SplitMix64(seed: 27)
        for _ in 0 ..< 50 {
            var marks = MarkSet()
            var oracle = Set<String>()
            for _ in 0 ..< 200 {
                let ids = (0 ..< Int(random.next() % 4)).map { _ in "id\(random.next() % 20)" }
                switch random.next() % 5 {
                case 0:
                    let id = ids.first ?? "id0"
                    let marked = marks.toggle(id)
                    if oracle.remove(id) == nil { oracle.insert(id) }
                    #expect(marked == oracle.contains(id))
                case 1:
                    let added = marks.insert(contentsOf: ids)
                    #expect(added == Set(ids).subtracting(oracle).count)
                    oracle.formUnion(ids)
                case 2:
                    marks.remove(contentsOf: ids)
                    oracle.subtract(ids)
                case 3:
                    marks.keepOnly(Set(ids))
                    oracle.formIntersection(ids)
                default:
                    if random.next() % 8 == 0 {
                        #expect(marks.removeAll() == oracle.count)
                        oracle.removeAll()
                    }
                }
                #expect(marks.count == oracle.count)
                #expect(marks.isEmpty == oracle.isEmpty)
                #expect((0 ..< 20).allSatisfy { marks.contains("id\($0)") == oracle.contains("id\($0)") })
            }
        }
    }
}
