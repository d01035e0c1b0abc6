import ArgumentParser
import Foundation
import ShopCatalog
import ShopCatalogHTTP
import WaterfallPictures

/// The options of catalogs read over HTTP (`--data http(s)://…`), shared by the browser and `dump`.
struct RemoteArguments: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "For --data http(s)://…: auto (recognise the answer), waterfall (a .json / .jsonl file, or `waterfall serve`), shopify, woocommerce or dummyjson.",
            valueName: "auto|waterfall|shopify|woocommerce|dummyjson"
        ))
    var format: FormatArgument = .auto

    @Option(
        name: .customLong("disk-cache"),
        help: ArgumentHelp(
            "Pages and photos of remote catalogs kept on disk ($XDG_CACHE_HOME/waterfall), in MiB; 0 keeps none.", valueName: "MiB"
        ))
    var diskCache: Int = 256

    @Flag(help: "Use only what the disk cache holds of a remote catalog; fetch nothing.")
    var offline = false

    func validate() throws {
        guard (0 ... 65_536).contains(diskCache) else {
            throw ValidationError("--disk-cache must be from 0 to 65536 MiB, got \(diskCache).")
        }
        if offline, diskCache == 0 { throw ValidationError("--offline needs the disk cache; --disk-cache 0 turns it off.") }
    }

    /// Reads a picture's size from its first bytes for the shop APIs that give none (WooCommerce,
    /// DummyJSON): WaterfallPictures' header reader (JPEG after any EXIF block, PNG, WebP, GIF),
    /// the size as the picture is shown (EXIF orientation applied).
    static let pictureHeaderReader: HeaderReader = { bytes in
        switch PictureHeaderReader().read(bytes) {
        case .header(let header): return .size(width: header.size.width, height: header.size.height)
        case .needMoreBytes: return .needMoreBytes
        case .failure(let error): return .unreadable(reason: error.description)
        }
    }

    /// A session for remote catalogs: the disk cache in the standard place (or none, with a
    /// warning on standard error when it cannot be used at all), offline if asked. What the cache
    /// warns about later is kept in its ``DiskCache/warnings`` (see ``OpenedCatalog/cacheWarnings``).
    func makeSession(environment: [String: String] = ProcessInfo.processInfo.environment) -> RemoteSession {
        var cache: DiskCache?
        if diskCache > 0 {
            do throws(DiskCacheError) {
                guard let directory = DiskCache.standardDirectory(environment: environment) else {
                    throw DiskCacheError.unusable(path: "the cache directory", reason: "neither HOME nor XDG_CACHE_HOME is set")
                }
                cache = try DiskCache(directory: directory, budget: diskCache << 20)
            } catch {
                StandardStreams.writeError("waterfall: cannot use the disk cache: \(error.message); continuing without it")
            }
        }
        return RemoteSession(configuration: RemoteSession.Configuration(offline: offline, cache: cache))
    }

    /// The URL `--data` names, or ``CommandFailure/badData(_:)`` when it is not a usable one.
    static func url(_ address: String) throws(CommandFailure) -> RemoteURL {
        guard let url = RemoteURL(address) else {
            throw CommandFailure.badData("--data \(RemoteURL.forMessages(address)): not a usable http(s) URL (it needs a host, and no spaces)")
        }
        return url
    }

    /// Opens the catalog at `url` through `session`: recognises or uses `--format`, cuts a single
    /// file into pages of `pageSize`, reads the sizes an API does not give through `photos`.
    /// Waits for the first answer when the format must be recognised. Throws
    /// ``CommandFailure/badData(_:)`` naming the URL and what is wrong.
    func open(_ url: RemoteURL, pageSize: Int, session: RemoteSession, photos: PhotoFetcher) async throws(CommandFailure) -> RemoteCatalog {
        do {
            return try await openCatalog(url, pageSize: pageSize, session: session, photos: photos)
        } catch {
            throw CommandFailure.badData("cannot open the catalog: \(error)")
        }
    }

    /// ``open(_:pageSize:session:photos:)`` throwing what the opening threw (a ``RemoteError``
    /// keeps telling whether trying again may help).
    func openCatalog(_ url: RemoteURL, pageSize: Int, session: RemoteSession, photos: PhotoFetcher) async throws -> RemoteCatalog {
        try await RemoteCatalog.open(url, options: RemoteCatalogOptions(format: format.format, pageSize: pageSize), session: session, photos: photos)
    }
}

/// `--format`.
enum FormatArgument: String, ExpressibleByArgument, CaseIterable {
    case auto
    case waterfall
    case shopify
    case woocommerce
    case dummyjson

    /// The format, nil for auto.
    var format: RemoteFormat? {
        self == .auto ? nil : RemoteFormat(rawValue: rawValue)
    }
}
