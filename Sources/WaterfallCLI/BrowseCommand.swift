import ArgumentParser
import ShopBrowser

/// `waterfall` (`waterfall browse`): the interactive terminal browser.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse the catalog in the terminal (the default). Press ? inside for the keys."
    )

    @OptionGroup var catalog: CatalogArguments
    @OptionGroup var display: DisplayArguments
    @OptionGroup var arrangement: ArrangementArguments
    @OptionGroup var photoDecoding: PhotoDecodingArguments
    @OptionGroup var marks: MarkArguments

    /// The simulated latency of a page when `--latency` is not given, in milliseconds.
    static let defaultLatency = 300

    func run() throws {
        let opened = try catalog.openForBrowsing(defaultLatency: Self.defaultLatency)
        defer { opened.closeBlocking() }
        var options = display.browserOptions(catalogName: opened.name, arrangement: arrangement.rules())
        // A search reads a catalog in files to its end; over the network, or without end, a bound.
        options.searchPages = catalog.isRemote || catalog.infinite ? BrowserOptions.defaultSearchPages : nil
        let status = try LiveBrowser.run(
            source: opened.source, options: options, display: display, photoDecoding: photoDecoding, marks: marks, notice: opened.cacheNotice
        ) { decoding in
            opened.services(decoding: decoding)
        }
        // A remote catalog that never opened ends with the status of a catalog that cannot be
        // read (the report above named why).
        if catalog.isRemote, status.pagesLoaded == 0, case .failed = status.phase {
            throw CommandFailure.dataErrorStatus
        }
    }
}
