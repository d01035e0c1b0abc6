import SeededRandom
import Testing

@testable import WaterfallViews

@Suite("Run lists of an update's items", .timeLimit(.minutes(3)))
struct ItemSegmentsTests {
    /// One item of the brute-force model: an old index kept or reloaded, or a new item.
    enum Item: Equatable {
        case kept(Int)
        case reloaded(Int)
        case inserted
    }

    static func expand(_ segments: ItemSegments) -> [Item] {
        segments.runs.flatMap { run -> [Item] in
            switch run {
            case .kept(let range): range.map(Item.kept)
            case .reloaded(let range): range.map(Item.reloaded)
            case .inserted(let count): Array(repeating: .inserted, count: count)
            }
        }
    }

    @Test(arguments: UInt64(1) ... 12)
    func randomEditsMatchAnArrayOfItems(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let start = Int.random(in: 0 ... 1_000, using: &rng)
        let range = start ..< start + Int.random(in: 0 ... 60, using: &rng)
        var segments = ItemSegments(keeping: range)
        var model = range.map(Item.kept)
        #expect(segments.keepsExactly(range))
        for step in 0 ..< 300 {
            switch Int.random(in: 0 ..< 3, using: &rng) {
            case 0:
                let position = Int.random(in: 0 ... model.count, using: &rng)
                segments.insert(at: position)
                model.insert(.inserted, at: position)
            case 1 where !model.isEmpty:
                let position = Int.random(in: 0 ..< model.count, using: &rng)
                segments.remove(at: position)
                model.remove(at: position)
            case 2 where !model.isEmpty:
                let position = Int.random(in: 0 ..< model.count, using: &rng)
                segments.reload(at: position)
                if case .kept(let index) = model[position] { model[position] = .reloaded(index) }
            default:
                continue
            }
            #expect(Self.expand(segments) == model, "step \(step)")
            #expect(segments.count == model.count)
            #expect(segments.runs.allSatisfy { $0.count > 0 }, "no empty run")
        }
        let map = IndexMap(sections: [segments])
        for old in range.lowerBound - 2 ..< range.upperBound + 2 {
            let expected = model.firstIndex { $0 == .kept(old) || $0 == .reloaded(old) }
            let found = map.newIndex(of: old)
            #expect(found?.index == expected, "old \(old)")
            #expect(found?.isReloaded ?? false == (expected.map { model[$0] == .reloaded(old) } ?? false))
        }
    }
}
