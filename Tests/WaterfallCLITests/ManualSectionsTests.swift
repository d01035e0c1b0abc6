import ArgumentParser
import Foundation
import ShopCatalog
import TestSupport
import Testing

@testable import ShopBrowser
@testable import WaterfallCLI

@Suite("Manual sections: KEYS from the keymaps, EXIT STATUS, EXAMPLES, and the pages in docs/man hold them", .timeLimit(.minutes(1)))
struct ManualSectionsTests {
    /// The repository's root, from this file's place in it.
    static func repositoryRoot(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `text` with the roff escapes ManualSections writes undone: `\&`, `\-`, `\e`, `\(dq` and
    /// `\[uXXXX]`.
    static func unescaped(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let backslash = rest.firstIndex(of: "\\") {
            result += rest[..<backslash]
            let escape = rest[rest.index(after: backslash)...]
            if escape.hasPrefix("&") {
                rest = escape.dropFirst()
            } else if escape.hasPrefix("-") {
                result += "-"
                rest = escape.dropFirst()
            } else if escape.hasPrefix("e") {
                result += "\\"
                rest = escape.dropFirst()
            } else if escape.hasPrefix("(dq") {
                result += "\""
                rest = escape.dropFirst(3)
            } else if escape.hasPrefix("[u"), let close = escape.firstIndex(of: "]"),
                let value = UInt32(escape[escape.index(escape.startIndex, offsetBy: 2) ..< close], radix: 16), let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
                rest = escape[escape.index(after: close)...]
            } else {
                Issue.record("an escape ManualSections does not write: \\\(escape.prefix(4))")
                return result
            }
        }
        return result + rest
    }

