import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Key names in messages come from the keymap: rebinding a key changes what the browser does and says")
struct KeyNamesInMessagesTests {
    /// A started browser reading keys with `keymaps`, one page of ten items in.
    static func browser(_ keymaps: Keymaps, status: PagerStatus = PagerStatus(phase: .idle, pagesLoaded: 1, itemsLoaded: 10)) -> BrowserModel {
        let model = BrowserModel(
            options: BrowserOptions(catalogName: "test", pictures: .off), theme: Theme(colorMode: .monochrome), screenSize: Size(width: 100, height: 30),
            keymaps: keymaps)
        _ = model.update(.start)
        _ = model.update(.pager(PagerReport(arrivals: Fixtures.pages(1, perPage: 10)[0], status: status)))
        return model
    }

    @Test func retryingBoundToAnotherKeyIsNamedInTheFooterAndTheStatusLineAndOnlyThatKeyRetries() {
        let keymaps = Keymaps(browsing: Keymaps.browsing.rebinding(.retryFailed, to: [.character("x")]))
        let failed = PagerStatus(phase: .failed(page: 2, reason: "timeout"), pagesLoaded: 1, itemsLoaded: 10)
        let model = Self.browser(keymaps, status: failed)
        _ = model.update(.input(.key(.character("G"))))
        let screen = model.render().lines().joined(separator: "\n")
        #expect(screen.contains("press x to retry") && !screen.contains("press r"), "the footer names the bound key")
        #expect(!model.update(.input(.key(.character("r")))).pager.contains(.retryPage), "r is no longer bound")
        #expect(model.update(.input(.key(.character("x")))).pager.contains(.retryPage), "x retries")
        let waiting = PagerStatus(
            phase: .failed(page: 2, reason: "timeout"), pagesLoaded: 1, itemsLoaded: 10,
            retry: ScheduledRetry(retry: 1, delay: .seconds(4), deadline: .now + .seconds(4)), failuresInRow: 1)
        _ = model.update(.pager(PagerReport(arrivals: [], status: waiting)))
        #expect(model.retryText?.hasSuffix("x retries now") == true)
        #expect(BrowserModel.failureFooter(reason: "timeout", retryIn: 4, width: 80, retryKey: "x").hasSuffix("x now"))
    }

    @Test func theStandardKeysAreNamedAsBefore() {
        let model = Self.browser(.standard)
        _ = model.update(.input(.key(.character("r"))))
        #expect(model.notice?.text == "nothing failed to retry · R reloads the catalog")
        _ = model.update(.input(.key(.character("]"))))
        #expect(model.notice?.text == "not grouped: press s to group")
        _ = model.update(.input(.key(.character("n"))))
        #expect(model.notice?.text == "no search: press / to search")
    }

    @Test func everyMessageNamingAReboundKeyNamesTheNewOne() {
        let browsing = Keymaps.browsing.rebinding(.reload, to: [.character("Z")]).rebinding(.nextGrouping, to: [.character("K")])
            .rebinding(.startSearch, to: [.character("S")]).rebinding(.openViewer, to: [.character("o")])
        let model = Self.browser(Keymaps(browsing: browsing))
        _ = model.update(.input(.key(.character("r"))))
        #expect(model.notice?.text == "nothing failed to retry · Z reloads the catalog")
        _ = model.update(.input(.key(.character("]"))))
        #expect(model.notice?.text == "not grouped: press K to group")
        _ = model.update(.input(.key(.character("n"))))
        #expect(model.notice?.text == "no search: press S to search")
        let headings = HelpOverlay.sections(for: .product, keymaps: Keymaps(browsing: browsing)).compactMap(\.heading)
        #expect(headings.contains("Full screen (after o)") && headings.contains("Typing a search (after S)") && headings.contains("Asked to reload (after Z)"))
        _ = model.update(.input(.key(.character("o"))))
        #expect(model.viewer != nil, "o opens the full-screen view")
    }
}
