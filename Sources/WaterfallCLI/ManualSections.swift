import ArgumentParser
import Foundation
import ShopBrowser
import ShopCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sections of the manual pages that swift-argument-parser's `generate-manual` cannot write,
/// in mdoc: KEYS, drawn from the keymaps the browser reads (``Keymaps/standard``, the tables the
/// help overlay shows), EXIT STATUS, each status the commands end with and when, and EXAMPLES.
/// `Scripts/make-manual.sh` asks for them with the hidden `waterfall manual-sections PAGE`
/// (``printIfAsked()``) and puts them in place of the tool's generic EXIT STATUS; the tests
/// check that the pages in docs/man hold exactly what this writes, so a key added to a table
/// fails them until the pages are made again.
///
/// Everything written is ASCII: a character beyond it is the roff escape `\[uXXXX]`, as
/// make-manual.sh writes the rest of the page (``escaped(_:minus:)``).
enum ManualSections {
    /// A manual page that gets sections: the whole program's (`waterfall.1`) or a subcommand's.
    enum Page: String, CaseIterable, Sendable {
        /// `waterfall.1`: every command; the keys of a shop catalog, then what differs in
        /// `waterfall photos`.
        case waterfall
        /// `waterfall.browse.1`: the keys of a shop catalog.
        case browse
        /// `waterfall.photos.1`: the keys of `waterfall photos`.
        case photos
        /// `waterfall.dump.1`.
        case dump
        /// `waterfall.layout.1`.
        case layout
        /// `waterfall.serve.1`.
        case serve

        /// The page's file in docs/man: `waterfall.1`, `waterfall.browse.1`.
        var fileName: String {
            self == .waterfall ? "waterfall.1" : "waterfall.\(rawValue).1"
        }

        /// The kind of catalog whose keys the page lists; nil for a command without a browser.
        var keysKind: ItemKind.Tag? {
            switch self {
            case .waterfall, .browse: .product
            case .photos: .pictureFile
            case .dump, .layout, .serve: nil
            }
        }
    }

    /// The mdoc text of `page`'s sections, in mdoc's order: KEYS (for a page with a browser),
    /// EXIT STATUS, EXAMPLES; it ends with a line feed. O(bindings).
    static func text(for page: Page, keymaps: Keymaps = .standard) -> String {
        let sections = keys(for: page, keymaps: keymaps) + exitStatus(for: page) + examples(for: page)
        return (fallbacks(for: sections.joined(separator: "\n")) + sections).joined(separator: "\n") + "\n"
    }

    /// What a device without a glyph for a character the sections use draws instead (groff's
    /// PostScript and ASCII devices have no ★, the ASCII one no arrows), by code point.
    static let asciiFallbacks: [UInt32: String] = [
        0x2605: "*", 0x2191: "^", 0x2193: "v", 0x2190: "<-", 0x2192: "->", 0x00D7: "x", 0x2026: "...", 0x2013: "-", 0x2014: "--",
    ]

    /// For each `\[uXXXX]` in `mdoc` with an ASCII fallback, the request that defines it for a
    /// device lacking the glyph (`.if !c\[u2605] .char \[u2605] *`), so that no device warns of a
    /// missing character; in the order of first use. O(length).
    static func fallbacks(for mdoc: String) -> [String] {
        var seen: Set<UInt32> = []
        var lines: [String] = []
        for part in mdoc.components(separatedBy: #"\[u"#).dropFirst() {
            guard let close = part.firstIndex(of: "]"), let value = UInt32(part[..<close], radix: 16), let fallback = asciiFallbacks[value] else { continue }
            guard seen.insert(value).inserted else { continue }
            let name = #"\[u"# + part[..<close] + "]"
            lines.append(".if !c\(name) .char \(name) \(fallback)")
        }
        return lines
    }

    // MARK: - KEYS

    /// The rows of one mode's keys under a heading, as a KEYS subsection lists them.
    struct KeyList: Equatable {
        /// The subsection's title: `The waterfall`, `Full screen (after Enter)`.
        var heading: String
        /// The rows, in table order.
        var rows: [KeyHelpRow]
    }

    /// The key lists of a browser of `kind` with `keymaps`: each mode's, in the help overlay's
    /// order and under its headings (the waterfall's without the keys of every mode, which come
    /// last, on their own). O(bindings).
    static func keyLists(for kind: ItemKind.Tag, keymaps: Keymaps) -> [KeyList] {
        let modes = KeyMode.allCases.map { mode in
            guard mode != .browsing else { return KeyList(heading: "The waterfall", rows: keymaps.browsing.helpRows(for: kind)) }
            let section = mode.helpSection(for: kind, keymaps: keymaps)
            return KeyList(heading: section.heading ?? "", rows: section.rows)
        }
        return modes + [KeyList(heading: "In every mode", rows: keymaps.screen.helpRows(for: kind))]
    }

