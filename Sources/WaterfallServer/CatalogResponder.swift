import Foundation
import HTTPTypes
import Hummingbird
import ShopCatalog
import ShopCatalogHTTP
import Synchronization

/// Answers the requests of `waterfall serve` (docs/data-format.md, *Served pages*):
/// `GET /` (the description), `GET /items?page=N` (a page, its photos rewritten to this
/// server's `/photos/N/I` URLs, and `/photos/N/I/K` for an item's other photos), `GET
/// /photos/N/I[/K]` (the file of that item's photo, with `Range` and `ETag` support). Everything else is 404: no path of the request is ever used as a file
/// path, so nothing outside the catalog's own photos can be read.
struct CatalogResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let catalog: ServedCatalog
    let conditions: NetworkConditions?
    /// `http://host:port` of the listening socket, set once it is bound.
    let boundOrigin: ListeningAddress

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return CatalogResponder.error(.methodNotAllowed, "only GET is served")
        }
        let path = request.uri.path
        if path == "/" { return description() }
        guard path == ServedCatalogFormat.itemsPath || path.hasPrefix(ServedCatalogFormat.photosPath) else {
            return CatalogResponder.error(.notFound, "no such resource; see / for the catalog")
        }
        if let conditions {
            let draw = conditions.draw(for: request.uri.description)
            if draw.delay > .zero { try await Task.sleep(for: draw.delay) }
            if draw.fails {
                var response = CatalogResponder.error(.serviceUnavailable, "simulated failure (--fail-rate)")
                response.headers[.retryAfter] = "1"
                return response
            }
        }
        if path == ServedCatalogFormat.itemsPath {
            return try await page(request)
        }
        return try await photo(request, path: path)
    }

    /// The catalog's description.
    private func description() -> Response {
        let body =
            "{\"format\":" + ItemJSON.string(ServedCatalogFormat.description) + ",\"version\":\(ServedCatalogFormat.version),"
            + "\"name\":" + ItemJSON.string(catalog.name) + ",\"pageSize\":\(catalog.pageSize),"
            + "\"first\":" + ItemJSON.string(ServedCatalogFormat.itemsPath + "?page=1") + "}"
        return CatalogResponder.json(Array(body.utf8), etag: nil)
    }

    /// `/items?page=N`.
    private func page(_ request: Request) async throws -> Response {
        let parameter = request.uri.queryParameters["page"].map(String.init) ?? "1"
        guard let number = Int(parameter), number >= 1, number <= 1_000_000_000 else {
            return CatalogResponder.error(.badRequest, "page must be a whole number from 1")
        }
        let document: PageDocument
        do {
            document = try await catalog.document(number, origin: origin(of: request))
        } catch {
            return CatalogResponder.error(.internalServerError, "page \(number) cannot be read: \(error)")
        }
        var response = CatalogResponder.json(document.body, etag: document.etag, request: request)
        if document.exists, let link = HTTPField.Name("Link") {
            response.headers[link] = "<\(ServedCatalogFormat.itemsPath)?page=\(number + 1)>; rel=\"next\""
        }
        return response
    }

    /// `/photos/N/I`, or `/photos/N/I/K` for the item's photo K (from 1).
    private func photo(_ request: Request, path: String) async throws -> Response {
        let parts = path.dropFirst(ServedCatalogFormat.photosPath.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let number = Int(parts[0]), let index = Int(parts[1]),
            let position = parts.count == 3 ? Int(parts[2]) : 1,
            let photo = try? await catalog.photo(page: number, item: index, position: position)
        else {
            return CatalogResponder.error(.notFound, "no such photo")
        }
        return PhotoResponse.make(bytes: photo.bytes, format: photo.format, etag: photo.etag, request: request)
    }

    /// `http://host:port` as the client reached this server (its `Host` header, when it is a
    /// plain host and port), else the listening address.
    private func origin(of request: Request) -> String {
        if let host = request.head.authority, !host.isEmpty, host.count <= 255,
            host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-:[]".contains($0)) })
        {
            return "http://" + host
        }
        return boundOrigin.origin
    }

    /// A JSON answer, 304 when `request` already has `etag`.
    static func json(_ body: [UInt8], etag: String?, request: Request? = nil) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        if let etag {
            headers[.eTag] = etag
            if request?.headers[.ifNoneMatch] == etag { return Response(status: .notModified, headers: headers) }
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// An error answer with a one-line JSON body.
    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        let body = "{\"error\":" + ItemJSON.string(message) + "}"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}

/// The `http://host:port` a server listens on, known once its socket is bound. Thread-safe.
final class ListeningAddress: Sendable {
    private let value: Mutex<String>

    /// Starts as `origin` (the configured address).
    init(_ origin: String) {
        value = Mutex(origin)
    }

    /// The address.
    var origin: String {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
