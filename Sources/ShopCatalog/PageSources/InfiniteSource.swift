/// Keeps producing pages after the wrapped source's last one by cycling it, as the articles
/// cycle `1.plist`…`3.plist`. Cycle 1 is the catalog as is; in cycle *c* ≥ 2 every id gets
/// the suffix `~c` (`a12` becomes `a12~2`), so ids stay unique. Ids in data may not contain
/// `~`, so a fresh id never collides with an original one.
///
/// The wrapped source's page count is learned when it first answers ``PageResult/end``; an
/// empty catalog stays empty.
///
/// Every page is read from the wrapped source each time (a cycled page is read again, not
/// replayed), but a copy's title, shop and thumbnail share storage with the same item as cycle 1
/// last read it, when identical: each cycle then adds item records, not another copy of the
/// catalog's texts and pictures.
public actor InfiniteSource: PageSource {
    /// The wrapped source.
    public nonisolated let base: any PageSource
    private var pageCount: Int?
    private var highestExistingPage = 0
    /// Per page of the wrapped source, its items as cycle 1 last read them (bounded by the catalog).
    private var firstCycleItems: [Int: [CatalogItem]] = [:]

    /// Cycles `base` forever.
    public init(cycling base: any PageSource) {
        self.base = base
    }

    /// Page `number` of the endless sequence.
    public func page(_ number: Int) async throws -> PageResult {
        guard number >= 1 else { throw CatalogError.invalidOption("page numbers start at 1, got \(number)") }
        if let pageCount { return try await cycled(number, pageCount: pageCount) }
        let result = try await base.page(number)
        if case .page(let page) = result {
            highestExistingPage = max(highestExistingPage, number)
            firstCycleItems[number] = page.items
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
            guard case .page(let page) = try await base.page(candidate) else { break }
            firstCycleItems[candidate] = page.items
            highestExistingPage = candidate
            candidate += 1
        }
        pageCount = highestExistingPage
        return highestExistingPage
    }

    private func cycled(_ number: Int, pageCount: Int) async throws -> PageResult {
        guard pageCount > 0 else { return .end }
        let cycle = (number - 1) / pageCount + 1
        let basePage = (number - 1) % pageCount + 1
        let result = try await base.page(basePage)
        guard case .page(let page) = result else { return result }
        guard cycle > 1 else {
            firstCycleItems[basePage] = page.items
            return result
        }
        let originals = firstCycleItems[basePage] ?? []
        let suffix = "~\(cycle)"
        return .page(
            CatalogPage(
                number: number,
                source: page.source,
                items: page.items.enumerated().map { position, item in
                    Self.copy(item, suffix: suffix, original: originals.indices.contains(position) ? originals[position] : nil)
                },
                issues: page.issues
            ))
    }

    /// `item` under its id with `suffix`, sharing storage with `original` (the item at the same
    /// position of the page's cycle-1 read) when that is the same item, that is has the same id.
    private static func copy(_ item: CatalogItem, suffix: String, original: CatalogItem?) -> CatalogItem {
        let shared = original.map { $0.id == item.id ? item.sharingStorage(with: $0) : item } ?? item
        return shared.withID(item.id + suffix)
    }
}
