import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("The mouse is in the keymaps: gestures are looked up like keys, at the pointer")
struct MouseBindingTests {
    /// A started browser of `keymaps` on 100 × 30 cells, a page of twelve items in.
    static func browser(_ keymaps: Keymaps = .standard) -> BrowserModel {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test", pictures: .off), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 100, height: 30),
            keymaps: keymaps)
        _ = model.update(.start)
        _ = model.update(.pager(PagerReport(arrivals: Fixtures.pages(1, perPage: 12)[0], status: PagerStatus(phase: .idle, pagesLoaded: 1, itemsLoaded: 12))))
        return model
    }

    /// The screen point in the middle of flat item `index`'s card.
    static func middle(of index: Int, in model: BrowserModel) -> (x: Int, y: Int) {
        let frame = model.frame(ofItem: index)
        return (frame.x + frame.width / 2, frame.y + frame.height / 2 - model.scrollOffset + model.viewportScreenRows.lowerBound)
    }

    @Test func theStandardGesturesScrollSelectAndOpenTheCardUnderThePointer() {
        let model = Self.browser()
        let point = Self.middle(of: 3, in: model)
        _ = model.update(.input(.mouse(MouseEvent(kind: .leftClick, x: point.x, y: point.y))))
        #expect(model.focusedIndex == 3 && model.selection.itemID == model.item(atFlat: 3).id, "a click selects the card under it")
        let before = model.scrollOffset
        _ = model.update(.input(.mouse(MouseEvent(kind: .wheelDown, x: point.x, y: point.y))))
        #expect(model.scrollOffset == min(before + 3, model.maximumScrollOffset) && model.scrollOffset > before, "the wheel scrolls three lines")
        for _ in 0 ..< 10 {
            _ = model.update(.input(.mouse(MouseEvent(kind: .wheelUp, x: point.x, y: point.y))))
        }
        #expect(model.scrollOffset == 0, "and back up")
        let shown = Self.middle(of: 1, in: model)
        _ = model.update(.input(.mouse(MouseEvent(kind: .leftDoubleClick, x: shown.x, y: shown.y))))
        #expect(model.viewedItem == model.arrangement.item(atFlat: 1), "a double click opens the card under it")
    }

    @Test func aGestureBoundToAnotherActionDoesThatOne() {
        let browsing = Keymap(
            Keymaps.browsing.bindings.filter { $0.action != .focusPointed }
                + [KeyBinding(.openPointed, [], mouse: [.leftClick], .row("show the picture under the pointer full screen"))])
        let model = Self.browser(Keymaps(browsing: browsing))
        let point = Self.middle(of: 2, in: model)
        _ = model.update(.input(.mouse(MouseEvent(kind: .leftClick, x: point.x, y: point.y))))
        #expect(model.viewedItem == model.arrangement.item(atFlat: 2), "one click opens it now")
        let rows = HelpOverlay.sections(for: .product, keymaps: Keymaps(browsing: browsing))[0].rows
        #expect(rows.contains { $0.keys == "click" && $0.documentedGestures == [.leftClick] }, "and the help says so")
    }
}
