import ArgumentParser
import Foundation
import ShopCatalog
import WaterfallServer

/// `waterfall serve`: serves a catalog and its photos over HTTP, in pages, as a shop's server
/// would, for `waterfall --data http://…` (and anything else that speaks HTTP).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a catalog and its photos over HTTP, in pages (for waterfall --data http://…).",
        discussion: """
            Prints the address it listens on (http://127.0.0.1:PORT/) on one line, then serves until \
            interrupted. GET / describes the catalog, /items?page=N is page N, /photos/N/I the photo of \
            item I of page N (docs/data-format.md, "Served pages").
            """
    )

    @Option(help: ArgumentHelp("A catalog directory, or a .json / .jsonl file of items (default: the bundled catalog).", valueName: "path"))
    var data: String?

    @Option(help: "The port to listen on; 0 picks a free one (the address printed says which).")
    var port: Int = 8080

    @Option(help: ArgumentHelp("The address to listen on; the default serves this machine only.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("Added to every page and photo request, in milliseconds (plus up to a third more at random).", valueName: "ms"))
    var latency: Int = 0

    @Option(name: .customLong("fail-rate"), help: ArgumentHelp("Probability (0 to 1) that a page or photo request fails with 503.", valueName: "p"))
    var failRate: Double = 0

    @Option(help: "Seed of the random latency and failures.")
    var seed: UInt64 = 1

    @Option(name: .customLong("page-size"), help: "Items per page for a single-file catalog.")
    var pageSize: Int = CatalogOptions.defaultPageSize

    func validate() throws {
        guard (0 ... 65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port).") }
        guard latency >= 0 else { throw ValidationError("--latency cannot be negative, got \(latency).") }
        guard failRate.isFinite, (0 ... 1).contains(failRate) else {
            throw ValidationError("--fail-rate must be a probability from 0 to 1, got \(failRate).")
        }
        guard (1 ... 1_000).contains(pageSize) else { throw ValidationError("--page-size must be from 1 to 1000, got \(pageSize).") }
    }

    func run() async throws {
        let server: CatalogServer
        do {
            let location = try CatalogLocator(explicitPath: data).locate()
            server = try CatalogServer(
                location: location, pageSize: pageSize,
                configuration: CatalogServer.Configuration(
                    host: host, port: port, latency: .milliseconds(latency), jitter: .milliseconds(latency / 3),
                    failureRate: failRate, seed: seed
                ))
        } catch {
            throw CommandFailure.badData(error.message)
        }
        do {
            try await server.run(stopsOnSignals: true) { address in
                FileHandle.standardOutput.write(Data((address + "\n").utf8))
            }
        } catch {
            throw CommandFailure(message: "cannot serve on \(host):\(port): \(error)", status: ExitCode(EX_UNAVAILABLE))
        }
    }
}
