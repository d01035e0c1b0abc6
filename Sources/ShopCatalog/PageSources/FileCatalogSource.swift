import SafeText

/// A user's own catalog in one file, cut into pages of ``pageSize`` records.
///
/// A `.jsonl` (or `.ndjson`) file is always JSON Lines. For any other name the format is
/// detected from the first non-blank byte after any byte-order marks: `[` means a JSON array
/// (read whole, up to ``CatalogLimits/maximumJSONFileBytes``); anything else means JSON Lines,
/// one item per line, which is streamed: a page reads only its own lines, and where pages start
/// is remembered (sparsely, see `PageStartIndex`), so even a multi-gigabyte file never sits in
/// memory. Reading stops at ``maximumFileBytes``; the line that reaches it is reported.
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

    /// The file, as given.
    public nonisolated let path: String
    /// Records per page.
    public nonisolated let pageSize: Int
    /// How far into a JSON Lines file reading goes, in bytes.
    public nonisolated let maximumFileBytes: Int
    private nonisolated let imageBase: String
    private var format: Format?
    private var arrayElements: [JSONValue]?
    private var pageStarts = PageStartIndex()
    /// The reader left at the start of the page after the one read last, so reading on needs
    /// neither a new descriptor nor a second read of the chunk that page starts in.
    private var nextPageReader: (page: Int, reader: LineReader)?

    /// Serves `path` in pages of `pageSize` (1…``CatalogLimits/maximumPageSize``) records,
    /// reading a JSON Lines file up to `maximumFileBytes` (at least 1). The file itself is
    /// first read when a page is requested, so a missing file is reported as that page's
    /// (retryable) error.
    public init(path: String, pageSize: Int, maximumFileBytes: Int = CatalogLimits.maximumLinesFileBytes) throws(CatalogError) {
        guard (1 ... CatalogLimits.maximumPageSize).contains(pageSize) else {
            throw CatalogError.invalidOption("page size must be from 1 to \(CatalogLimits.maximumPageSize), got \(pageSize)")
        }
        guard maximumFileBytes > 0 else {
            throw CatalogError.invalidOption("the file size limit must be at least 1 byte, got \(maximumFileBytes)")
        }
        self.path = path
        self.pageSize = pageSize
        self.maximumFileBytes = maximumFileBytes
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

    /// The file's format: JSON Lines for a `.jsonl` or `.ndjson` name, else sniffed once from
    /// its first bytes.
    public func detectedFormat() throws(CatalogError) -> Format {
        if let format { return format }
        let detected: Format
        if FileCatalogSource.isJSONLinesName(path) {
            detected = .jsonLines
        } else {
            let head = try ReadableFile(path: path).read(upTo: 1 << 12)
            detected = JSONParser.firstSignificantByte(of: head) == UInt8(ascii: "[") ? .jsonArray : .jsonLines
        }
        format = detected
        return detected
    }

    /// Whether `path` ends in `.jsonl` or `.ndjson` (in any case).
    static func isJSONLinesName(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".jsonl") || name.hasSuffix(".ndjson")
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
        for index in start ..< min(start + pageSize, elements.count) {
            decoder.add(elements[index], at: .item(index + 1))
        }
        return .page(CatalogPage(number: number, source: path, items: decoder.result.items, issues: decoder.result.issues))
    }

    private func linesPage(_ number: Int) throws(CatalogError) -> PageResult {
        var (current, start) = pageStarts.nearest(atOrBefore: number)
        let reader: LineReader
        if let next = nextPageReader, next.page == current {
            reader = next.reader
        } else {
            reader = try LineReader(
                file: try ReadableFile(path: path), offset: start.offset, lineNumber: start.line, maximumFileBytes: maximumFileBytes
            )
        }
        nextPageReader = nil
        while true {
            var decoder = PageDecoder(file: path, imageBase: imageBase)
            var records = 0
            var end = start
            while records < pageSize, let line = try reader.next() {
                end = PageStartIndex.Position(offset: line.endOffset, line: line.number + 1)
                switch line.content {
                case .bytes(let bytes):
                    guard JSONParser.firstSignificantByte(of: bytes) != nil else { continue }
                    records += 1
                    if current == number { decode(bytes, line: line.number, into: &decoder) }
                case .tooLong(let length):
                    records += 1
                    if current == number {
                        decoder.report(
                            CatalogIssue(
                                file: path, location: .line(line.number), itemID: nil, field: nil,
                                message: "line is \(length) bytes long; at most \(CatalogLimits.maximumLineBytes) allowed"
                            ))
                    }
                case .beyondLimit:
                    records += 1
                    if current == number {
                        decoder.report(
                            CatalogIssue(
                                file: path, location: .line(line.number), itemID: nil, field: nil,
                                message:
                                    "the file goes on past the \(maximumFileBytes)-byte limit for JSON Lines files; this line and the rest are not read (raise the limit with --max-file-size)"
                            ))
                    }
                }
            }
            guard records > 0 else { return .end }
            pageStarts.record(page: current + 1, position: end)
            if current == number {
                nextPageReader = (number + 1, reader)
                return .page(CatalogPage(number: number, source: path, items: decoder.result.items, issues: decoder.result.issues))
            }
            current += 1
            start = end
        }
    }

    private func decode(_ bytes: [UInt8], line: Int, into decoder: inout PageDecoder) {
        do {
            decoder.add(try JSONParser.parse(bytes), at: .line(line))
        } catch {
            decoder.report(CatalogIssue(file: path, location: .line(line), itemID: nil, field: nil, message: error.lineSummary))
        }
    }
}
