import SafeText
import ShopBrowser
import ShopBrowserRuntime
import ShopCatalog
import ShopCatalogHTTP
import WaterfallPictures

/// A catalog opened for a command: its pages, its name, and for a remote catalog the HTTP session
/// it is read through (with the photo fetcher the browser gets its photos from), which must be
/// closed on every path out of the command (normal end, a signal that ended the browser's loop,
/// an error).
struct OpenedCatalog {
    /// The pages.
    let source: any PageSource
    /// The name to show.
    let name: String
    /// The HTTP session of a remote catalog; nil for local files.
    let session: RemoteSession?
    /// The photo fetcher of a remote catalog (through `session`); nil for local files.
    let photos: PhotoFetcher?

    /// The browser's services for this catalog: photos named by URL come from the remote
    /// catalog's photo fetcher, decoded as `decoding` says.
    func services(decoding: PhotoDecoding) -> BrowserServices {
        BrowserServices(decoding: decoding, photoSource: photos)
    }

    /// What the disk cache warned about so far (files it left alone, folders it could not use,
    /// writes that failed), each once.
    var cacheWarnings: [MessageText] {
        OpenedCatalog.cacheWarnings(of: session)
    }

    /// The disk cache's warnings so far as one line for the status line: the first, and how many
    /// more there are (all are printed on standard error at the end); nil when there are none.
    var cacheNotice: MessageText? {
        let warnings = cacheWarnings
        guard let first = warnings.first else { return nil }
        return warnings.count == 1 ? first : "\(first) (and \(warnings.count - 1) more warnings at exit)"
    }

    /// Shuts the HTTP session down (from asynchronous code); fetches still running fail. Then
    /// prints the disk cache's warnings on standard error.
    func close() async {
        await session?.shutdown()
        reportCacheWarnings()
    }

    /// Shuts the HTTP session down, blocking until it is (from a synchronous command's `run()`,
    /// on the main thread, once the terminal is restored); fetches still running fail. Then
    /// prints the disk cache's warnings on standard error.
    @available(*, noasync, message: "use close() in asynchronous code")
    func closeBlocking() {
        session?.shutdownBlocking()
        reportCacheWarnings()
    }

    /// Prints each of ``cacheWarnings`` on standard error.
    private func reportCacheWarnings() {
        OpenedCatalog.reportCacheWarnings(of: session)
    }

    /// What the disk cache of `session` warned about so far.
    private static func cacheWarnings(of session: RemoteSession?) -> [MessageText] {
        session?.configuration.cache?.warnings ?? []
    }

    /// Prints each warning of the disk cache of `session` on standard error.
    static func reportCacheWarnings(of session: RemoteSession?) {
        for warning in cacheWarnings(of: session) { StandardStreams.writeError("waterfall: \(warning)") }
    }
}

extension CatalogArguments {
    /// Whether `--data` names an `http(s)` URL.
    var isRemote: Bool {
        data.map(RemoteURL.looksRemote) ?? false
    }

    /// Opens the catalog: local ones as ``makeSource(defaultLatency:)`` does, remote ones through a
    /// new HTTP session (with the disk cache), the simulated network added only when `--latency`
    /// or `--fail-rate` ask for it (a remote catalog has a real one).
    func open(defaultLatency: Int) async throws(CommandFailure) -> OpenedCatalog {
        guard isRemote, let data else {
            let (source, name) = try makeSource(defaultLatency: defaultLatency)
            return OpenedCatalog(source: source, name: name, session: nil, photos: nil)
        }
        let url = try RemoteArguments.url(data)
        let session = remote.makeSession()
        let photos = PhotoFetcher(session: session, headerReader: RemoteArguments.pictureHeaderReader)
        do {
            let catalog = try await remote.open(url, pageSize: pageSize, session: session, photos: photos)
            return OpenedCatalog(source: try wrapRemote(catalog.source), name: catalog.name, session: session, photos: photos)
        } catch {
            await session.shutdown()
            OpenedCatalog.reportCacheWarnings(of: session)
            throw error as? CommandFailure ?? CommandFailure.badData("\(String(describing: error))")
        }
    }

    /// The catalog for the browser, which starts at once: a local one as
    /// ``openBlocking(defaultLatency:)`` opens it; a remote one opened with its first page
    /// (``DeferredSource``), so that the browser shows it loading, answers keys while the first
    /// answer is awaited, and retries the opening as it retries a page. Until then the header
    /// names the URL.
    @available(*, noasync, message: "use open(defaultLatency:) in asynchronous code")
    func openForBrowsing(defaultLatency: Int) throws(CommandFailure) -> OpenedCatalog {
        guard isRemote, let data else { return try openBlocking(defaultLatency: defaultLatency) }
        let url = try RemoteArguments.url(data)
        let session = remote.makeSession()
        let photos = PhotoFetcher(session: session, headerReader: RemoteArguments.pictureHeaderReader)
        let arguments = self
        let source = DeferredSource {
            let catalog = try await arguments.remote.openCatalog(url, pageSize: arguments.pageSize, session: session, photos: photos)
            return DeferredSource.Opened(source: try arguments.wrapRemote(catalog.source), name: catalog.name)
        }
        return OpenedCatalog(source: source, name: url.description, session: session, photos: photos)
    }

    /// A remote catalog's pages, cycled with `--infinite`, behind the simulated network only when
    /// `--latency` or `--fail-rate` ask for it (a remote catalog has a real one).
    private func wrapRemote(_ source: any PageSource) throws(CatalogError) -> any PageSource {
        var source = source
        if infinite { source = InfiniteSource(cycling: source) }
        if latency != nil || failRate > 0 {
            let latency = self.latency ?? 0
            source = try SimulatedNetworkSource(
                wrapping: source,
                configuration: SimulatedNetworkSource.Configuration(
                    latency: .milliseconds(latency), jitter: .milliseconds(latency / 3), failureRate: failRate, seed: seed
                ))
        }
        return source
    }

    /// ``open(defaultLatency:)`` for a synchronous command, blocking the calling thread (the main
    /// thread, never one of Swift's cooperative pool) until the catalog is open.
    @available(*, noasync, message: "use open(defaultLatency:) in asynchronous code")
    func openBlocking(defaultLatency: Int) throws(CommandFailure) -> OpenedCatalog {
        guard isRemote else {
            let (source, name) = try makeSource(defaultLatency: defaultLatency)
            return OpenedCatalog(source: source, name: name, session: nil, photos: nil)
        }
        let arguments = self
        do {
            return try BlockingTask.run { try await arguments.open(defaultLatency: defaultLatency) }
        } catch {
            throw error as? CommandFailure ?? CommandFailure.badData("\(String(describing: error))")
        }
    }
}
