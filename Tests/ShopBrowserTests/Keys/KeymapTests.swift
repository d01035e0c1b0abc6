import SeededRandom
import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Keymaps: one binding per key and mode, every binding in the help of its mode and kind", .timeLimit(.minutes(1)))
struct KeymapTests {
    /// Every key a table lists, with a few keys none does (characters, control letters,
    /// function keys), for the lookups to be tried on.
    static let keyUniverse: [Key] = {
        let listed = KeymapView.all.flatMap { $0.bindings.flatMap(\.keys) }
        let others: [Key] = [
            .character("x"), .character("Z"), .character("7"), .character("é"), .character("宜"), .ctrl("a"), .ctrl("w"), .function(1),
            .function(12), .delete, .insert, .backspace, .enter, .escape, .tab, .backTab,
        ]
        return listed + others
    }()

    @Test(arguments: ItemKind.Tag.allCases)
    func noTwoBindingsOfAModeClaimTheSameKey(kind: ItemKind.Tag) {
        for table in KeymapView.all {
            var owner: [Key: Int] = [:]
            for binding in table.bindings(for: kind) {
                for key in binding.keys {
                    #expect(owner[key] == nil, "\(table.name), \(kind): \(key.helpName) is bound twice")
                    owner[key] = binding.index
                }
            }
            for fallback in [KeyFallback.anyCharacter, .anyOtherKey] {
                #expect(table.bindings(for: kind).filter { $0.fallback == fallback }.count <= 1, "\(table.name): two \(fallback) bindings")
            }
        }
    }

    @Test(arguments: ItemKind.Tag.allCases)
    func noKeyOfEveryModeIsAlsoAModesKey(kind: ItemKind.Tag) {
        // The keys of every mode are asked first: a mode binding the same key would never see it.
        let screenKeys = Set(KeymapView.screen.bindings(for: kind).flatMap(\.keys))
        for mode in KeyMode.allCases {
            let keys = KeymapView.of(mode).bindings(for: kind).flatMap(\.keys)
            #expect(screenKeys.isDisjoint(with: keys), "\(mode): \(keys.filter(screenKeys.contains).map(\.helpName))")
        }
    }

