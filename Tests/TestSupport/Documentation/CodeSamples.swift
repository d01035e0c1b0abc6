import Foundation

/// The Swift code blocks of a Markdown text or of a whole documentation catalog, and whether a
/// source file contains one of them. Shared by the test targets whose module has a catalog, so that
/// each can check that every sample of its articles is compiled and run by its tests.
///
/// Lines are compared without their leading and trailing spaces (a sample sits at another depth in
/// a test than in an article), blank lines are ignored, and so are `import` lines (a test file
/// imports once, at its top).
public enum CodeSamples {
    /// One fenced code block: the line of its opening fence (1-based) and its significant lines.
    public struct Sample: Equatable, Sendable {
        /// The line of the opening fence, counting from 1.
        public var line: Int
        /// The block's lines, trimmed, without blank and `import` lines.
        public var lines: [String]

        /// Creates a sample opening on `line` with the significant `lines`.
        public init(line: Int, lines: [String]) {
            self.line = line
            self.lines = lines
        }
    }

    /// A sample of a catalog, with the file name of the article that shows it.
    public struct CatalogSample: Equatable, Sendable, CustomStringConvertible {
        /// The article's file name, such as `GettingStarted.md`.
        public var article: String
        /// The sample.
        public var sample: Sample

        /// Creates the record of `sample`, shown by `article`.
        public init(article: String, sample: Sample) {
            self.article = article
            self.sample = sample
        }

        /// Where the sample opens: `article:line`.
        public var description: String { "\(article):\(sample.line)" }
    }

    /// A catalog directory that does not exist.
    public struct MissingCatalog: Error, CustomStringConvertible {
        /// The path looked at.
        public var path: String

        /// Names the missing directory.
        public var description: String { "no documentation catalog at \(path)" }
    }

    /// The ```` ```swift ```` blocks of `markdown`, in order. An unclosed block runs to the end.
    /// O(length of `markdown`).
    public static func swiftBlocks(in markdown: String) -> [Sample] {
        var samples: [Sample] = []
        var current: Sample?
        for (offset, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = trimmed(rawLine)
            if var sample = current {
                if line == "```" {
                    samples.append(sample)
                    current = nil
                } else if isSignificant(line) {
                    sample.lines.append(line)
                    current = sample
                }
            } else if line == "```swift" {
                current = Sample(line: offset + 1, lines: [])
            }
        }
        if let current { samples.append(current) }
        return samples
    }

    /// The Swift blocks of every Markdown file (`.md`) of the catalog at `catalog`, at any depth,
    /// articles in order of their paths and blocks in order within each. Throws ``MissingCatalog``
    /// when `catalog` is not a directory, and the reading error of an article that cannot be read.
    public static func swiftBlocks(inCatalog catalog: URL) throws -> [CatalogSample] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
        else {
            throw MissingCatalog(path: catalog.path)
        }
        let articles = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        var samples: [CatalogSample] = []
        for article in articles {
            let markdown = try String(contentsOf: article, encoding: .utf8)
            for sample in swiftBlocks(in: markdown) {
                samples.append(CatalogSample(article: article.lastPathComponent, sample: sample))
            }
        }
        return samples
    }

    /// The catalog of `module`, `Sources/<module>/<module>.docc`, in the package that holds
    /// `testFile` (a file of `Tests/<target>/`, by default the caller's).
    public static func catalog(ofModule module: String, testFile: String = #filePath) -> URL {
        URL(fileURLWithPath: testFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/\(module)/\(module).docc")
    }

    /// Whether the significant lines of `source` contain `sample`'s lines as one contiguous run.
    /// O(lines of `source` × lines of `sample`).
    public static func source(_ source: String, contains sample: Sample) -> Bool {
        guard !sample.lines.isEmpty else { return true }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed).filter(isSignificant)
        guard lines.count >= sample.lines.count else { return false }
        return (0 ... lines.count - sample.lines.count).contains { start in
            lines[start ..< start + sample.lines.count].elementsEqual(sample.lines)
        }
    }

    /// `line` without leading and trailing spaces and tabs.
    private static func trimmed(_ line: Substring) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = line.firstIndex(where: { !isBlank($0) }), let last = line.lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(line[first ... last])
    }

    /// Whether a trimmed line takes part in the comparison.
    private static func isSignificant(_ line: String) -> Bool {
        !line.isEmpty && !line.hasPrefix("import ")
    }
}
