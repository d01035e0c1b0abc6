import Foundation

/// A manual page in mdoc as swift-argument-parser's `generate-manual` writes it, read well enough
/// to tell whether it still describes the commands: the words of its list items' heads (`.It Fl
/// w , Fl -width Ar width`) and its text with mdoc's escapes undone and blanks collapsed.
struct ManualPage {
    /// The page's file name, e.g. `waterfall.dump.1`.
    var name: String
    /// The words of every `.It` line after the macro itself.
    var itemHeads: [[String]]
    /// The text of the page: escapes undone (`\&`, `\(dq`, `\e`, `\[uXXXX]`), every run of
    /// blanks one space.
    var text: String

    /// Reads the mdoc `source` of the page `name`.
    init(name: String, source: String) {
        self.name = name
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        itemHeads = lines.filter { $0.hasPrefix(".It ") }.map { line in
            line.dropFirst(4).split(separator: " ").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ",\"")) }.filter { !$0.isEmpty }
        }
        let unescaped = ManualPage.decodingUnicodeEscapes(
            source
                .replacingOccurrences(of: #"\&"#, with: "")
                .replacingOccurrences(of: #"\(dq"#, with: "\"")
                .replacingOccurrences(of: #"\e"#, with: #"\"#))
        text = ManualPage.collapsingBlanks(unescaped)
    }

    /// `text` with each roff escape `\[uXXXX]` (how `Scripts/make-manual.sh` writes a character
    /// beyond ASCII) replaced by its character.
    static func decodingUnicodeEscapes(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: #"\[u"#) {
            result += rest[..<start.lowerBound]
            let tail = rest[start.upperBound...]
            if let close = tail.firstIndex(of: "]"), let value = UInt32(tail[..<close], radix: 16), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
                rest = tail[tail.index(after: close)...]
            } else {
                result += rest[start]
                rest = tail
            }
        }
        return result + rest
    }

    /// `text` with every run of white space one space, and none at either end.
    static func collapsingBlanks(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The words an item head for `argument` holds: `-width` for `--width` (after `Fl`, which
    /// adds a dash), `w` for `-w`, `width` for `-width`; for a positional one the value's name,
    /// with `...` when it repeats.
    static func headWords(for argument: ArgumentHelp) -> [String] {
        guard let names = argument.names, !names.isEmpty else { return [(argument.valueName ?? "") + (argument.isRepeating ? "..." : "")] }
        return names.map { $0.kind == "long" ? "-" + $0.name : $0.name }
    }

    /// Whether some item head holds every one of `argument`'s words.
    func hasItem(for argument: ArgumentHelp) -> Bool {
        let words = ManualPage.headWords(for: argument)
        return itemHeads.contains { head in words.allSatisfy(head.contains) }
    }

    /// The long options the page's item heads name (`--width` for `Fl -width`), with the flags
    /// of `--help` and `--version` the argument parser adds.
    var longOptionsNamed: Set<String> {
        var named: Set<String> = []
        for head in itemHeads where head.first == "Fl" {
            for word in head where word.hasPrefix("-") && word.count > 1 {
                named.insert("-" + word)
            }
        }
        return named
    }
}

/// What is wrong between the commands (from `--experimental-dump-help`) and the kept pages: the
/// manual is one page for the whole program (`waterfall.1`, every command in it) and one page
/// for each subcommand (`waterfall.dump.1`, …), as `Scripts/make-manual.sh` writes them.
enum ManualCheck {
    /// The sentence every failure ends with.
    static let remedy = "Run Scripts/make-manual.sh to regenerate docs/man from the commands."

    /// Every mismatch between `root` (and its subcommands) and `pages` (by file name), as
    /// sentences; empty when the pages describe the commands exactly.
    static func problems(root: CommandHelp, pages: [String: ManualPage]) -> [String] {
        var problems: [String] = []
        let commands = root.allCommands
        let expectedPages = Set(commands.map(\.manualPageFileName))
        for stale in Set(pages.keys).subtracting(expectedPages).sorted() {
            problems.append("docs/man/\(stale) describes no command of `\(root.commandName)`")
        }
        guard let whole = pages[root.manualPageFileName] else {
            return problems + ["docs/man/\(root.manualPageFileName) is missing"]
        }
        for command in commands {
            problems += describing(command, in: whole)
            if command.superCommands != nil {
                if let own = pages[command.manualPageFileName] {
                    problems += describing(command, in: own)
                    problems += stale(in: own, for: [command])
                } else {
                    problems.append("docs/man/\(command.manualPageFileName) (the page of `\(command.fullName)`) is missing")
                }
            }
        }
        problems += stale(in: whole, for: commands)
        return problems
    }

    /// What `page` lacks of `command`: its abstract and discussion, and each shown argument's item
    /// (by its names), abstract and discussion.
    static func describing(_ command: CommandHelp, in page: ManualPage) -> [String] {
        var problems: [String] = []
        let place = "docs/man/\(page.name)"
        for (what, text) in [("abstract", command.abstract), ("discussion", command.discussion)] {
            if let text, !page.text.contains(ManualPage.collapsingBlanks(text)) {
                problems.append("\(place) lacks the \(what) of `\(command.fullName)`: \(text)")
            }
        }
        for argument in command.arguments ?? [] where argument.shouldDisplay {
            guard page.hasItem(for: argument) else {
                problems.append("\(place) has no entry for \(argument.label) of `\(command.fullName)`")
                continue
            }
            for (what, text) in [("abstract", argument.abstract), ("discussion", argument.discussion)] {
                if let text, !text.isEmpty, !page.text.contains(ManualPage.collapsingBlanks(text)) {
                    problems.append("\(place) lacks the \(what) of \(argument.label) of `\(command.fullName)`: \(text)")
                }
            }
        }
        return problems
    }

    /// The long options `page` names that none of `commands` has (an option removed or renamed
    /// since the page was made).
    static func stale(in page: ManualPage, for commands: [CommandHelp]) -> [String] {
        let known = Set(commands.flatMap { ($0.arguments ?? []).flatMap { ($0.names ?? []).map(\.spelled) } })
        return page.longOptionsNamed.subtracting(known).sorted().map { option in
            "docs/man/\(page.name) names \(option), which `\(commands.map(\.fullName).joined(separator: "`, `"))` no longer has"
        }
    }
}
