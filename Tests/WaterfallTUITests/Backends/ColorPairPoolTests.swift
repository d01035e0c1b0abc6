import SeededRandom
import Testing

@testable import WaterfallTUI

@Suite("Colour pairs are recycled, never changing what is on screen", .timeLimit(.minutes(3)))
struct ColorPairPoolTests {
    @Test func theSameColoursGetTheSamePair() throws {
        var pool = ColorPairPool<Int>(capacity: 4, width: 2, height: 1)
        let firstPair = pool.pair(for: 7)
        let first = try #require(firstPair)
        #expect(first.isNew && first.pair == 1)
        let againPair = pool.pair(for: 7)
        let again = try #require(againPair)
        #expect(!again.isNew && again.pair == 1)
    }

    @Test func onlyPairsNoVisibleCellUsesAreRedefined() throws {
        var pool = ColorPairPool<Int>(capacity: 3, width: 2, height: 1)
        let aPair = pool.pair(for: 10)
        let a = try #require(aPair)
        pool.place(a.pair, x: 0, y: 0)
        let bPair = pool.pair(for: 20)
        let b = try #require(bPair)
        pool.place(b.pair, x: 1, y: 0)
        let refused = pool.pair(for: 30)
        #expect(refused == nil, "both pairs are on screen: nothing may be redefined")
        pool.place(0, x: 1, y: 0)
        let cPair = pool.pair(for: 30)
        let c = try #require(cPair)
        #expect(c.pair == b.pair && c.isNew, "the pair of the overwritten cell is recycled")
        #expect(pool.pairs[20] == nil, "its old colours are forgotten")
        let again = pool.pair(for: 10)
        #expect(again?.pair == a.pair)
    }

    @Test func scrollingAndClearingFreeWhatLeavesTheScreen() throws {
        var pool = ColorPairPool<Int>(capacity: 3, width: 1, height: 3)
        let aPair = pool.pair(for: 1)
        let a = try #require(aPair)
        pool.place(a.pair, x: 0, y: 0)
        let bPair = pool.pair(for: 2)
        let b = try #require(bPair)
        pool.place(b.pair, x: 0, y: 2)
        pool.scroll(rows: 0 ..< 3, by: 1)
        #expect(pool.cellCount(using: a.pair) == 0, "row 0 scrolled off")
        #expect(pool.cellCount(using: b.pair) == 1, "row 2 moved to row 1")
        pool.clear(width: 1, height: 3)
        #expect(pool.cellCount(using: b.pair) == 0)
        let recycled = pool.pair(for: 3)
        #expect(recycled != nil)
    }

    /// Brute force: a model screen of colour combinations, and the colours each pair was last
    /// defined with. After every step each visible cell's pair must still mean its colours.
    @Test(arguments: UInt64(1) ... 10)
    func propertyVisibleCellsKeepTheirColours(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let width = Int.random(in: 1 ... 6, using: &rng)
        let height = Int.random(in: 1 ... 6, using: &rng)
        let capacity = Int.random(in: 2 ... 40, using: &rng)
        var pool = ColorPairPool<Int>(capacity: capacity, width: width, height: height)
        var screen = [[Int?]](repeating: [Int?](repeating: nil, count: width), count: height)
        var screenPairs = [[Int32]](repeating: [Int32](repeating: 0, count: width), count: height)
        var definition: [Int32: Int] = [:]
        for _ in 0 ..< 400 {
            switch Int.random(in: 0 ..< 12, using: &rng) {
            case 0:
                pool.clear(width: width, height: height)
                screen = screen.map { $0.map { _ in nil } }
                screenPairs = screenPairs.map { $0.map { _ in 0 } }
            case 1:
                let low = Int.random(in: 0 ..< height, using: &rng)
                let band = low ..< Int.random(in: low + 1 ... height, using: &rng)
                let delta = Int.random(in: -3 ... 3, using: &rng)
                pool.scroll(rows: band, by: delta)
                let (oldScreen, oldPairs) = (screen, screenPairs)
                for row in band {
                    let source = row + delta
                    screen[row] = band.contains(source) ? oldScreen[source] : Array(repeating: nil, count: width)
                    screenPairs[row] = band.contains(source) ? oldPairs[source] : Array(repeating: 0, count: width)
                }
            default:
                let colours = Int.random(in: 0 ..< capacity * 2, using: &rng)
                let (x, y) = (Int.random(in: 0 ..< width, using: &rng), Int.random(in: 0 ..< height, using: &rng))
                let inUse = Set(screen.joined().compactMap { $0 })
                if let (pair, isNew) = pool.pair(for: colours) {
                    if isNew { definition[pair] = colours }
                    pool.place(pair, x: x, y: y)
                    screen[y][x] = colours
                    screenPairs[y][x] = pair
                } else {
                    #expect(inUse.count >= capacity - 1, "refused only when every pair is on screen")
                    pool.place(0, x: x, y: y)
                    screen[y][x] = nil
                    screenPairs[y][x] = 0
                }
            }
            for y in 0 ..< height {
                for x in 0 ..< width {
                    if let colours = screen[y][x] {
                        #expect(definition[screenPairs[y][x]] == colours)
                    }
                }
            }
        }
    }
}
