import Foundation
import Testing

/// The manual pages kept in docs/man against the commands of the built `waterfall`: every
/// subcommand, option and flag, with its abstract and discussion, is in the pages, and the pages
/// name nothing the commands no longer have. A change to the commands without
/// `Scripts/make-manual.sh` fails here, saying so.
@Suite("docs/man: the manual pages match the commands", .timeLimit(.minutes(1)))
struct ManualPageTests {
    /// The directory of the kept pages.
    static let manualDirectory = EndToEnd.repositoryRoot.appendingPathComponent("docs/man")

    /// The commands as the built program describes them (`--experimental-dump-help`).
    static func commands() async throws -> CommandHelp {
        let output = try await EndToEnd.run(try EndToEnd.waterfallBinary(), ["--experimental-dump-help"])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        return try CommandHelp.decode(Data(output.stdoutBytes))
    }

    /// The kept pages, by file name.
    static func keptPages() throws -> [String: ManualPage] {
        let names = try FileManager.default.contentsOfDirectory(atPath: manualDirectory.path).filter { $0.hasSuffix(".1") }
        var pages: [String: ManualPage] = [:]
        for name in names {
            let source = try String(contentsOf: manualDirectory.appendingPathComponent(name), encoding: .utf8)
            pages[name] = ManualPage(name: name, source: source)
        }
        return pages
    }

    @Test func thePagesDescribeEveryCommandOptionAndFlag() async throws {
        let root = try await Self.commands()
        let commands = root.allCommands.map(\.commandName)
        #expect(Set(["waterfall", "browse", "dump", "layout", "serve", "photos"]).isSubset(of: commands), "the dump was read: \(commands)")
        let problems = ManualCheck.problems(root: root, pages: try Self.keptPages())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(ManualCheck.remedy)")
    }

    /// The check fails when it should: an option the commands gained, an abstract reworded, an
    /// option the commands lost, a subcommand's page missing or left over.
    @Test func theCheckNoticesEachKindOfDrift() async throws {
        let root = try await Self.commands()
        let pages = try Self.keptPages()
        #expect(ManualCheck.problems(root: root, pages: pages).isEmpty)

        var gained = root
        let dumpIndex = try #require(gained.subcommands?.firstIndex { $0.commandName == "dump" })
        let option = ArgumentHelp(
            kind: "option", shouldDisplay: true, names: [.init(kind: "long", name: "brand-new")], valueName: "n", isRepeating: false,
            abstract: "Something new.", discussion: nil)
        gained.subcommands?[dumpIndex].arguments?.append(option)
        let gainedProblems = ManualCheck.problems(root: gained, pages: pages)
        #expect(gainedProblems.contains { $0.contains("--brand-new") && $0.contains("waterfall dump") && $0.contains("waterfall.dump.1") })
        #expect(gainedProblems.contains { $0.contains("--brand-new") && $0.contains("docs/man/waterfall.1") })

        var reworded = root
        reworded.subcommands?[dumpIndex].abstract = "A different sentence."
        #expect(ManualCheck.problems(root: reworded, pages: pages).contains { $0.contains("abstract of `waterfall dump`") })

        var lost = root
        lost.subcommands?[dumpIndex].arguments?.removeAll { argument in argument.names?.contains { $0.name == "width" } ?? false }
        #expect(ManualCheck.problems(root: lost, pages: pages).contains { $0.contains("waterfall.dump.1 names --width") })

        var withoutPage = pages
        withoutPage["waterfall.photos.1"] = nil
        withoutPage["waterfall.gone.1"] = ManualPage(name: "waterfall.gone.1", source: "")
        let pageProblems = ManualCheck.problems(root: root, pages: withoutPage)
        #expect(pageProblems.contains { $0.contains("waterfall.photos.1") && $0.contains("missing") })
        #expect(pageProblems.contains { $0.contains("waterfall.gone.1 describes no command") })
    }

    /// The text is compared with mdoc's escapes undone and blanks collapsed, characters beyond
    /// ASCII as `Scripts/make-manual.sh` writes them (`\[uXXXX]`).
    @Test func textIsComparedWithEscapesUndone() {
        let source = ".Sh DESCRIPTION\nA \\(dqquoted\\(dq back\\eslash, 1\\[u00D7]2\\[u2026]\n\\&.dotted  and  wrapped.\n.It Fl w , Fl -width Ar width\n"
        let page = ManualPage(name: "t.1", source: source)
        #expect(page.text.contains(ManualPage.collapsingBlanks("A \"quoted\" back\\slash, 1×2… .dotted and\nwrapped.")), "\(page.text)")
        #expect(ManualPage.decodingUnicodeEscapes(#"a\[u1F600]b\[uZZ]c"#) == #"a😀b\[uZZ]c"#)
        #expect(page.longOptionsNamed == ["--width"])
        let width = ArgumentHelp(
            kind: "option", shouldDisplay: true, names: [.init(kind: "short", name: "w"), .init(kind: "long", name: "width")], valueName: "width",
            isRepeating: false, abstract: nil, discussion: nil)
        #expect(page.hasItem(for: width))
    }
}
