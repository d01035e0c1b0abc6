import SeededRandom
import Testing

@testable import ShopCatalogHTTP

/// `Link` headers as Shopify and WordPress write them.
@Suite("LinkHeader", .timeLimit(.minutes(1)))
struct LinkHeaderTests {
    private let base = RemoteURL("https://shop.example/products.json?page=2")!

    @Test func theNextLinkIsFoundAmongOthers() {
        let shopify =
            #"<https://shop.example/products.json?page_info=abc&limit=30>; rel="previous", <https://shop.example/products.json?page_info=def&limit=30>; rel="next""#
        #expect(LinkHeader(shopify, relativeTo: base).next?.absoluteString == "https://shop.example/products.json?page_info=def&limit=30")
        let wordpress = #"</wp-json/wc/store/v1/products?page=1>; rel="prev", </wp-json/wc/store/v1/products?page=3>; rel="next""#
        #expect(LinkHeader(wordpress, relativeTo: base).next?.absoluteString == "https://shop.example/wp-json/wc/store/v1/products?page=3")
        #expect(LinkHeader("<https://a.example/x>; rel=\"next last\"", relativeTo: base).next?.absoluteString == "https://a.example/x")
    }

    @Test func aMissingNextIsTheLastPageOnlyWhenThereAreLinks() {
        let last = LinkHeader(#"<https://shop.example/products.json?page=1>; rel="previous""#, relativeTo: base)
        #expect(last.isPresent && last.next == nil)
        let none = LinkHeader(nil, relativeTo: base)
        #expect(!none.isPresent && none.next == nil)
        #expect(LinkHeader(#"<file:///etc/passwd>; rel="next""#, relativeTo: base).next == nil)
        #expect(LinkHeader(#"<unterminated; rel="next""#, relativeTo: base).next == nil)
    }

    @Test func randomListsFindTheirNext() {
        var random = SplitMix64(seed: 10)
        let relations = ["prev", "previous", "first", "last", "next"]
        for _ in 0 ..< 300 {
            let count = Int(random.next() % 5) + 1
            let chosen = (0 ..< count).map { _ in relations[Int(random.next() % UInt64(relations.count))] }
            let value = chosen.enumerated().map { "<https://shop.example/p?n=\($0.offset)>; rel=\"\($0.element)\"" }.joined(separator: ", ")
            let expected = chosen.firstIndex(of: "next").map { "https://shop.example/p?n=\($0)" }
            #expect(LinkHeader(value, relativeTo: base).next?.absoluteString == expected, "\(value)")
        }
    }
}