    /// The arguments of a macro line: words, or double-quoted strings.
    static func macroArguments(_ line: Substring) -> [String] {
        var arguments: [String] = []
        var current = ""
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !current.isEmpty { arguments.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        return current.isEmpty ? arguments : arguments + [current]
    }

    /// The entries of the tag lists in `mdoc` as a reader sees them: an `.It` line's keys (`j / k,
    /// ↓ / ↑`) and the text line under it.
    static func entries(in mdoc: String) -> [(head: String, body: String)] {
        let lines = mdoc.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.compactMap { index in
            guard lines[index].hasPrefix(".It "), index + 1 < lines.count else { return nil }
            let words = macroArguments(lines[index].dropFirst(4)).filter { !["Ic", "Em", "No"].contains($0) }.map(unescaped)
            return (words.joined(separator: " ").replacingOccurrences(of: " ,", with: ","), unescaped(String(lines[index + 1])))
        }
    }

    /// Every binding of `keymap` that works in a browser of `kind`: the names the help gives its
    /// keys, gestures and fallback, and the description of its row (its own, or the row it
    /// joins).
    static func bindings<Action>(of keymap: Keymap<Action>, kind: ItemKind.Tag) -> [(names: [String], text: String)] {
        var text = ""
        return keymap.bindings.filter { $0.kinds.contains(kind) }.map { binding in
            text = binding.help.text(for: kind) ?? text
            return (binding.helpNames, text)
        }
    }

    /// The bindings of every table for `kind`, by table.
    static func everyBinding(kind: ItemKind.Tag) -> [String: [(names: [String], text: String)]] {
        let keymaps = Keymaps.standard
        return [
            "browsing": bindings(of: keymaps.browsing, kind: kind), "viewer": bindings(of: keymaps.viewer, kind: kind),
            "searching": bindings(of: keymaps.searching, kind: kind), "filtering": bindings(of: keymaps.filtering, kind: kind),
            "overlay": bindings(of: keymaps.overlay, kind: kind), "confirming": bindings(of: keymaps.confirming, kind: kind),
            "screen": bindings(of: keymaps.screen, kind: kind),
        ]
    }

    @Test(arguments: [
        (ManualSections.Page.waterfall, ItemKind.Tag.product), (.waterfall, .pictureFile), (.browse, .product), (.photos, .pictureFile),
    ])
    func everyBindingOfEveryTableIsInTheKeysWithItsDescription(page: ManualSections.Page, kind: ItemKind.Tag) {
        let keys = ManualSections.keys(for: page, keymaps: .standard).joined(separator: "\n")
        let entries = Self.entries(in: keys)
        var checked = 0
        for (table, bindings) in Self.everyBinding(kind: kind) {
            for binding in bindings {
                checked += 1
                let found = entries.contains { entry in
                    let names = Set(entry.head.components(separatedBy: ", ").flatMap { $0.components(separatedBy: " / ") })
                    return entry.body == binding.text && binding.names.allSatisfy(names.contains)
                }
                #expect(found, "\(page), \(table), \(kind): \(binding.names) — '\(binding.text)' not in KEYS")
            }
        }
        #expect(checked > 80, "the tables were read")
    }

    @Test func eachBrowserPageListsTheKeysOfItsKindOnly() {
        let browse = ManualSections.keys(for: .browse, keymaps: .standard).joined(separator: "\n")
        let photos = ManualSections.keys(for: .photos, keymaps: .standard).joined(separator: "\n")
        let whole = ManualSections.keys(for: .waterfall, keymaps: .standard).joined(separator: "\n")
        #expect(browse.contains("minimum rating") && !photos.contains("minimum rating"), "* sets a shop's minimum rating")
        #expect(!browse.contains("OSC 52") && photos.contains("OSC 52"), "y copies a picture's path")
        #expect(whole.contains(".Ss \"\\&In waterfall photos: the waterfall\""))
        #expect(whole.contains("Not in waterfall photos: * (minimum rating"))
        for page in [ManualSections.Page.dump, .layout, .serve] {
            #expect(ManualSections.keys(for: page, keymaps: .standard).isEmpty, "\(page) has no browser")
        }
    }

    @Test func aKeyAddedToATableIsInTheKeysAtOnce() {
        var keymaps = Keymaps.standard
        keymaps.browsing = keymaps.browsing.rebinding(.quit, to: [.function(10)])
        let entries = Self.entries(in: ManualSections.keys(for: .browse, keymaps: keymaps).joined(separator: "\n"))
        #expect(entries.contains { $0.head == "F10" && $0.body == "quit" })
        #expect(!entries.contains { $0.head == "q" })
    }

    @Test(arguments: ManualSections.Page.allCases)
    func theCheckedInPageHoldsExactlyTheSectionsTheCodeWrites(page: ManualSections.Page) throws {
        let url = Self.repositoryRoot().appendingPathComponent("docs/man").appendingPathComponent(page.fileName)
        let source = try String(contentsOf: url, encoding: .utf8)
        let sections = ManualSections.text(for: page)
        let remedy = "docs/man/\(page.fileName) is not what ManualSections writes now; run Scripts/make-manual.sh"
        let holdsThem = source.contains(sections)
        #expect(holdsThem, "\(remedy)")
        let headers = source.split(separator: "\n").filter { $0.hasPrefix(".Sh ") }
        #expect(headers.filter { $0 == ".Sh KEYS" }.count == (page.keysKind == nil ? 0 : 1), "\(remedy)")
        #expect(headers.filter { $0 == ".Sh \"EXIT STATUS\"" }.count == 1, "\(remedy)")
        #expect(headers.filter { $0 == ".Sh EXAMPLES" }.count == 1, "\(remedy)")
        let keepsTheGenericStatus = source.contains(".Ex -std")
        #expect(!keepsTheGenericStatus, "the generic exit status is replaced; \(remedy)")
    }

    @Test func theExitStatusNamesEveryStatusTheProgramEndsWith() {
        let heads = { (page: ManualSections.Page) in
            Self.entries(in: ManualSections.exitStatus(for: page).joined(separator: "\n")).map(\.head)
        }
        let whole = heads(.waterfall)
        #expect(whole == ["0", "64", "65", "69", "1", "128 + N"])
        // The numbers are the code's.
        #expect(whole.contains("\(CommandFailure.dataErrorStatus.rawValue)") && CommandFailure.dataErrorStatus.rawValue == 65)
        #expect(whole.contains("\(ExitCode.validationFailure.rawValue)") && ExitCode.validationFailure.rawValue == 64)
        #expect(whole.contains("\(ExitCode.success.rawValue)"))
        #expect(heads(.browse) == ["0", "64", "65", "1", "128 + N"])
        #expect(heads(.photos) == ["0", "64", "1", "128 + N"])
        #expect(heads(.serve) == ["0", "64", "65", "69", "1"])
        #expect(heads(.layout) == ["0", "64", "65", "1"])
        let text = ManualSections.exitStatus(for: .waterfall).joined(separator: "\n")
        for words in ["EX_USAGE", "EX_DATAERR", "130 for Ctrl-C", "--data URL", "cannot listen"] {
            #expect(text.contains(words), "\(words)")
        }
    }

    @Test func everyExampleIsACommandLineTheProgramAccepts() throws {
        let home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.path + "/Pictures", withIntermediateDirectories: true)
        let commands: [String: any ParsableCommand.Type] = [
            "dump": DumpCommand.self, "layout": LayoutCommand.self, "serve": ServeCommand.self, "photos": PhotosCommand.self,
        ]
        for example in ManualSections.examples {
            let arguments = example.arguments.map { $0.hasPrefix("~/") ? home.path + $0.dropFirst() : $0 }
            let expected = arguments.first.flatMap { commands[$0] } ?? BrowseCommand.self
            do {
                let parsed = try WaterfallCommand.parseAsRoot(arguments)
                #expect(type(of: parsed) == expected, "\(example.commandLine)")
            } catch {
                Issue.record("\(example.commandLine): \(WaterfallCommand.fullMessage(for: error))")
            }
            #expect(example.commandLine.contains("waterfall " + example.arguments.joined(separator: " ")) || example.arguments.isEmpty)
        }
        for page in ManualSections.Page.allCases {
            #expect(ManualSections.examples.contains { $0.pages.contains(page) }, "\(page) has an example")
        }
        #expect(ManualSections.examples.allSatisfy { $0.pages.contains(.waterfall) }, "the whole program's page has them all")
        // The sections' page names are the commands'.
        #expect(
            Set(ManualSections.Page.allCases.map(\.rawValue))
                == Set(["waterfall"] + WaterfallCommand.configuration.subcommands.compactMap { $0.configuration.commandName }))
    }

    @Test func textIsEscapedForMdoc() {
        #expect(ManualSections.textLine(".Sh not a header") == #"\&.Sh not a header"#)
        #expect(ManualSections.textLine("'not a request") == #"\&'not a request"#)
        #expect(ManualSections.textLine("  .after blanks") == #"\&.after blanks"#)
        #expect(ManualSections.textLine(#"a back\slash"#) == #"a back\eslash"#)
        #expect(ManualSections.escaped("1×2 ★4.5 😀") == #"1\[u00D7]2 \[u2605]4.5 \[u1F600]"#)
        #expect(ManualSections.escaped("a\nb\tc") == "a b c")
        #expect(ManualSections.escaped("--data -o", minus: true) == #"\-\-data \-o"#)
        #expect(ManualSections.argument("No") == #"\&No"#, "a word that is a macro's name stays a word")
        #expect(ManualSections.argument(",") == #"\&,"#)
        #expect(ManualSections.argument("wheel down") == #""\&wheel down""#)
        #expect(ManualSections.argument(#"say "hi""#) == #""\&say \(dqhi\(dq""#)
        #expect(ManualSections.shellWord("~/Pictures") == "~/Pictures")
        #expect(ManualSections.shellWord("it's here") == #"'it'\''s here'"#)
        for page in ManualSections.Page.allCases {
            let text = ManualSections.text(for: page)
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII && ($0.value >= 0x20 || $0 == "\n") }, "\(page): ASCII only")
            let macros: Set<Substring> = [".Sh", ".Ss", ".Bl", ".El", ".It", ".Pp", ".Bd", ".Ed", ".if"]
            for line in text.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
                #expect(macros.contains(line.prefix { $0 != " " }), "\(page): '\(line)' is a request it did not mean")
            }
            #expect(Self.unescaped(text).contains("waterfall"))
            // Each character beyond ASCII has its fallback for devices without its glyph, first.
            let used = Set(text.components(separatedBy: #"\[u"#).dropFirst().compactMap { $0.split(separator: "]").first.flatMap { UInt32($0, radix: 16) } })
            #expect(
                used.subtracting(ManualSections.asciiFallbacks.keys).isEmpty, "\(page): no fallback for \(used.subtracting(ManualSections.asciiFallbacks.keys))"
            )
            let requests = text.split(separator: "\n").prefix { $0.hasPrefix(".if !c") }
            #expect(requests.count == used.count, "\(page): one fallback for each")
        }
        #expect(
            ManualSections.fallbacks(for: #"a \[u2605]4 \[u2605]4.5 \[u2193] \[u1F600]"#) == [
                #".if !c\[u2605] .char \[u2605] *"#, #".if !c\[u2193] .char \[u2193] v"#,
            ])
    }
}
