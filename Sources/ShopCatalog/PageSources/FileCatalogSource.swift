/// A user's own catalog in one file, cut into pages of ``pageSize`` records.
///
/// The format is detected from the first non-blank byte after any byte-order marks: `[`
/// means a JSON array (read whole, up to ``CatalogLimits/maximumJSONFileBytes``); anything
/// else means JSON Lines, one item per line, which is streamed: a page reads only its own
/// lines, and the byte offset where each page starts is remembered, so even a multi-gigabyte
/// file never sits in memory.
/// Records are counted before validation, so a page with bad records has fewer items;
/// blank lines are not records. Relative `"image"` paths are relative to the file's directory.
public actor FileCatalogSource: PageSource {
    /// How the file is laid out.
    public enum Format: Sendable, Equatable {
        /// One JSON array of items.
        case jsonArray
        /// One JSON object per line.
        case jsonLines
    }

    /// Where a page starts in a JSON Lines file.
    private struct LinePosition {
        let offset: Int
        let line: Int
    }

    /// The file, as given.
    public nonisolated let path: String
    /// Records per page.
    public nonisolated let pageSize: Int
    private nonisolated let imageBase: String
    private var format: Format?
    private var arrayElements: [JSONValue]?
    private var pageStarts: [Int: LinePosition] = [1: LinePosition(offset: 0, line: 1)]

    /// Serves `path` in pages of `pageSize` (1…``CatalogLimits/maximumPageSize``) records.
    /// The file itself is first read when a page is requested, so a missing file is
    /// reported as that page's (retryable) error.
    public init(path: String, pageSize: Int) throws(CatalogError) {
        guard (1...CatalogLimits.maximumPageSize).contains(pageSize) else {
            throw CatalogError.invalidOption("page size must be from 1 to \(CatalogLimits.maximumPageSize), got \(pageSize)")
        }
        self.path = path
        self.pageSize = pageSize
        self.imageBase = ImageReferenceParser.directory(containing: path)
    }

    /// Loads page `number`; ``PageResult/end`` once the records run out.
    public func page(_ number: Int) async throws -> PageResult {
        try Task.checkCancellation()
        guard number >= 1 else { throw CatalogError.invalidOption("page numbers start at 1, got \(number)") }
        switch try detectedFormat() {
        case .jsonArray: return try arrayPage(number)
        case .jsonLines: return try linesPage(number)
        }
    }

    /// The file's format, sniffed once from its first bytes.
    public func detectedFormat() throws(CatalogError) -> Format {
        if let format { return format }
        let head = try ReadableFile(path: path).read(upTo: 1 << 12)
        let detected: Format = JSONParser.firstSignificantByte(of: head) == UInt8(ascii: "[") ? .jsonArray : .jsonLines
        format = detected
        return detected
    }

    private func arrayPage(_ number: Int) throws(CatalogError) -> PageResult {
        let elements: [JSONValue]
        if let arrayElements {
            elements = arrayElements
        } else {
            elements = try JSONArrayFile.elements(path: path)
            arrayElements = elements
        }
        let (start, overflow) = (number - 1).multipliedReportingOverflow(by: pageSize)
        guard !overflow, start < elements.count else { return .end }
        var decoder = PageDecoder(file: path, imageBase: imageBase)
        for index in start..<min(start + pageSize, elements.count) {
            decoder.add(elements[index], at: .item(index + 1))
        }
        return .page(CatalogPage(number: number, source: path, items: decoder.result.items, issues: decoder.result.issues))
    }

    private func linesPage(_ number: Int) throws(CatalogError) -> PageResult {
        var current = pageStarts.keys.filter { $0 <= number }.max() ?? 1
        let start = pageStarts[current] ?? LinePosition(offset: 0, line: 1)
        let reader = try LineReader(file: try ReadableFile(path: path), offset: start.offset, lineNumber: start.line)
        while true {
            var decoder = PageDecoder(file: path, imageBase: imageBase)
            var records = 0
            var end = start
            while records < pageSize, let line = try reader.next() {
                end = LinePosition(offset: line.endOffset, line: line.number + 1)
                switch line.content {
                case .bytes(let bytes):
                    guard JSONParser.firstSignificantByte(of: bytes) != nil else { continue }
                    records += 1
                    if current == number { decode(bytes, line: line.number, into: &decoder) }
                case .tooLong(let length):
                    records += 1
                    if current == number {
                        decoder.report(CatalogIssue(
                            file: path, location: .line(line.number), itemID: nil, field: nil,
                            message: "line is \(length) bytes long; at most \(CatalogLimits.maximumLineBytes) allowed"
                        ))
                    }
                }
            }
            guard records > 0 else { return .end }
            pageStarts[current + 1] = end
            if current == number {
                return .page(CatalogPage(number: number, source: path, items: decoder.result.items, issues: decoder.result.issues))
            }
            current += 1
        }
    }

    private func decode(_ bytes: [UInt8], line: Int, into decoder: inout PageDecoder) {
        do {
            decoder.add(try JSONParser.parse(bytes), at: .line(line))
        } catch {
            decoder.report(CatalogIssue(
                file: path, location: .line(line), itemID: nil, field: nil,
                message: "invalid JSON at column \(error.column): \(error.message)"
            ))
        }
    }
}
