import Foundation
import HTTPTestSupport
import TestSupport
import Testing

/// `waterfall dump` against catalog servers whose paging goes round — a next link to the page
/// itself, back to an earlier page, the same items on every page — in every source shape: it
/// prints its frame and ends, and says on standard error where the catalog stopped.
@Suite("Paging that ends, end to end", .timeLimit(.minutes(4)))
struct PagingLoopEndToEndTests {
    static let cases = PagingLoop.Shape.allCases.flatMap { shape in PagingLoop.Loop.allCases.map { (shape, $0) } }

    @Test(arguments: cases)
    func dumpEndsAndSaysWhereTheCatalogStopped(shape: PagingLoop.Shape, kind: PagingLoop.Loop) async throws {
        let binary = try EndToEnd.waterfallBinary()
        let loop = PagingLoop(shape: shape, loop: kind)
        let cache = try TemporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        let server = try await TestServer.start { loop.respond($0) }
        let output: ProcessOutput
        do {
            output = try await EndToEnd.run(
                binary,
                ["dump", "--data", server.url(shape.start).absoluteString, "--format", shape.format, "--page-size", "2", "--width", "100", "--height", "60"],
                environment: environment, timeout: .seconds(60))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Mug \(kind == .sameItems ? 1 : 11)"), "the frame is printed: \(output.stdout)")
        #expect(output.stderr.contains("waterfall: " + loop.stopMessage(target: server.url(loop.stopTarget))), "\(output.stderr)")
        #expect(loop.pageRequests.count <= loop.pagesBeforeStop + 1, "\(loop.pageRequests)")
    }
}