    /// The KEYS section of `page`: its kind's key lists; on `waterfall.1`, a shop catalog's, then
    /// for each mode the rows that read otherwise, or exist only, in `waterfall photos`, and the
    /// keys that do nothing there. Empty for a page without a browser. O(bindings²) at worst.
    static func keys(for page: Page, keymaps: Keymaps) -> [String] {
        guard let kind = page.keysKind else { return [] }
        var lines = [".Sh KEYS"]
        switch page {
        case .photos:
            lines.append(textLine("The browser of pictures reads these keys; ? lists them inside it, and the status line hints at the most used."))
        case .waterfall:
            lines.append(textLine("The browser (waterfall, waterfall browse and waterfall photos) reads these keys; ? lists them inside it,"))
            lines.append(textLine("and the status line hints at the most used."))
            lines.append(textLine("They are listed as they work in a shop catalog; the last subsections say what differs in waterfall photos."))
        default:
            lines.append(textLine("The browser reads these keys; ? lists them inside it, and the status line hints at the most used."))
        }
        let lists = keyLists(for: kind, keymaps: keymaps)
        for list in lists {
            lines += [".Ss " + argument(list.heading)] + tagList(list.rows)
        }
        guard page == .waterfall else { return lines }
        for (shop, photos) in zip(lists, keyLists(for: .pictureFile, keymaps: keymaps)) {
            let differing = photos.rows.filter { !shop.rows.contains($0) }
            let shopOnly = shop.rows.filter { row in !photos.rows.contains { $0.keys == row.keys } }
            guard !differing.isEmpty || !shopOnly.isEmpty else { continue }
            lines.append(".Ss " + argument("In waterfall photos: " + photos.heading.prefix(1).lowercased() + photos.heading.dropFirst()))
            if !differing.isEmpty {
                lines.append(textLine("These read otherwise, or work only there:"))
                lines += tagList(differing)
            }
            if !shopOnly.isEmpty {
                lines += [".Pp", textLine("Not in waterfall photos: " + shopOnly.map { "\($0.keys) (\($0.text))" }.joined(separator: "; ") + ".")]
            }
        }
        return lines
    }

    /// An mdoc tag list of `rows`: each row's keys as the item's head, what they do as its body.
    static func tagList(_ rows: [KeyHelpRow]) -> [String] {
        [".Bl -tag -width Ds"] + rows.flatMap { [itemHead(for: $0), textLine($0.text)] } + [".El"]
    }

    /// The `.It` line naming `row`'s keys: each key `Ic` (bold), each gesture or fallback (`click`,
    /// `any other key`) `Em`, the two of a pair between `/`, the pairs between commas, as the
    /// help overlay pairs them (`j / k, ↓ / ↑`).
    static func itemHead(for row: KeyHelpRow) -> String {
        let keyNames = Set(row.documentedKeys.map(\.helpName))
        let pairs = row.keyPairs.map { pair in
            pair.map { name in (keyNames.contains(name) ? "Ic " : "Em ") + argument(name, minus: true) }.joined(separator: " No \\&/ ")
        }
        return ".It " + pairs.joined(separator: " , ")
    }

    // MARK: - EXIT STATUS

    /// One exit status and when the commands end with it.
    struct ExitStatus {
        /// One sentence of when, and the pages of the commands it concerns.
        struct Case {
            /// The pages that say it.
            var pages: Set<Page>
            /// The sentence.
            var text: String
        }

        /// The status as the page names it: `0`, `65`, `128 + N`.
        var status: String
        /// When the commands end with it.
        var cases: [Case]
    }

    /// Every page.
    private static let everyPage = Set(Page.allCases)

