import Testing

@testable import ShopCatalogHTTP

/// Which addresses are fetched at all.
@Suite("RemoteURL", .timeLimit(.minutes(1)))
struct RemoteURLTests {
    @Test(arguments: [
        "http://127.0.0.1:8080/", "https://shop.example/products.json?page=2", "HTTPS://Shop.Example/a", "http://[::1]:9/x",
    ])
    func httpURLsWithAHostAreAccepted(text: String) {
        #expect(RemoteURL(text) != nil)
        #expect(RemoteURL.looksRemote(text))
    }

    @Test(arguments: [
        "file:///etc/passwd", "ftp://example.com/a", "http://", "http:///path", "/etc/passwd", "photos/a.jpg", "data:image/png;base64,AAAA",
        "http://example.com/a b", "http://example.com/\u{1B}[31m", "javascript:alert(1)",
    ])
    func everythingElseIsRefused(text: String) {
        #expect(RemoteURL(text) == nil)
    }

    @Test func relativeReferencesResolveToHTTPOnly() throws {
        let base = try #require(RemoteURL("https://shop.example/api/products?page=1"))
        #expect(base.resolving("?page=2")?.absoluteString == "https://shop.example/api/products?page=2")
        #expect(base.resolving("/items?page=2")?.absoluteString == "https://shop.example/items?page=2")
        #expect(base.resolving("//cdn.example/a.jpg")?.absoluteString == "https://cdn.example/a.jpg")
        #expect(base.resolving("file:///etc/passwd") == nil)
        #expect(base.origin == "https://shop.example:443")
        #expect(base.settingQuery([("page", "3"), ("limit", "30")]).absoluteString == "https://shop.example/api/products?page=3&limit=30")
    }

    @Test func messagesShowURLsSafelyAndShortly() {
        #expect(RemoteURL.forMessages("http://a/\u{1B}]0;x\u{07}") == "http://a/␛]0;x␇")
        let long = "http://example.com/" + String(repeating: "a", count: 300)
        #expect(RemoteURL.forMessages(long).count == 160)
        #expect(RemoteURL.forMessages(long).hasSuffix("…"))
    }
}
