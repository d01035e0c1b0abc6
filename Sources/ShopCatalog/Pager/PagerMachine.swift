import SafeText

/// The paging state machine, pure and synchronous: it decides when a page may be requested,
/// accepts or ignores answers, and de-duplicates items. ``PageLoader`` runs it against a
/// real source; tests drive it directly.
///
/// States: ``Phase/idle`` → ``Phase/loading(page:)`` → back to ``Phase/idle`` (page loaded),
/// ``Phase/failed(page:reason:)`` (retry with ``retry()``) or ``Phase/exhausted`` (no more pages).
/// At most one request is in flight: each request is a ``Ticket``, and an answer carrying any
/// other ticket (a cancelled or superseded request) is ignored. An item whose id was already
/// delivered is skipped and reported, so no item is ever delivered twice.
public struct PagerMachine: Sendable {
    /// Where the pager stands.
    public enum Phase: Sendable, Hashable, CustomStringConvertible {
        /// Nothing in flight; the next page can be requested.
        case idle
        /// Page `page` is being loaded.
        case loading(page: Int)
        /// Loading page `page` failed; ``PagerMachine/retry()`` tries it again.
        case failed(page: Int, reason: String)
        /// The source has no more pages.
        case exhausted

        /// A short account of the state for logs and reports: `loading page 3…`,
        /// `page 3 failed: reason`, `end of catalog`, or empty when idle. (The browser words its
        /// footer itself.)
        public var description: String {
            switch self {
            case .idle: return ""
            case .loading(let page): return "loading page \(page)…"
            case .failed(let page, let reason): return "page \(page) failed: \(reason)"
            case .exhausted: return "end of catalog"
            }
        }
    }

    /// One request: the page asked for and a serial number unique to this request.
    public struct Ticket: Sendable, Hashable {
        /// The requested page.
        public let page: Int
        /// Distinguishes this request from every other one, including retries of the same page.
        public let serial: Int
    }

    /// The current state.
    public private(set) var phase: Phase = .idle
    /// The page the next request will ask for (from 1).
    public private(set) var nextPage = 1
    /// Pages loaded so far.
    public private(set) var pagesLoaded = 0
    /// Items delivered so far (arrived, whether taken or not).
    public private(set) var itemsLoaded = 0
    /// The skipped items: invalid ones reported by the source and duplicates found here (the
    /// first ``CatalogLimits/maximumKeptIssues`` in full, and the count of all).
    public private(set) var skipped = SkippedItems()
    /// Files left out quietly so far (``CatalogPage/otherFiles``).
    public private(set) var otherFiles = 0
    /// The catalog's name, once a page told it (``CatalogPage/catalogName``).
    public private(set) var catalogName: String?
    /// Why the source stopped before its end (``PageResult/stopped(_:)``), naming the URL; nil
    /// unless the machine is ``Phase/exhausted`` that way.
    public private(set) var stopReason: MessageText?
    private var inFlight: Ticket?
    private var serial = 0
    private var seenIDs: Set<String> = []
    private var arrivals: [CatalogItem] = []

    /// A machine that has loaded nothing.
    public init() {}

    /// Items skipped so far.
    public var itemsSkipped: Int { skipped.count }

    /// The reports of the skipped items that are kept (the first ones).
    public var issues: [CatalogIssue] { skipped.kept }

    /// The request in flight, if any.
    public var currentTicket: Ticket? { inFlight }

    /// Starts loading the next page when idle, returning the ticket to load it with; returns
    /// `nil` (and changes nothing) while loading, after a failure (use ``retry()``) or once exhausted.
    public mutating func requestNextPage() -> Ticket? {
        guard phase == .idle else { return nil }
        return start(page: nextPage)
    }

    /// After a failure, loads the failed page again; returns `nil` in any other state.
    public mutating func retry() -> Ticket? {
        guard case .failed(let page, _) = phase else { return nil }
        return start(page: page)
    }

    /// Abandons the request in flight (its answer will be ignored) and goes back to idle;
    /// does nothing in other states.
    public mutating func cancel() {
        guard case .loading = phase else { return }
        inFlight = nil
        phase = .idle
    }

    /// Accepts the answer to `ticket`: new items are queued for ``takeArrivals()``, issues
    /// recorded, and the machine becomes idle (or exhausted on ``PageResult/end``, and on
    /// ``PageResult/stopped(_:)``, keeping its reason in ``stopReason``). Returns
    /// `false`, changing nothing, if `ticket` is not the request in flight.
    @discardableResult
    public mutating func complete(_ ticket: Ticket, with result: PageResult) -> Bool {
        guard ticket == inFlight else { return false }
        inFlight = nil
        switch result {
        case .end:
            phase = .exhausted
        case .stopped(let reason):
            phase = .exhausted
            stopReason = reason
        case .page(let page):
            catalogName = page.catalogName ?? catalogName
            skipped.append(contentsOf: page.issues)
            otherFiles += page.otherFiles
            for item in page.items {
                if seenIDs.insert(item.id).inserted {
                    arrivals.append(item)
                    itemsLoaded += 1
                } else {
                    skipped.append(
                        CatalogIssue(
                            file: page.source, location: .page(ticket.page), itemID: item.id, field: "id",
                            message: "duplicate id, already loaded from an earlier page"
                        ))
                }
            }
            pagesLoaded += 1
            nextPage = ticket.page + 1
            phase = .idle
        }
        return true
    }

    /// Records that the request `ticket` failed with `reason`. Returns `false`, changing
    /// nothing, if `ticket` is not the request in flight.
    @discardableResult
    public mutating func fail(_ ticket: Ticket, reason: String) -> Bool {
        guard ticket == inFlight else { return false }
        inFlight = nil
        phase = .failed(page: ticket.page, reason: reason)
        return true
    }

    /// The items that arrived since the last call, in page order, each id at most once ever.
    public mutating func takeArrivals() -> [CatalogItem] {
        defer { arrivals.removeAll() }
        return arrivals
    }

    private mutating func start(page: Int) -> Ticket {
        serial += 1
        let ticket = Ticket(page: page, serial: serial)
        inFlight = ticket
        phase = .loading(page: page)
        return ticket
    }
}