    /// Every status the program ends with, in the order the page lists them; the numbers are the
    /// ones the code exits with (``CommandFailure``, `ServeCommand`, ``LiveBrowser``,
    /// swift-argument-parser's for usage errors and other failures).
    static let exitStatuses: [ExitStatus] = [
        ExitStatus(
            status: "\(ExitCode.success.rawValue)",
            cases: [
                .init(pages: everyPage, text: "Success, or the help or the version asked for (--help, --version)."),
                .init(pages: [.waterfall, .browse, .photos], text: "The browser ends with it when quit with q or Q."),
                .init(pages: [.waterfall, .dump], text: "A page that fails to load is no error: waterfall dump prints that frame, the failure in its footer."),
                .init(pages: [.waterfall, .layout], text: "waterfall layout clamps a span that does not fit, says so on standard error, and goes on."),
                .init(pages: [.waterfall, .serve], text: "waterfall serve ends with it when stopped by SIGINT or SIGTERM."),
            ]),
        ExitStatus(
            status: "\(ExitCode.validationFailure.rawValue)",
            cases: [
                .init(
                    pages: everyPage,
                    text:
                        "A usage error (EX_USAGE): an unknown option, a missing or invalid value (--columns 0, --fail-rate 2); the message is followed by the usage."
                ),
                .init(pages: [.waterfall, .layout], text: "waterfall layout: a --width too narrow for its columns."),
                .init(pages: [.waterfall, .dump], text: "waterfall dump: --focus past the last item (after the frame is printed)."),
                .init(pages: [.waterfall, .photos], text: "waterfall photos: a file or folder that does not exist or cannot be read."),
                .init(
                    pages: [.waterfall, .browse, .photos],
                    text:
                        "The browser without a terminal on standard input and output, or with a TERM terminfo does not know, or with -o or -0 and no terminal to draw on; the message says what to do instead, without the usage."
                ),
            ]),
        ExitStatus(
            status: "\(CommandFailure.dataErrorStatus.rawValue)",
            cases: [
                .init(
                    pages: [.waterfall, .browse, .dump, .serve],
                    text:
                        "A data error (EX_DATAERR): the catalog is missing, unreadable or broken (a bad catalog.json, nothing found where it is looked for); one line on standard error."
                ),
                .init(
                    pages: [.waterfall, .browse, .dump],
                    text:
                        "--data URL that is no usable http(s) URL; for waterfall dump, a first answer that cannot be had or is no catalog (--offline and not cached, connection refused, not JSON)."
                ),
                .init(
                    pages: [.waterfall, .browse],
                    text: "The browser waits and retries a remote catalog that does not answer, and ends with 65 when quit before its first page came."),
                .init(pages: [.waterfall, .layout], text: "waterfall layout: its input cannot be read or is not valid."),
            ]),
        ExitStatus(
            status: "\(EX_UNAVAILABLE)",
            cases: [
                .init(
                    pages: [.waterfall, .serve],
                    text: "waterfall serve cannot listen (EX_UNAVAILABLE): the port is taken, or the address is not this machine's.")
            ]),
        ExitStatus(
            status: "\(ExitCode.failure.rawValue)",
            cases: [.init(pages: everyPage, text: "Any other failure, said on standard error.")]),
        ExitStatus(
            status: "128 + N",
            cases: [
                .init(
                    pages: [.waterfall, .browse, .photos],
                    text:
                        "The browser ended by signal N, after giving the terminal back: 130 for Ctrl-C (SIGINT), 143 for SIGTERM, 129 for SIGHUP (its terminal closed)."
                )
            ]),
    ]

    /// The EXIT STATUS section of `page`: each status with a case of its command.
    static func exitStatus(for page: Page) -> [String] {
        var lines = [".Sh \"EXIT STATUS\"", ".Bl -tag -width Ds"]
        for status in exitStatuses {
            let cases = status.cases.filter { $0.pages.contains(page) }
            guard !cases.isEmpty else { continue }
            lines.append(".It " + argument(status.status))
            lines += cases.map { textLine($0.text) }
        }
        return lines + [".El"]
    }

    // MARK: - EXAMPLES

    /// A command line of the EXAMPLES section and what it does.
    struct Example {
        /// The pages that show it.
        var pages: Set<Page>
        /// What it does, as the sentence above it.
        var text: String
        /// What comes before `waterfall` on the line (a pipe into it).
        var before = ""
        /// The arguments after `waterfall`, as the program gets them (`~` stands for the home
        /// directory, as the shell expands it).
        var arguments: [String]
        /// What comes after the arguments (a pipe out of it).
        var after = ""

        /// The line as typed into a shell.
        var commandLine: String {
            before + (["waterfall"] + arguments.map(ManualSections.shellWord)).joined(separator: " ") + after
        }
    }

    /// The examples, in the order the pages list them.
    static let examples: [Example] = [
        Example(
            pages: [.waterfall, .browse], text: "Browse the bundled catalog, its pages arriving with \(BrowseCommand.defaultLatency) ms of simulated latency:",
            arguments: []),
        Example(
            pages: [.waterfall, .browse], text: "Browse a file of items of your own (a JSON array, or JSON lines), 20 items a page:",
            arguments: ["--data", "items.jsonl", "--page-size", "20"]),
        Example(
            pages: [.waterfall, .browse], text: "Browse a catalog served over HTTP, here by waterfall serve on this machine:",
            arguments: ["--data", "http://127.0.0.1:8080/"]),
        Example(
            pages: [.waterfall, .dump],
            text: "Print the browser's first screen of a file of items as text, 100 columns by 40 rows, without a terminal:",
            arguments: ["dump", "--data", "items.jsonl", "--width", "100", "--height", "40"]),
        Example(pages: [.waterfall, .photos], text: "Browse the pictures of a folder:", arguments: ["photos", "~/Pictures"]),
        Example(
            pages: [.waterfall, .photos], text: "The pictures of its subfolders too, each folder a section, newest first:",
            arguments: ["photos", "-r", "--sort", "date", "~/Pictures"]),
        Example(
            pages: [.waterfall, .photos], text: "Mark pictures with m, quit with q, and copy the marked ones to a folder:",
            arguments: ["photos", "-0", "~/Pictures"],
            after: " | xargs -0 cp -t ~/Chosen"),
        Example(
            pages: [.waterfall, .serve],
            text: "Serve the bundled catalog over HTTP on port 8080, slowly and failing one request in ten, for waterfall --data http://127.0.0.1:8080/:",
            arguments: ["serve", "--port", "8080", "--latency", "500", "--fail-rate", "0.1"]),
        Example(
            pages: [.waterfall, .layout], text: "Lay out items 12, 8 and 20 cells high in 2 columns, 40 cells wide, and print their frames as JSON lines:",
            before: "echo '[12, 8, 20]' | ", arguments: ["layout", "--width", "40", "--columns", "2"]),
    ]

