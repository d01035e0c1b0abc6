import SeededRandom
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Browser model: one selection by id, the focus and the viewer's item derived from it", .timeLimit(.minutes(3)))
struct BrowserModelSelectionTests {
    /// The keys a user presses while browsing and viewing: focus moves, scrolls, pages, sorts,
    /// groups, filters, the full-screen view and its steps.
    static let keys: [Key] = [
        .character("J"), .character("K"), .character("h"), .character("l"), .tab, .backTab, .character("j"), .character("k"),
        .character(" "), .character("b"), .character("g"), .character("G"), .character("o"), .character("O"), .character("s"),
        .character("]"), .character("["), .character("*"), .character("F"), .enter, .escape, .character("n"), .character("p"),
    ]

    /// Checks what is derived from the selection after a step: the waterfall focuses the selected
    /// card whenever that card is shown and placed (and nothing else), the full-screen view shows
    /// the selected item, and the selection names a loaded item.
    static func expectDerived(_ harness: BrowserHarness, after key: Key, step: Int) {
        let model = harness.model
        if let id = model.selection.itemID {
            #expect(model.items.contains { $0.id == id }, "step \(step) \(key): the selection names a loaded item")
        }
        if model.viewer != nil {
            let shown = model.viewedItem.map { model.items[$0].id }
            #expect(shown != nil && shown == model.selection.itemID, "step \(step) \(key): the view shows the selected item")
        } else {
            let focusedID = model.focusedIndex.map { model.item(atFlat: $0).id }
            let selectedFlat = model.selectedItem.flatMap { model.arrangement.flatIndex(ofItem: $0) }
            if let selectedFlat, model.grid.view.layout.isPlaced(selectedFlat) {
                #expect(focusedID == model.selection.itemID, "step \(step) \(key): the grid focuses the selected card")
            } else {
                #expect(model.focusedIndex == nil, "step \(step) \(key): nothing selected is shown, nothing is focused")
            }
        }
    }

    /// Over seeded random key sequences through sorting, grouping, filtering and the full-screen
    /// view, the focus and the viewer's item are always the selection's.
    @Test func theFocusAndTheViewersItemAlwaysFollowTheSelection() async {
        var random = SplitMix64(seed: 0x36_01)
        var seen = (viewing: 0, focused: 0, selectedButHidden: 0)
        for round in 0 ..< 6 {
            let harness = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(3, perPage: 12)), width: 90, height: 30)
            for step in 0 ..< 60 {
                let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
                harness.handle(.key(key))
                await harness.settle()
                Self.expectDerived(harness, after: key, step: round * 100 + step)
                if harness.viewer != nil { seen.viewing += 1 }
                if harness.viewer == nil, harness.focusedIndex != nil { seen.focused += 1 }
                if harness.viewer == nil, harness.focusedIndex == nil, harness.selection.itemID != nil { seen.selectedButHidden += 1 }
            }
        }
        #expect(seen.viewing > 20 && seen.focused > 20, "the sequences view and focus often: \(seen)")
    }

    /// A sort moves the selected card elsewhere; the selection stays on the same item, which
    /// stays focused; a filter that hides it unfocuses it and clearing the filter brings the
    /// focus back.
    @Test func sortingAndFilteringKeepTheSelectedItem() async throws {
        let harness = await Fixtures.browser(source: StaticPageSource(pages: Fixtures.pages(2, perPage: 12)), width: 90, height: 30)
        harness.handle(.key(.tab))
        harness.handle(.key(.tab))
        harness.handle(.key(.tab))
        let id = try #require(harness.selection.itemID)
        harness.handle(.key(.character("O")))
        #expect(harness.selection.itemID == id, "reversing the order keeps the selection")
        #expect(harness.focusedIndex.map { harness.model.item(atFlat: $0).id } == id, "and its card stays focused")
        for key in [Key.character("f")] + "zzqx".map({ Key.character($0) }) + [.enter] {
            harness.handle(.key(key))
        }
        #expect(harness.arrangement.count == 0, "the filter hides every item")
        #expect(harness.focusedIndex == nil && harness.selection.itemID == id, "hidden by the filter: unfocused, still selected")
        harness.handle(.key(.character("F")))
        #expect(harness.focusedIndex.map { harness.model.item(atFlat: $0).id } == id, "the filter cleared: focused again")
    }
}
