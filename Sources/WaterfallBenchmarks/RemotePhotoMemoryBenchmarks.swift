import Foundation
import ShopBrowser
import ShopCatalog
import ShopCatalogHTTP
import WaterfallServer

/// Resident memory while the browser pages down through thousands of items whose photos all come
/// over HTTP, each a file of its own, from a real `waterfall serve` (the release binary, in its
/// own process, serving a JSON Lines catalog of ``DistinctPhotoSource``'s items), against the same
/// browser paging down through the same items read from files: the picture caches must stay
/// within their budgets, and the disk cache within its own (``diskBudget``, small enough to be
/// filled and trimmed many times over). Run in the memory child process (`remote` role).
enum RemotePhotoMemoryBenchmarks {
    static let checkpoints = [1_000, 2_500, 5_000, 10_000]
    /// The disk cache's budget in this benchmark.
    static let diskBudget = 64 << 20

    /// Measures and prints one table.
    @MainActor
    static func run(_ pages: MemoryPageSource) async {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-remote-memory-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            guard let source = try DistinctPhotoSource.make(from: pages, count: checkpoints.last ?? 0, in: directory + "/links") else {
                print("\n(remote photo memory benchmark skipped: no bundled item has a photo file)")
                return
            }
            let catalog = directory + "/items.jsonl"
            let lines = (0 ..< (checkpoints.last ?? 0)).map { index in
                let item = source.item(index)
                guard case .file(let path)? = item.image else { return ItemJSON.object(item, picture: nil) }
                return ItemJSON.object(item, picture: path)
            }
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: catalog))
            let server = try ServeProcess(catalog: catalog)
            defer { server.stop() }
            try await measure(local: source, address: server.address, cacheDirectory: directory + "/cache")
        } catch {
            print("\n(remote photo memory benchmark skipped: \(error))")
        }
    }

    @MainActor
    private static func measure(local source: DistinctPhotoSource, address: String, cacheDirectory: String) async throws {
        guard let url = RemoteURL(address), let cache = try? DiskCache(directory: cacheDirectory, budget: diskBudget) else {
            throw PictureStartupBenchmarks.Failure(description: "cannot use \(address) with a disk cache in \(cacheDirectory)")
        }
        let files = PictureMemoryBenchmarks.PagingBrowser(source, pictures: .auto)
        var local: [PictureMemoryBenchmarks.Reading] = []
        for checkpoint in checkpoints {
            local.append(await PictureMemoryBenchmarks.pageDown(files, to: checkpoint))
        }
        let session = RemoteSession(configuration: RemoteSession.Configuration(cache: cache))
        let photos = PhotoFetcher(session: session) { _ in .unreadable(reason: "a served catalog gives every size") }
        let catalog = try await RemoteCatalog.open(url, options: RemoteCatalogOptions(pageSize: DistinctPhotoSource.pageSize), session: session, photos: photos)
        let browser = PictureMemoryBenchmarks.PagingBrowser(catalog.source, pictures: .auto, photoSource: photos)
        var rows: [BenchmarkRow] = []
        for (index, checkpoint) in checkpoints.enumerated() {
            let reading = await PictureMemoryBenchmarks.pageDown(browser, to: checkpoint)
            guard let maker = browser.runtime.pictures?.maker else { break }
            let decoded = maker.decodedPhotos
            let renditions = browser.model.pictures.renditionBytes
            let used = cache.usedBytes
            let failed = browser.model.pictures.failureLog.count
            let within = decoded.totalBytes <= decoded.budget && renditions.held <= renditions.budget && used <= cache.budget && failed == 0
            rows.append(
                BenchmarkRow(
                    name: "\(reading.items) items over HTTP: decoded photos \(PictureMemoryBenchmarks.mebibytes(decoded.totalBytes)) of "
                        + "\(PictureMemoryBenchmarks.mebibytes(decoded.budget)), renditions \(PictureMemoryBenchmarks.mebibytes(renditions.held)) of "
                        + "\(PictureMemoryBenchmarks.mebibytes(renditions.budget)), disk cache \(PictureMemoryBenchmarks.mebibytes(used)) of "
                        + "\(PictureMemoryBenchmarks.mebibytes(cache.budget)); \(failed) photos failed",
                    ours: PictureMemoryBenchmarks.megabytes(reading.grown), baseline: PictureMemoryBenchmarks.megabytes(local[index].grown),
                    ratio: "\(format3(Double(reading.grown) / Double(max(1, local[index].grown))))× the files",
                    goal: goalVerdict("caches within budgets", within)
                ))
        }
        Harness.blackHole(browser)
        Harness.blackHole(files)
        await session.shutdown()
        printTable(
            title:
                "Photos over HTTP: memory while paging down through items with distinct photos from `waterfall serve` (\(PictureMemoryBenchmarks.width) × \(PictureMemoryBenchmarks.height), \(PictureMemoryBenchmarks.columns) columns; resident growth)",
            baselineName: "same browser, the same photos from files", rows: rows
        )
    }
}

/// The release `waterfall serve` running in its own process on a free port, serving `catalog`.
final class ServeProcess {
    /// `http://127.0.0.1:PORT/`.
    let address: String
    private let process: Process

    /// Starts `waterfall serve --data catalog --port 0` (the `waterfall` next to this executable)
    /// and reads the address it prints.
    init(catalog: String) throws {
        guard let executable = CatalogLocator.runningExecutablePath() else {
            throw PictureStartupBenchmarks.Failure(description: "cannot find this executable's path")
        }
        let waterfall = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("waterfall").path
        guard access(waterfall, X_OK) == 0 else {
            throw PictureStartupBenchmarks.Failure(description: "\(waterfall) not found; run `swift build -c release` first")
        }
        let output = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: waterfall)
        process.arguments = ["serve", "--data", catalog, "--port", "0", "--page-size", "\(DistinctPhotoSource.pageSize)"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed: [UInt8] = []
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            printed += chunk
        }
        guard let line = String(decoding: printed, as: UTF8.self).split(separator: "\n").first, line.hasPrefix("http") else {
            process.terminate()
            throw PictureStartupBenchmarks.Failure(description: "waterfall serve printed no address")
        }
        address = String(line)
    }

    /// Stops the server (SIGTERM) and waits for it.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
