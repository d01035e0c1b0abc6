import SafeText
import ShopCatalog

/// The rule for pictures in catalogs read over HTTP: they may name only `http(s)` URLs. A local
/// path (relative or absolute) or a `file:` URL would make the browser read this machine's files
/// on a remote server's say, so an item naming one is skipped and reported, like any bad field.
enum RemoteImagePolicy {
    /// The message for a refused reference `text`, or nil when it is an acceptable `http(s)` URL
    /// (or not a string at all, which the item decoder reports itself). Never quotes `text`.
    static func refusal(of text: String) -> MessageText? {
        if RemoteURL(text) != nil { return nil }
        let lowered = text.lowercased()
        if lowered.hasPrefix("file:") {
            return "a catalog read over HTTP may name only http(s) pictures, not a file: URL"
        }
        if lowered.hasPrefix("http:") || lowered.hasPrefix("https:") {
            return "not a usable http(s) URL (it needs a host, and no spaces or control characters)"
        }
        return "a catalog read over HTTP may name only http(s) pictures, not a local path or another scheme"
    }

    /// Checks the `"image"` of a project-format `element` found in `file` at `location`: the
    /// issue that skips it, or nil when it may be decoded.
    static func issue(for element: JSONValue, file: String, location: CatalogIssue.Location) -> CatalogIssue? {
        guard case .object(let members) = element, case .string(let text)? = members["image"],
            let message = refusal(of: text)
        else { return nil }
        return CatalogIssue(
            file: file, location: location, itemID: RemoteJSON.string(members["id"]) ?? RemoteJSON.numberText(members["id"]), field: "image", message: message)
    }

    /// The URL a shop API's picture `source` names: an absolute `http(s)` URL, or a scheme-relative
    /// `//host/path` taken with the page's scheme; nil (with the refusal) for anything else.
    static func apiPicture(_ source: String, on page: RemoteURL) -> Result<RemoteURL, PictureRefusal> {
        if source.hasPrefix("//"), let resolved = page.resolving(source) { return .success(resolved) }
        if let url = RemoteURL(source) { return .success(url) }
        return .failure(PictureRefusal(message: refusal(of: source) ?? "not an http(s) URL"))
    }

    /// Why an API's picture was refused.
    struct PictureRefusal: Error {
        let message: MessageText
    }
}
