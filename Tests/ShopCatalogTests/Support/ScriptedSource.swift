@testable import ShopCatalog

/// A page source whose pages are lists of ids and which fails on request: pages beyond
/// `pages.count` are the end; `failures[n]` failures are thrown for page n before it succeeds:
/// a file that cannot be read (permanent), or with `advice` given, a ``ScriptedFailure`` that
/// advises so.
actor ScriptedSource: PageSource {
    private let pages: [[String]]
    private var failures: [Int: Int]
    private let advice: RetryAdvice?
    private(set) var requests: [Int] = []

    init(pages: [[String]], failures: [Int: Int] = [:], advice: RetryAdvice? = nil) {
        self.pages = pages
        self.failures = failures
        self.advice = advice
    }

    func page(_ number: Int) async throws -> PageResult {
        requests.append(number)
        if let remaining = failures[number], remaining > 0 {
            failures[number] = remaining - 1
            if let advice { throw ScriptedFailure(retryAdvice: advice) }
            throw CatalogError.unreadable(path: "page-\(number).json", reason: "scripted failure")
        }
        guard number <= pages.count else { return .end }
        return .page(CatalogPage(number: number, source: "scripted", items: pages[number - 1].map(Fixtures.item)))
    }
}

/// A scripted failure that says whether to try again.
struct ScriptedFailure: RetryAdvising, CustomStringConvertible {
    let retryAdvice: RetryAdvice
    var description: String { "scripted \(retryAdvice.isTransient ? "transient" : "permanent") failure" }
}
