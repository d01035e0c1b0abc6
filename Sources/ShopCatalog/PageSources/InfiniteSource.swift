/// Keeps producing pages after the wrapped source's last one by cycling it, as the articles
/// cycle `1.plist`…`3.plist`. Cycle 1 is the catalog as is; in cycle *c* ≥ 2 every id gets
/// the suffix `~c` (`a12` becomes `a12~2`), so ids stay unique. Ids in data may not contain
/// `~`, so a fresh id never collides with an original one.
///
/// The wrapped source's page count is learned when it first answers ``PageResult/end``; an
/// empty catalog stays empty.
public actor InfiniteSource: PageSource {
    /// The wrapped source.
    public nonisolated let base: any PageSource
    private var pageCount: Int?
    private var highestExistingPage = 0

    /// Cycles `base` forever.
    public init(cycling base: any PageSource) {
        self.base = base
    }

    /// Page `number` of the endless sequence.
    public func page(_ number: Int) async throws -> PageResult {
        guard number >= 1 else { throw CatalogError.invalidOption("page numbers start at 1, got \(number)") }
        if let pageCount { return try await cycled(number, pageCount: pageCount) }
        let result = try await base.page(number)
        if case .page = result {
            highestExistingPage = max(highestExistingPage, number)
            return result
        }
        let count = try await learnPageCount(below: number)
        return try await cycled(number, pageCount: count)
    }

    /// Finds the page count knowing that page `end` does not exist, probing upward from the
    /// highest page seen so far (a single step when pages are requested in order).
    private func learnPageCount(below end: Int) async throws -> Int {
        var candidate = highestExistingPage + 1
        while candidate < end {
            guard case .page = try await base.page(candidate) else { break }
            highestExistingPage = candidate
            candidate += 1
        }
        pageCount = highestExistingPage
        return highestExistingPage
    }

    private func cycled(_ number: Int, pageCount: Int) async throws -> PageResult {
        guard pageCount > 0 else { return .end }
        let cycle = (number - 1) / pageCount + 1
        let result = try await base.page((number - 1) % pageCount + 1)
        guard case .page(let page) = result else { return result }
        guard cycle > 1 else { return result }
        let suffix = "~\(cycle)"
        return .page(CatalogPage(
            number: number,
            source: page.source,
            items: page.items.map { $0.withID($0.id + suffix) },
            issues: page.issues
        ))
    }
}
