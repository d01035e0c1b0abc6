/// The Swift code blocks of a Markdown text, and whether a source file contains one of them.
///
/// Lines are compared without their leading and trailing spaces (a sample sits at another depth in
/// a test than in an article), blank lines are ignored, and so are `import` lines (a test file
/// imports once, at its top).
enum CodeSamples {
    /// One fenced code block: the line of its opening fence (1-based) and its significant lines.
    struct Sample: Equatable {
        var line: Int
        var lines: [String]
    }

    /// The ```` ```swift ```` blocks of `markdown`, in order. An unclosed block runs to the end.
    static func swiftBlocks(in markdown: String) -> [Sample] {
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

    /// Whether the significant lines of `source` contain `sample`'s lines as one contiguous run.
    static func source(_ source: String, contains sample: Sample) -> Bool {
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
