import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Help rows: every row of keys says what they do, in the tables and on screen", .timeLimit(.minutes(1)))
struct HelpRowWordsTests {
    /// The overlay's layout for a browser of `kind` on a `width`-wide screen, tall enough for all.
    static func layout(kind: ItemKind.Tag, width: Int) -> HelpOverlay.Layout {
        HelpOverlay(theme: Theme(colorMode: .ansi256), options: BrowserOptions(kind: kind)).layout(for: Size(width: width, height: 200))
    }

    @Test(arguments: ItemKind.Tag.allCases)
    func noRowOfAnyModeHasAnEmptyDescription(kind: ItemKind.Tag) {
        var rows = 0
        for mode in KeyMode.allCases {
            for row in mode.helpSection(for: kind, keymaps: .standard).rows {
                rows += 1
                #expect(!row.text.trimmingCharacters(in: .whitespaces).isEmpty, "\(mode), \(kind): '\(row.keys)' says nothing")
                #expect(!row.keys.isEmpty, "\(mode), \(kind): '\(row.text)' names no key")
            }
        }
        for row in Keymaps.screen.helpRows(for: kind) {
            #expect(!row.text.trimmingCharacters(in: .whitespaces).isEmpty, "every mode, \(kind): '\(row.keys)' says nothing")
        }
        #expect(rows > 40, "the sections were read")
    }

    @Test(arguments: ItemKind.Tag.allCases, [48, 60, 80, 100, 120, 200])
    func onAScreenWithRoomForTheKeysEveryLineOfKeysHasWords(kind: ItemKind.Tag, width: Int) {
        let layout = Self.layout(kind: kind, width: width)
        #expect(layout.keyWidth == HelpOverlay.keyColumnWidth)
        var keyLines = 0
        for case .binding(let keys, let action) in layout.lines where !keys.isEmpty {
            keyLines += 1
            #expect(!action.isEmpty, "\(kind), \(width) wide: '\(keys)' has no words beside it")
        }
        #expect(keyLines > 40)
    }

    @Test(arguments: ItemKind.Tag.allCases)
    func keysTooWideForTheirColumnGoOnWithTheirWordsRepeated(kind: ItemKind.Tag) throws {
        // The keys that took a line of their own with nothing beside it, each under its mode.
        let layout = Self.layout(kind: kind, width: 120)
        let bindings = layout.lines.compactMap { line -> (keys: String, action: String)? in
            guard case .binding(let keys, let action) = line else { return nil }
            return (keys, action)
        }
        let sections = HelpOverlay.sections(for: kind, keymaps: .standard)
        for (mode, keys) in [
            (KeyMode.browsing, "Space / b, PgDn / PgUp"), (.browsing, "Ctrl-f / Ctrl-b"), (.overlay, "Ctrl-f / Ctrl-b"), (.overlay, "Ctrl-d / Ctrl-u"),
            (.viewer, "n / p"), (.viewer, "Space / Backspace"),
        ] {
            let section = sections[KeyMode.allCases.firstIndex(of: mode) ?? 0]
            let row = section.rows.first { $0.keys.components(separatedBy: ", ").contains(keys.components(separatedBy: ", ")[0]) }
            let text = try #require(row?.text, "\(mode), \(kind): a row with \(keys)")
            #expect(
                bindings.contains { $0.keys == keys && !$0.action.isEmpty && text.hasPrefix($0.action) },
                "\(mode), \(kind): \(keys) beside the words of '\(text)'")
        }
    }

    @Test(arguments: ItemKind.Tag.allCases, [14, 20, 24, 30, 36, 40, 47])
    func onANarrowScreenEveryGroupOfKeysIsFollowedByItsWords(kind: ItemKind.Tag, width: Int) {
        let layout = Self.layout(kind: kind, width: width)
        var waiting: String?
        for line in layout.lines {
            switch line {
            case .binding(let keys, let action):
                if layout.keyWidth == 0 {
                    // Stacked: the keys on lines of their own, their words on the lines below.
                    if !keys.isEmpty, action.isEmpty {
                        waiting = waiting ?? keys
                    } else if !action.isEmpty {
                        waiting = nil
                    }
                } else if !keys.isEmpty, action.isEmpty {
                    // Beside each other: only the rest of a pair wider than the column is bare.
                    #expect(keys.displayWidth <= layout.keyWidth)
                    #expect(!keys.contains(","), "\(kind), \(width) wide: '\(keys)', whole pairs, has no words")
                }
            case .heading, .note, .blank:
                #expect(waiting == nil, "\(kind), \(width) wide: '\(waiting ?? "")' has no words under it")
            }
        }
        #expect(waiting == nil, "\(kind), \(width) wide: '\(waiting ?? "")' has no words under it")
    }

    @Test func keyGroupsKeepWholePairsOnALineAndBreakOnlyAPairWiderThanIt() {
        #expect(HelpOverlay.keyGroups("Space / b, PgDn / PgUp, Ctrl-f / Ctrl-b", width: 22) == [["Space / b, PgDn / PgUp"], ["Ctrl-f / Ctrl-b"]])
        #expect(HelpOverlay.keyGroups("j / k, ↓ / ↑", width: 22) == [["j / k, ↓ / ↑"]])
        #expect(HelpOverlay.keyGroups("n / p, Space / Backspace", width: 10) == [["n / p"], ["Space /", "Backspace"]])
        #expect(HelpOverlay.keyGroups("Space / Backspace, n / p", width: 10) == [["Space /", "Backspace"], ["n / p"]])
        #expect(HelpOverlay.wrapKeys("Space / b, PgDn / PgUp, Ctrl-f / Ctrl-b", width: 22) == ["Space / b, PgDn / PgUp", "Ctrl-f / Ctrl-b"])
    }
}
