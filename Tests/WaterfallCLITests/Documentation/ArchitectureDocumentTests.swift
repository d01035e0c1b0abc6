import Foundation
import TestSupport
import Testing

/// docs/architecture.md's module table against Package.swift, and Package.swift against the
/// sources: every module the package builds (test-only targets aside) has a row, no row names a
/// module that is gone, each row's "imports of ours" column lists exactly the target's
/// dependencies among our modules, no target's sources (tests and their support included) import
/// a module of ours that the target does not depend on (which builds only while another
/// dependency brings it along), no test target depends on a module of ours that none of its
/// sources import, and the test targets are the ones the document lists.
@Suite("docs/architecture.md: the module table matches Package.swift", .timeLimit(.minutes(1)))
struct ArchitectureDocumentTests {
    /// A target of the manifest: its name and the names of its dependencies that are targets.
    struct Target: Equatable {
        var name: String
        var dependencies: [String]
    }

    /// Every target of Package.swift as its text declares it.
    struct ManifestTarget {
        /// `.target`, `.executableTarget`, `.systemLibrary` or `.testTarget`.
        var kind: String
        var name: String
        /// Its dependencies among the manifest's targets.
        var dependencies: [String]
        /// Its folder in the repository: `path:`, or Sources/name (Tests/name for a test target).
        var folder: String

        /// A test target, or a target whose sources are under Tests/ (test support).
        var isForTests: Bool { kind == ".testTarget(" || folder.hasPrefix("Tests/") }
    }

    /// Every target of Package.swift, read from its text.
    static func allManifestTargets() throws -> [ManifestTarget] {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [ManifestTarget] = []
        for kind in [".target(", ".executableTarget(", ".systemLibrary(", ".testTarget("] {
            var rest = manifest[...]
            while let start = rest.range(of: kind) {
                let body = balanced(rest[start.upperBound...])
                rest = rest[start.upperBound...]
                guard let name = firstQuoted(after: "name:", in: body) else { continue }
                var dependencies: [String] = []
                if let list = body.range(of: "dependencies:") {
                    let open = body[list.upperBound...].drop { $0 != "[" }
                    dependencies = quotedStrings(in: balanced(open.dropFirst(), open: "[", close: "]"))
                        .filter { !$0.isEmpty }
                }
                let folder = firstQuoted(after: "path:", in: body) ?? (kind == ".testTarget(" ? "Tests/" : "Sources/") + name
                targets.append(ManifestTarget(kind: kind, name: name, dependencies: dependencies, folder: folder))
            }
        }
        let names = Set(targets.map(\.name))
        return targets.map {
            var target = $0
            target.dependencies = target.dependencies.filter(names.contains).sorted()
            return target
        }
    }

    /// The non-test targets of Package.swift: every `.target`, `.executableTarget` and
    /// `.systemLibrary` whose path is not under Tests/, with their dependencies among them.
    static func manifestTargets() throws -> [Target] {
        let modules = try allManifestTargets().filter { !$0.isForTests }
        let names = Set(modules.map(\.name))
        return modules.map { Target(name: $0.name, dependencies: $0.dependencies.filter(names.contains)) }
    }

