import ShopBrowser
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

    /// Shuts the HTTP session down (from asynchronous code); fetches still running fail.
    func close() async {
        await session?.shutdown()
    }

    /// Shuts the HTTP session down, blocking until it is (from a synchronous command's `run()`,
    /// on the main thread); fetches still running fail.
    @available(*, noasync, message: "use close() in asynchronous code")
    func closeBlocking() {
        session?.shutdownBlocking()
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
