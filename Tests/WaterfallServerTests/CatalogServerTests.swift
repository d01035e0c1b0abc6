import Foundation
import ShopCatalog
import ShopCatalogHTTP
import TestSupport
import Testing

@testable import WaterfallServer

/// `waterfall serve`'s server over loopback: its routes, what it refuses to serve, ranges and
/// validators, and its seeded network conditions.
@Suite("CatalogServer", .timeLimit(.minutes(2)))
struct CatalogServerTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let bundled = repository.appendingPathComponent("Data/catalog").path

    /// Runs `body` with the bundled catalog served (with `configuration`) and a session.
    private func serving<T>(
        _ location: CatalogLocation = .directory(CatalogServerTests.bundled), pageSize: Int = 30,
        configuration: CatalogServer.Configuration = .init(port: 0), _ body: (RemoteURL, RemoteSession) async throws -> T
    ) async throws -> T {
        let server = try await CatalogServer(location: location, pageSize: pageSize, configuration: configuration).start()
        let session = RemoteSession(configuration: RemoteSession.Configuration(connectTimeout: .seconds(30), readTimeout: .seconds(60)))
        do {
            let result = try await body(try #require(RemoteURL(server.address)), session)
            await session.shutdown()
            await server.stop()
            return result
        } catch {
            await session.shutdown()
            await server.stop()
            throw error
        }
    }

    /// GET `path` on `base`: the status and body, or the status of the error.
    private func get(_ path: String, on base: RemoteURL, session: RemoteSession, range: Int? = nil) async -> (status: Int, body: [UInt8]) {
        guard let url = base.resolving(path) else { return (-1, []) }
        do {
            let answer = try await session.fetch(
                FetchRequest(
                    url: url, kind: .page, accept: "*/*", acceptsCompression: false, maximumBytes: 8 << 20, deadline: .seconds(60), firstBytes: range
                ))
            return (answer.status, answer.body)
        } catch let RemoteError.status(_, code, _, _, _) {
            return (code, [])
        } catch {
            return (-2, Array("\(error)".utf8))
        }
    }

    @Test func theRootDescribesTheCatalog() async throws {
        try await serving { base, session in
            let root = await get("/", on: base, session: session)
            #expect(root.status == 200)
            #expect(
                String(decoding: root.body, as: UTF8.self)
                    == #"{"format":"waterfall-pages","version":1,"name":"Waterfall demo shop","pageSize":30,"first":"/items?page=1"}"#)
            let last = await get("/items?page=20", on: base, session: session)
            #expect(String(decoding: last.body, as: UTF8.self).hasSuffix(#""next":"/items?page=21"}"#))
            let past = await get("/items?page=21", on: base, session: session)
            #expect(String(decoding: past.body, as: UTF8.self) == #"{"format":"waterfall-page","version":1,"page":21,"items":[],"next":null}"#)
            #expect(await get("/items?page=0", on: base, session: session).status == 400)
            #expect(await get("/items?page=x", on: base, session: session).status == 400)
        }
    }

    @Test func photosAreTheFilesTheirItemsName() async throws {
        try await serving { base, session in
            let page = try await BundledCatalogSource(directory: CatalogServerTests.bundled).page(1)
            guard case .page(let local) = page else {
                Issue.record("no page")
                return
            }
            let index = try #require(local.items.firstIndex { $0.image != nil })
            guard case .file(let path)? = local.items[index].image else {
                Issue.record("no file")
                return
            }
            let photo = await get("/photos/1/\(index + 1)", on: base, session: session)
            #expect(photo.status == 200)
            #expect(photo.body == Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let start = await get("/photos/1/\(index + 1)", on: base, session: session, range: 100)
            #expect(start.status == 206)
            #expect(start.body == Array(photo.body.prefix(100)))
            let bundled = try BundledCatalogSource(directory: CatalogServerTests.bundled)
            for number in 1 ... bundled.pageCount {
                guard case .page(let page) = try await bundled.page(number), let noPhoto = page.items.firstIndex(where: { $0.image == nil }) else { continue }
                #expect(await get("/photos/\(number)/\(noPhoto + 1)", on: base, session: session).status == 404)
                break
            }
        }
    }

    @Test(arguments: [
        "/../Data/catalog/catalog.json", "/photos/../catalog.json", "/photos/%2e%2e/%2e%2e/etc/passwd", "/photos/1/../../etc/passwd",
        "/photos/1", "/photos/1/2/3", "/photos/-1/1", "/photos/1/99999", "/photos/999/1", "/catalog.json", "/page-01.json",
        "/etc/passwd", "//etc/passwd", "/photos//etc/passwd", "/items/../../etc/passwd",
    ])
    func nothingButTheCatalogIsServed(path: String) async throws {
        try await serving { base, _ in
            let status = try await RawHTTP.status(of: path, port: try #require(base.url.port))
            #expect([404, 400].contains(status), "\(path): \(status)")
        }
    }

    @Test func anItemsOtherPhotosAreServedByTheirPlace() async throws {
        let directory = try TemporaryDirectory()
        let photos = try FileManager.default.contentsOfDirectory(atPath: CatalogServerTests.repository.path + "/Data/photos").filter { $0.hasSuffix(".jpg") }
            .sorted().prefix(2).map { CatalogServerTests.repository.path + "/Data/photos/" + $0 }
        let secret = try directory.write("secret.txt", "password=hunter2")
        let images = [photos[0], photos[1], "https://cdn.example/c.jpg", secret].map { "\"\($0)\"" }.joined(separator: ",")
        let catalog = try directory.write(
            "items.json",
            #"[{"id": "a", "title": "A", "price": {"amount": 1}, "width": 1, "height": 1, "shop": "S", "image": "\#(photos[0])", "images": [\#(images)]}]"#)
        try await serving(.file(catalog)) { base, session in
            let page = String(decoding: await get("/items?page=1", on: base, session: session).body, as: UTF8.self)
            let origin = String(base.absoluteString.dropLast())
            #expect(
                page.contains(#""image":"\#(origin)/photos/1/1","images":["\#(origin)/photos/1/1/2","https://cdn.example/c.jpg","\#(origin)/photos/1/1/4"]"#),
                "\(page)")
            let first = Array(try Data(contentsOf: URL(fileURLWithPath: photos[0])))
            #expect(await get("/photos/1/1", on: base, session: session).body == first)
            #expect(await get("/photos/1/1/1", on: base, session: session).body == first)
            let second = await get("/photos/1/1/2", on: base, session: session)
            let secondFile = Array(try Data(contentsOf: URL(fileURLWithPath: photos[1])))
            #expect(second.status == 200 && second.body == secondFile)
            for missing in ["/photos/1/1/3", "/photos/1/1/4", "/photos/1/1/5", "/photos/1/1/0", "/photos/1/1/x"] {
                #expect(await get(missing, on: base, session: session).status == 404, "\(missing): a remote photo, a file that is no picture, none")
            }
        }
    }

    @Test func aPictureFileThatIsNotAPictureIsNotServed() async throws {
        let directory = try TemporaryDirectory()
        let secret = try directory.write("secret.txt", "password=hunter2")
        let catalog = try directory.write(
            "items.json", #"[{"id": "a", "title": "A", "price": {"amount": 1}, "width": 1, "height": 1, "shop": "S", "image": "\#(secret)"}]"#)
        try await serving(.file(catalog)) { base, session in
            #expect(await get("/photos/1/1", on: base, session: session).status == 404)
        }
    }

    @Test func unchangedPagesAndPhotosAnswer304() async throws {
        try await serving { base, session in
            let url = try #require(base.resolving("/items?page=2"))
            let first = try await session.fetch(
                FetchRequest(url: url, kind: .page, accept: "*/*", acceptsCompression: false, maximumBytes: 1 << 20, deadline: .seconds(60)))
            let etag = try #require(first.headers["etag"])
            let again = try await session.fetch(
                FetchRequest(
                    url: url, kind: .page, accept: "*/*", acceptsCompression: false, maximumBytes: 1 << 20, deadline: .seconds(60),
                    validators: CacheValidators(etag: etag, lastModified: nil)
                ))
            #expect(again.status == 304)
            #expect(first.headers["link"] == "</items?page=3>; rel=\"next\"")
        }
    }

    @Test func failuresAndDelaysFollowTheSeed() async throws {
        func outcomes() async throws -> [Int] {
            try await serving(configuration: .init(port: 0, latency: .milliseconds(20), failureRate: 0.5, seed: 42)) { base, session in
                var statuses: [Int] = []
                for number in [1, 2, 3, 1, 2, 3, 4, 5, 6, 7] {
                    statuses.append(await get("/items?page=\(number)", on: base, session: session).status)
                }
                return statuses
            }
        }
        let first = try await outcomes()
        #expect(first == (try await outcomes()))
        #expect(first.contains(503) && first.contains(200))
        let conditions = NetworkConditions(latency: .milliseconds(100), jitter: .milliseconds(30), failureRate: 0.25, seed: 5)
        let draws = (0 ..< 400).map { conditions.draw(for: "/items?page=\($0 % 7)") }
        #expect(draws.allSatisfy { $0.delay >= .milliseconds(100) && $0.delay <= .milliseconds(130) })
        let failures = draws.filter(\.fails).count
        #expect((60 ... 140).contains(failures))
    }

    @Test func aPortInUseIsAnError() async throws {
        let first = try await CatalogServer(location: .directory(CatalogServerTests.bundled), pageSize: 30, configuration: .init(port: 0)).start()
        let port = try #require(URL(string: first.address)?.port)
        await #expect(throws: CatalogServerStartFailure.self) {
            try await CatalogServer(location: .directory(CatalogServerTests.bundled), pageSize: 30, configuration: .init(port: port)).start()
        }
        await first.stop()
    }

    @Test func badOptionsAreRefused() {
        #expect(throws: CatalogError.invalidOption("port must be from 0 to 65535, got 70000")) {
            try CatalogServer(location: .directory(CatalogServerTests.bundled), pageSize: 30, configuration: .init(port: 70000))
        }
        #expect(throws: CatalogError.invalidOption("failure rate must be from 0 to 1, got 2.0")) {
            try CatalogServer(location: .directory(CatalogServerTests.bundled), pageSize: 30, configuration: .init(failureRate: 2))
        }
    }

    @Test(arguments: [
        ("bytes=0-99", 0 ... 99), ("bytes=10-", 10 ... 999), ("bytes=-50", 950 ... 999), ("bytes=990-5000", 990 ... 999),
    ])
    func byteRangesAreReadAsRFC9110Says(text: String, expected: ClosedRange<Int>) {
        #expect(PhotoResponse.byteRange(text, length: 1000) == expected)
    }

    @Test(arguments: ["bytes=1000-", "bytes=5-2", "bytes=0-1,5-6", "items=0-1", "bytes=-0", "bytes=x-y"])
    func otherRangesAreRefused(text: String) {
        #expect(PhotoResponse.byteRange(text, length: 1000) == nil)
    }
}
