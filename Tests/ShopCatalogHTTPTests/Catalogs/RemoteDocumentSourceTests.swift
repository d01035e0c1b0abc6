import Foundation
import HTTPTestSupport
import ShopCatalog
import Testing

@testable import ShopCatalogHTTP

/// One `.json` or `.jsonl` file at a URL: recognised, cut into pages of `--page-size` exactly as
/// the same file on disk is, except that its local pictures are refused.
@Suite("A catalog file over HTTP", .timeLimit(.minutes(2)))
struct RemoteDocumentSourceTests {
    /// The pages of the repository's `Data/examples/name` served at `/name`, and the same file
    /// read from disk, both in pages of `pageSize`.
    private func bothWays(_ name: String, pageSize: Int) async throws -> (remote: RemoteCatalog, remotePages: [CatalogPage], local: [CatalogPage]) {
        let path = TestFiles.repository.appendingPathComponent("Data/examples/" + name).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let (catalog, pages) = try await withTestServer({ _ in Answer.ok(bytes, contentType: "application/octet-stream") }) { server in
            try await withSession { session in
                let catalog = try await RemoteCatalog.open(
                    server.url("/" + name), options: RemoteCatalogOptions(pageSize: pageSize), session: session, photos: nil)
                return (catalog, try await Pages.all(catalog.source))
            }
        }
        return (catalog, pages, try await Pages.all(try FileCatalogSource(path: path, pageSize: pageSize)))
    }

    @Test(arguments: [("small.json", 5), ("items.jsonl", 7), ("bad-items.jsonl", 4)])
    func aFileAtAURLIsPagedAsOnDisk(name: String, pageSize: Int) async throws {
        let (remote, remotePages, local) = try await bothWays(name, pageSize: pageSize)
        #expect(remote.name == name)
        #expect(remote.format == .waterfall)
        #expect(remotePages.count == local.count)
        for (remotePage, localPage) in zip(remotePages, local) {
            #expect(remotePage.items == localPage.items.filter { $0.image == nil })
            let refused = localPage.items.filter { $0.image != nil }.map(\.id)
            #expect(remotePage.issues.filter { $0.field == "image" }.map(\.itemID) == refused)
            #expect(
                remotePage.issues.filter { $0.field != "image" }.map { "\($0.location) \($0.field ?? "-") \($0.message)" }
                    == localPage.issues.map { "\($0.location) \($0.field ?? "-") \($0.message)" })
        }
    }

    @Test func aFileLargerThanTheLimitIsRefused() async throws {
        let big = "[" + Array(repeating: "1", count: 600_000).joined(separator: ",") + "]"
        try await withTestServer({ _ in Answer.ok(big) }) { server in
            try await withSession { session in
                await #expect(throws: RemoteError.announcedTooLarge(url: server.url("/big.json"), announced: Int64(big.utf8.count), limit: 1_000_000)) {
                    try await RemoteCatalog.open(
                        server.url("/big.json"), options: RemoteCatalogOptions(maximumDocumentBytes: 1_000_000), session: session, photos: nil)
                }
            }
        }
    }
}