    /// The EXAMPLES section of `page`: each of its examples' sentence, then its command line.
    static func examples(for page: Page) -> [String] {
        var lines = [".Sh EXAMPLES"]
        for (number, example) in examples.filter({ $0.pages.contains(page) }).enumerated() {
            if number > 0 { lines.append(".Pp") }
            lines += [textLine(example.text), ".Bd -literal -offset indent", textLine(example.commandLine, minus: true), ".Ed"]
        }
        return lines
    }

    /// `word` as a shell reads it back as one argument: as it is when it holds only letters,
    /// digits and `_ . / : = @ % + , - ~`, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_./:=@%+,-~".unicodeScalars.contains($0)) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    // MARK: - Escaping

    /// `text` escaped for roff: a backslash as `\e`, a character beyond ASCII as `\[uXXXX]`, a
    /// control character as a space, and with `minus`, a hyphen as `\-` (typed as it shows, for
    /// command lines and key names). O(length).
    static func escaped(_ text: String, minus: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += #"\e"#
            case "-" where minus: result += #"\-"#
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
            case _ where !scalar.isASCII:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += #"\[u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as an mdoc text line: ``escaped(_:minus:)``, without the blanks at its ends, and
    /// `\&` before it when it would start with `.` or `'` (a request, else).
    static func textLine(_ text: String, minus: Bool = false) -> String {
        let line = escaped(text.trimmingCharacters(in: .whitespaces), minus: minus)
        return line.hasPrefix(".") || line.hasPrefix("'") ? #"\&"# + line : line
    }

    /// `text` as one argument of an mdoc macro: ``escaped(_:minus:)`` after `\&` (so that it is
    /// read neither as a macro nor as punctuation), a double quote as `\(dq`, in double quotes
    /// when it holds a blank.
    static func argument(_ text: String, minus: Bool = false) -> String {
        let escaped = #"\&"# + escaped(text, minus: minus).replacingOccurrences(of: "\"", with: #"\(dq"#)
        return text.contains(" ") || text.isEmpty ? "\"" + escaped + "\"" : escaped
    }

    // MARK: - The hidden command

    /// The program's first argument that asks for the sections: `waterfall manual-sections` lists
    /// the pages that have some, `waterfall manual-sections PAGE` prints a page's.
    static let commandName = "manual-sections"

    /// Prints what `waterfall manual-sections [PAGE]` asks for and exits: with no page, the pages
    /// that get sections (`waterfall`, `browse`, …), one a line; with a page, its ``text(for:keymaps:)``;
    /// with a page it does not know, a message on standard error and status 64. Returns when the
    /// program's arguments are not that. Recognised in `main` before argument parsing, as
    /// `decode-worker` is (see ``DecodeWorkerEntry``), so that it appears in no help, completion
    /// or manual; the arguments are compared in place, before the decoder zygote forks.
    static func printIfAsked() {
        let count = Int(CommandLine.argc)
        guard count == 2 || count == 3, let first = CommandLine.unsafeArgv[1], strcmp(first, commandName) == 0 else { return }
        let pages = Page.allCases.map(\.rawValue)
        guard count == 3 else {
            StandardStreams.writeAll(Array((pages.joined(separator: "\n") + "\n").utf8), to: STDOUT_FILENO)
            Foundation.exit(ExitCode.success.rawValue)
        }
        let name = CommandLine.unsafeArgv[2].map { String(cString: $0) } ?? ""
        guard let page = Page(rawValue: name) else {
            StandardStreams.writeError("Error: \(commandName): no page \(name); the pages are \(pages.joined(separator: ", ")).")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        StandardStreams.writeAll(Array(text(for: page).utf8), to: STDOUT_FILENO)
        Foundation.exit(ExitCode.success.rawValue)
    }
}