    @Test(arguments: ItemKind.Tag.allCases)
    func everyBindingIsDocumentedInTheHelpSectionOfItsModeAndKind(kind: ItemKind.Tag) {
        let sections = HelpOverlay.sections(for: kind, keymaps: .standard)
        for (mode, section) in zip(KeyMode.allCases, sections) {
            let own = mode.helpSection(for: kind, keymaps: .standard)
            #expect(section.heading == own.heading && Array(section.rows.prefix(own.rows.count)) == own.rows, "\(mode): the overlay shows the table's rows")
            let tables = mode == .browsing ? [KeymapView.of(mode), .screen] : [KeymapView.of(mode)]
            for table in tables {
                for binding in table.bindings {
                    let rows = section.rows.filter { row in
                        binding.keys.allSatisfy(row.documentedKeys.contains) && binding.mouse.allSatisfy(row.documentedGestures.contains)
                            && binding.fallback.map(row.documentedFallbacks.contains) ?? true
                    }
                    guard binding.kinds.contains(kind) else {
                        #expect(
                            rows.isEmpty || (binding.keys.isEmpty && binding.mouse.isEmpty),
                            "\(table.name): \(binding.helpNames) is documented for \(kind) but works only in \(binding.kinds)")
                        continue
                    }
                    #expect(rows.count == 1, "\(table.name), \(kind): \(binding.helpNames) is on \(rows.count) rows")
                    for row in rows {
                        let pairs = row.keys.components(separatedBy: ", ").map { Set($0.components(separatedBy: " / ")) }
                        for name in binding.helpNames {
                            #expect(pairs.contains { $0.contains(name) }, "\(table.name), \(kind): \(name) missing from '\(row.keys)'")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: ItemKind.Tag.allCases)
    func theHelpDocumentsNoKeyItsTablesDoNotBind(kind: ItemKind.Tag) {
        let sections = HelpOverlay.sections(for: kind, keymaps: .standard)
        for (mode, section) in zip(KeyMode.allCases, sections) {
            let tables = mode == .browsing ? [KeymapView.of(mode), .screen] : [KeymapView.of(mode)]
            for row in section.rows {
                for key in row.documentedKeys {
                    #expect(tables.contains { $0.lookup(key, kind) != nil }, "\(mode), \(kind): '\(row.keys)' documents \(key.helpName), bound nowhere")
                }
                for gesture in row.documentedGestures {
                    #expect(tables.contains { $0.bindsGesture(gesture, kind) }, "\(mode), \(kind): '\(row.keys)' documents \(gesture), bound nowhere")
                }
                let labelled = row.keys.components(separatedBy: ", ").flatMap { $0.components(separatedBy: " / ") }
                let named = Set(
                    row.documentedKeys.map(\.helpName) + row.documentedFallbacks.map(\.helpName)
                        + row.documentedGestures.map(KeyBinding<BrowsingAction>.name(of:)))
                if !row.documentedKeys.isEmpty || !row.documentedFallbacks.isEmpty || !row.documentedGestures.isEmpty {
                    #expect(Set(labelled) == named, "\(mode), \(kind): the label '\(row.keys)' names exactly the row's keys")
                }
            }
        }
    }

    @Test(arguments: ItemKind.Tag.allCases)
    func theStatusLineHintsNameBoundKeysInRankOrder(kind: ItemKind.Tag) {
        let hints = Keymaps.browsing.hints(for: kind)
        let hinted = KeymapView.of(.browsing).bindings(for: kind).filter { $0.hint != nil }
        #expect(hints.count == Set(hinted.compactMap { $0.hint?.rank }).count, "one hint per rank")
        for binding in hinted {
            // Each hinted binding's first key stands in its rank's hint, between slashes.
            let rank = Set(hinted.compactMap { $0.hint?.rank }).sorted().firstIndex(of: binding.hint?.rank ?? -1)
            let hint = rank.map { hints[$0].keys } ?? ""
            let name = binding.keys.first?.hintName ?? "?"
            #expect(
                hint == name || hint.hasPrefix(name + "/") || hint.hasSuffix("/" + name) || hint.contains("/" + name + "/"), "\(kind): \(name) in '\(hint)'")
        }
        #expect(hints.prefix(4).map(\.keys) == ["?", "q", "/", "⏎"])
        #expect(hints.map(\.text).allSatisfy { !$0.isEmpty }, "each rank has a text")
    }

    @Test(arguments: [UInt64(1), 2, 3, 0xC0FFEE])
    func lookupsFindWhatALinearScanOfTheTableFinds(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let tables = KeymapView.all
        for _ in 0 ..< 500 {
            let kind = ItemKind.Tag.allCases.randomElement(using: &random) ?? .product
            guard let table = tables.randomElement(using: &random), let key = Self.keyUniverse.randomElement(using: &random) else { continue }
            let applicable = table.bindings(for: kind)
            let expected =
                applicable.first { $0.keys.contains(key) }
                ?? applicable.first { $0.fallback == .anyCharacter && $0.fallback?.covers(key) == true }
                ?? applicable.first { $0.fallback == .anyOtherKey }
            #expect(table.lookup(key, kind) == expected?.index, "\(table.name), \(kind): \(key.helpName)")
            if let expected {
                // Whatever the key finds is documented in the help of that kind, under its name.
                let row = table.helpRows(kind).first { $0.documentedKeys.contains(key) || expected.fallback.map($0.documentedFallbacks.contains) == true }
                let name = expected.keys.contains(key) ? key.helpName : expected.fallback?.helpName ?? ""
                #expect(row?.keys.contains(name) == true, "\(table.name), \(kind): \(name) in the help")
            }
        }
    }
}