    /// The table's rows: the module (first backticked name of the first column) and the backticked
    /// names of the "imports of ours" column.
    static func documentedRows() throws -> [Target] {
        let document = try String(contentsOf: Repository.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
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

    @Test func everyModuleOfOursATargetImportsIsOneItDependsOn() throws {
        let targets = try Self.allManifestTargets()
        let ours = Set(targets.map(\.name))
        var imports = 0
        var testImports = 0
        for target in targets {
            let imported = try Self.importedModules(in: target.folder, among: ours)
            imports += imported.count
            if target.isForTests { testImports += imported.count }
            let undeclared = imported.subtracting(target.dependencies)
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without depending on it in Package.swift")
        }
        #expect(imports > 20, "the sources' imports were read: \(imports)")
        #expect(testImports > 20, "the tests' imports were read: \(testImports)")
    }

    /// A test target (or test support) depends only on what its sources import: the module it
    /// tests and what the tests use. An executable target is the exception: the tests that run
    /// the built program depend on it so that it is built, whether or not they import it.
    @Test func noTestTargetDependsOnAModuleOfOursItDoesNotImport() throws {
        let targets = try Self.allManifestTargets()
        let ours = Set(targets.map(\.name))
        let executables = Set(targets.filter { $0.kind == ".executableTarget(" }.map(\.name))
        let tests = targets.filter(\.isForTests)
        #expect(tests.count > 10, "the test targets were read: \(tests.map(\.name))")
        for target in tests {
            let imported = try Self.importedModules(in: target.folder, among: ours)
            let unused = Set(target.dependencies).subtracting(imported).subtracting(executables)
            #expect(unused.isEmpty, "\(target.name) depends on \(unused.sorted()) in Package.swift but none of its sources import it")
        }
    }

    /// The browser's model is a module of values: it depends on nothing that reads files,
    /// decodes pictures, starts processes or talks to the network — not even through another of
    /// its dependencies — so the compiler keeps its `update` and `render` free of I/O; its
    /// runtime is the module that depends on those.
    @Test func theBrowsersModelCannotReachTheDecodersTheSandboxOrTheNetwork() throws {
        let targets = try Self.allManifestTargets()
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reachable = Set<String>()
        var next = byName["ShopBrowser"]?.dependencies ?? []
        while let name = next.popLast() {
            guard reachable.insert(name).inserted else { continue }
            next += byName[name]?.dependencies ?? []
        }
        #expect(reachable.contains("ShopCatalog") && reachable.contains("WaterfallTUI"), "the model's dependencies were read: \(reachable.sorted())")
        let io: Set = ["WaterfallPictures", "CImageCodecs", "CDecoderSandbox", "ShopCatalogHTTP", "WaterfallServer", "PhotoFolder", "ShopBrowserRuntime"]
        #expect(reachable.isDisjoint(with: io), "the model reaches \(reachable.intersection(io).sorted())")
        let runtime = Set(byName["ShopBrowserRuntime"]?.dependencies ?? [])
        #expect(runtime.contains("ShopBrowser") && runtime.contains("WaterfallPictures"), "the runtime carries the model's effects out with the decoders")
    }

    /// The Testing section's table of test targets names exactly the manifest's test targets.
    @Test func everyTestTargetHasARowAndEveryRowATestTarget() throws {
        let built = Set(try Self.allManifestTargets().filter { $0.kind == ".testTarget(" }.map(\.name))
        let document = try String(contentsOf: Repository.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| test target |") }, "docs/architecture.md has a table of test targets")
        let documented = Set(
            lines[(header + 2)...].prefix { $0.hasPrefix("|") }.compactMap { line in
                Self.backticked(String(line.split(separator: "|", omittingEmptySubsequences: false)[1])).first
            })
        #expect(built.count > 10, "the manifest's test targets were read: \(built.sorted())")
        #expect(built.subtracting(documented).isEmpty, "test targets without a row: \(built.subtracting(documented).sorted())")
        #expect(documented.subtracting(built).isEmpty, "rows of test targets that are gone: \(documented.subtracting(built).sorted())")
    }

    /// The modules among `ours` that the Swift sources in `folder` (relative to the repository)
    /// import: `import X`, with attributes or an access level before it, or `import struct X.Y`.
    static func importedModules(in folder: String, among ours: Set<String>) throws -> Set<String> {
        let folder = Repository.root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        var found = Set<String>()
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                var words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !modifiers.contains($0) }[...]
                guard words.popFirst() == "import", var module = words.popFirst() else { continue }
                if kinds.contains(module), let named = words.popFirst() {
                    module = named
                }
                let name = String(module.prefix { $0 != "." })
                if ours.contains(name) {
                    found.insert(name)
                }
            }
        }
        return found
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
