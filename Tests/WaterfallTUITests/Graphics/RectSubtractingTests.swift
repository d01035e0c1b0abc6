import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Rect subtracting", .timeLimit(.minutes(1)))
struct RectSubtractingTests {
    static func cells(of rect: Rect) -> Set<[Int]> {
        guard !rect.isEmpty else { return [] }
        var result: Set<[Int]> = []
        for y in rect.minY ..< rect.maxY {
            for x in rect.minX ..< rect.maxX { result.insert([x, y]) }
        }
        return result
    }

    @Test("the pieces are disjoint and cover exactly the cells outside the other rectangle (brute force)")
    func matchesBruteForce() {
        var rng = SplitMix64(seed: 5)
        for _ in 0 ..< 2_000 {
            func random() -> Rect {
                Rect(
                    x: Int.random(in: -5 ... 10, using: &rng), y: Int.random(in: -5 ... 10, using: &rng),
                    width: Int.random(in: 0 ... 9, using: &rng), height: Int.random(in: 0 ... 9, using: &rng))
            }
            let rect = random()
            let other = random()
            let pieces = rect.subtracting(other)
            #expect(pieces.count <= 4)
            #expect(pieces.allSatisfy { !$0.isEmpty })
            let covered = pieces.map(Self.cells(of:))
            #expect(covered.reduce(0) { $0 + $1.count } == Set(covered.joined()).count, "disjoint")
            #expect(Set(covered.joined()) == Self.cells(of: rect).subtracting(Self.cells(of: other)))
        }
    }
}
