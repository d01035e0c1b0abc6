import ShopCatalog

/// A catalog that is one `.json` array or `.jsonl` file at a URL, fetched whole (within
/// ``RemoteCatalogOptions/maximumDocumentBytes``) and cut into pages of
/// ``RemoteCatalogOptions/pageSize`` records, as a local file is. JSON Lines records are parsed
/// when their page is asked for; a bad line is skipped and reported with its number.
actor RemoteDocumentSource: PageSource {
    /// The records of the file.
    enum Records: Sendable {
        /// The elements of a JSON array.
        case array([JSONValue])
        /// The non-blank lines of a JSON Lines file, with their 1-based line numbers.
        case lines([(number: Int, bytes: ArraySlice<UInt8>)])

        var count: Int {
            switch self {
            case .array(let elements): return elements.count
            case .lines(let lines): return lines.count
            }
        }
    }

    /// The URL that gave the file.
    nonisolated let url: RemoteURL
    private let records: Records
    private let pageSize: Int

    /// A source serving `records` of the file at `url` in pages of `pageSize`.
    init(url: RemoteURL, records: Records, pageSize: Int) {
        self.url = url
        self.records = records
        self.pageSize = pageSize
    }

    /// The non-blank lines of `body`, numbered from 1 (`\r\n` accepted).
    static func lines(of body: [UInt8]) -> [(number: Int, bytes: ArraySlice<UInt8>)] {
        var lines: [(number: Int, bytes: ArraySlice<UInt8>)] = []
        var start = 0
        var number = 1
        for index in body.indices where body[index] == 0x0A {
            append(body[start ..< index], number: number, to: &lines)
            start = index + 1
            number += 1
        }
        append(body[start...], number: number, to: &lines)
        return lines
    }

    private static func append(_ line: ArraySlice<UInt8>, number: Int, to lines: inout [(number: Int, bytes: ArraySlice<UInt8>)]) {
        let trimmed = line.last == 0x0D ? line.dropLast() : line
        if JSONParser.firstSignificantByte(of: trimmed) != nil { lines.append((number, trimmed)) }
    }

    /// Page `number`; ``PageResult/end`` once the records run out.
    func page(_ number: Int) async throws -> PageResult {
        try Task.checkCancellation()
        guard number >= 1 else { throw CatalogError.invalidOption("page numbers start at 1, got \(number)") }
        let (start, overflow) = (number - 1).multipliedReportingOverflow(by: pageSize)
        guard !overflow, start < records.count else { return .end }
        let range = start ..< min(start + pageSize, records.count)
        switch records {
        case .array(let elements):
            return .page(
                RemoteCatalog.decodePage(
                    number: number, url: url, elements: Array(elements[range]), location: { .item(start + $0) }
                ))
        case .lines(let lines):
            var elements: [JSONValue] = []
            var numbers: [Int] = []
            var issues: [CatalogIssue] = []
            for line in lines[range] {
                guard line.bytes.count <= CatalogLimits.maximumLineBytes else {
                    issues.append(
                        CatalogIssue(
                            file: url.description, location: .line(line.number), itemID: nil, field: nil,
                            message: "line is \(line.bytes.count) bytes long; at most \(CatalogLimits.maximumLineBytes) allowed"
                        ))
                    continue
                }
                do {
                    elements.append(try JSONParser.parse(Array(line.bytes)))
                    numbers.append(line.number)
                } catch {
                    issues.append(CatalogIssue(file: url.description, location: .line(line.number), itemID: nil, field: nil, message: error.lineSummary))
                }
            }
            let page = RemoteCatalog.decodePage(number: number, url: url, elements: elements, location: { .line(numbers[$0 - 1]) })
            return .page(CatalogPage(number: number, source: page.source, items: page.items, issues: issues + page.issues))
        }
    }
}
