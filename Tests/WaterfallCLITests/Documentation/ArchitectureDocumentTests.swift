import Foundation
import Testing

/// docs/architecture.md's module table against Package.swift: every module the package builds
/// (test-only targets aside) has a row, no row names a module that is gone, and each row's
/// "imports of ours" column lists exactly the target's dependencies among our modules.
@Suite("docs/architecture.md: the module table matches Package.swift", .timeLimit(.minutes(1)))
struct ArchitectureDocumentTests {
    /// A target of the manifest: its name and the names of its dependencies that are targets.
    struct Target: Equatable {
        var name: String
        var dependencies: [String]
    }

    /// The non-test targets of Package.swift, read from its text: every `.target`,
    /// `.executableTarget` and `.systemLibrary` whose path is not under Tests/.
    static func manifestTargets() throws -> [Target] {
        let manifest = try String(contentsOf: EndToEnd.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [Target] = []
        for kind in [".target(", ".executableTarget(", ".systemLibrary("] {
            var rest = manifest[...]
            while let start = rest.range(of: kind) {
                let body = balanced(rest[start.upperBound...])
                rest = rest[start.upperBound...]
                guard let name = firstQuoted(after: "name:", in: body), !body.contains("path: \"Tests/") else { continue }
                var dependencies: [String] = []
                if let list = body.range(of: "dependencies:") {
                    let open = body[list.upperBound...].drop { $0 != "[" }
                    dependencies = quotedStrings(in: balanced(open.dropFirst(), open: "[", close: "]"))
                        .filter { !$0.isEmpty }
                }
                targets.append(Target(name: name, dependencies: dependencies))
            }
        }
        let names = Set(targets.map(\.name))
        return targets.map { Target(name: $0.name, dependencies: $0.dependencies.filter(names.contains).sorted()) }
    }

    /// The table's rows: the module (first backticked name of the first column) and the backticked
    /// names of the "imports of ours" column.
    static func documentedRows() throws -> [Target] {
        let document = try String(contentsOf: EndToEnd.repositoryRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| module |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.compactMap { line in
            let columns = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 4, let module = backticked(columns[1]).first else { return nil }
            return Target(name: module, dependencies: backticked(columns[3]).sorted())
        }
    }

    @Test func everyModuleHasARowAndEveryRowAModule() throws {
        let built = Set(try Self.manifestTargets().map(\.name))
        let documented = Set(try Self.documentedRows().map(\.name))
        #expect(built.count > 10, "the manifest was read: \(built.sorted())")
        #expect(built.subtracting(documented).isEmpty, "modules without a row: \(built.subtracting(documented).sorted())")
        #expect(documented.subtracting(built).isEmpty, "rows of modules that are gone: \(documented.subtracting(built).sorted())")
    }

    @Test func eachRowListsExactlyTheModulesItsTargetDependsOn() throws {
        let documented = Dictionary(try Self.documentedRows().map { ($0.name, $0.dependencies) }) { first, _ in first }
        for target in try Self.manifestTargets() {
            guard let listed = documented[target.name] else { continue }
            #expect(listed == target.dependencies, "\(target.name): the table lists \(listed), Package.swift \(target.dependencies)")
        }
    }

    /// The text of `text` up to the parenthesis (or other `close`) that balances an `open`
    /// already passed.
    static func balanced(_ text: Substring, open: Character = "(", close: Character = ")") -> Substring {
        var depth = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return text[..<index] }
            }
            index = text.index(after: index)
        }
        return text
    }

    /// The first string literal after `label` in `text`.
    static func firstQuoted(after label: String, in text: Substring) -> String? {
        guard let range = text.range(of: label) else { return nil }
        return quotedStrings(in: text[range.upperBound...]).first
    }

    /// Every string literal in `text`, in order (no escapes: the manifest uses none).
    static func quotedStrings(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Every `backticked` word of `text`.
    static func backticked(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }
}
