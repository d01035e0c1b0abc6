import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `waterfall serve` and `waterfall dump --data http://…` as real processes over loopback: the
/// frame drawn from the served catalog is the frame drawn from its files, a second run draws it
/// from the disk cache with the server gone, and the server stops cleanly on SIGTERM.
@Suite("waterfall serve ⇄ waterfall dump over loopback", .timeLimit(.minutes(3)))
struct ServeEndToEndTests {
    @Test func theServedCatalogDrawsTheSameFrameAsItsFilesThenFromTheCache() async throws {
        let binary = try EndToEnd.waterfallBinary()
        let cache = try TemporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        environment.removeValue(forKey: "WATERFALL_DATA")
        let serve = try await RunningServe.start(binary, environment: environment)
        let (server, address) = (serve.process, serve.address)
        defer { serve.stop() }
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/"))

        let frame = ["--width", "100", "--height", "40", "--scroll", "90", "--columns", "3", "--images", "off"]
        let local = try await EndToEnd.run(binary, ["dump", "--data", EndToEnd.catalogPath] + frame, environment: environment)
        let remote = try await EndToEnd.run(binary, ["dump", "--data", address] + frame, environment: environment, timeout: .seconds(60))
        #expect(local.status == 0 && remote.status == 0, "\(remote.stderr)")
        #expect(remote.stdout == local.stdout)
        #expect(remote.stdout.contains("Waterfall demo shop"))
        #expect(FileManager.default.fileExists(atPath: cache.path + "/waterfall/CACHEDIR.TAG"))

        #expect(kill(server.pid, SIGTERM) == 0)
        let deadline = ContinuousClock.now + .seconds(10)
        var status: Int32?
        while status == nil, ContinuousClock.now < deadline {
            status = try server.exitStatus()
            if status == nil { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(status == 0, "waterfall serve should stop cleanly on SIGTERM")

        let offline = try await EndToEnd.run(binary, ["dump", "--data", address, "--offline"] + frame, environment: environment, timeout: .seconds(60))
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == local.stdout)
    }

    @Test func aServerThatIsNotThereIsABadDataError() async throws {
        let binary = try EndToEnd.waterfallBinary()
        let cache = try TemporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        let serve = try await RunningServe.start(binary, environment: environment)
        let address = serve.address
        serve.stop()
        let output = try await EndToEnd.run(binary, ["dump", "--data", address], environment: environment, timeout: .seconds(30))
        #expect(output.status == 65)
        #expect(output.stderr.contains("cannot open the catalog: \(address): cannot connect: connection refused"), "\(output.stderr)")
        let offline = try await EndToEnd.run(binary, ["dump", "--data", address + "nothing", "--offline"], environment: environment)
        #expect(offline.status == 65)
        #expect(offline.stderr.contains("not in the disk cache, and --offline forbids fetching it"), "\(offline.stderr)")
    }
}
