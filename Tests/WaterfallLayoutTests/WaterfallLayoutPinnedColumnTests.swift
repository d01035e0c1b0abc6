import SeededRandom
import Testing

@testable import WaterfallLayout

@Suite("Items placed in a column of their own (ItemSize.column)", .timeLimit(.minutes(1)))
struct WaterfallLayoutPinnedColumnTests {
    /// Where one-column items go, shortest column first, the pinned ones in their column when the
    /// section has it: the rule written out directly, for `columns` columns and rows `spacing`
    /// apart. Returns each item's column and top edge.
    static func reference(_ sizes: [ItemSize], columns: Int, spacing: Int) -> [(column: Int, y: Int)] {
        var next = Array(repeating: 0, count: columns)
        return sizes.map { size in
            let shortest = next.indices.min { next[$0] < next[$1] || (next[$0] == next[$1] && $0 < $1) } ?? 0
            let column = size.column.flatMap { (0 ..< columns).contains($0) ? $0 : nil } ?? shortest
            let y = next[column]
            next[column] = y + max(1, size.height) + spacing
            return (column, y)
        }
    }

    @Test func pinnedItemsTakeTheirColumnAndTheOthersFollowTheRuleFromThere() {
        var rng = SplitMix64(seed: 2026)
        for _ in 0 ..< 300 {
            let columns = Int.random(in: 1 ... 8, using: &rng)
            let spacing = Int.random(in: 0 ... 2, using: &rng)
            let sizes = (0 ..< Int.random(in: 1 ... 60, using: &rng)).map { _ in
                var size = ItemSize(height: Int.random(in: 1 ... 30, using: &rng))
                if rng.next() % 5 == 0 { size.column = Int.random(in: -1 ... 9, using: &rng) }
                return size
            }
            let section = SectionConfiguration(columnCount: columns, columnSpacing: 1, rowSpacing: spacing)
            var layout = WaterfallLayout(width: 120, section: section)
            layout.append(sizes)
            let expected = Self.reference(sizes, columns: columns, spacing: spacing)
            let top = layout.frame(ofItem: 0).y - (expected.first?.y ?? 0)
            for (index, place) in expected.enumerated() {
                #expect(layout.column(ofItem: index) == place.column, "item \(index) of \(sizes.count) in \(columns) columns")
                #expect(layout.frame(ofItem: index).y - top == place.y)
            }
        }
    }

    @Test func aPinKeepsAnItemInItsColumnWhenItemsBeforeItChange() {
        let section = SectionConfiguration(columnCount: 4, columnSpacing: 1, rowSpacing: 0)
        var heights = [10, 12, 9, 14, 11, 8, 13, 7, 10, 12]
        var layout = WaterfallLayout(width: 80, section: section)
        layout.append(heights.map { ItemSize(height: $0) })
        let watched = 8
        let column = layout.column(ofItem: watched)
        heights.insert(3, at: 0)
        layout.insertItems(at: 0, count: 1) { index, _ in ItemSize(height: heights[index]) }
        #expect(layout.column(ofItem: watched + 1) != column, "the insertion moves it by the rule")
        var pinned = WaterfallLayout(width: 80, section: section)
        pinned.append(
            heights.enumerated().map { index, height in
                var size = ItemSize(height: height)
                if index == watched + 1 { size.column = column }
                return size
            })
        #expect(pinned.column(ofItem: watched + 1) == column, "pinned, it stays")
        #expect(pinned.columnSpan(ofItem: watched + 1) == 1)
    }
}
