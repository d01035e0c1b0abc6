/// A source opened when its first page is asked for, so that a browser can start at once and
/// show that page loading while, for example, a remote catalog's first answer is awaited. The
/// opening runs once for all the pages asking meanwhile; when it fails, the page asking fails
/// with its error (so the pager reports it and may retry it), and the next request opens again.
/// Page 1 carries the name the opening found (``CatalogPage/catalogName``).
public actor DeferredSource: PageSource {
    /// What opening gives: the source of the pages and the catalog's name.
    public struct Opened: Sendable {
        /// Where the pages come from.
        public let source: any PageSource
        /// The catalog's name, to show.
        public let name: String

        /// An opened catalog named `name` with its pages from `source`.
        public init(source: any PageSource, name: String) {
            self.source = source
            self.name = name
        }
    }

    private let open: @Sendable () async throws -> Opened
    private var opened: Opened?
    private var opening: Task<Opened, any Error>?

    /// A source that calls `open` when a page is first asked for (again after a failure).
    public init(open: @escaping @Sendable () async throws -> Opened) {
        self.open = open
    }

    /// Opens the catalog when not yet open, then loads page `number` from it; page 1 is named.
    /// Throws what opening or loading threw.
    public func page(_ number: Int) async throws -> PageResult {
        let catalog = try await openedCatalog()
        let result = try await catalog.source.page(number)
        guard number == 1, case .page(let page) = result else { return result }
        return .page(
            CatalogPage(
                number: page.number, source: page.source, items: page.items, issues: page.issues, otherFiles: page.otherFiles, catalogName: catalog.name))
    }

    /// The opened catalog: at once when open, else awaiting the opening under way or a new one.
    private func openedCatalog() async throws -> Opened {
        if let opened { return opened }
        let task = opening ?? Task { [open] in try await open() }
        opening = task
        do {
            let catalog = try await task.value
            opened = catalog
            opening = nil
            return catalog
        } catch {
            opening = nil
            throw error
        }
    }
}
