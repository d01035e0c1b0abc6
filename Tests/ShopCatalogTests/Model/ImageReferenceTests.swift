import Testing

@testable import ShopCatalog

@Suite("ImageReference", .timeLimit(.minutes(3)))
struct ImageReferenceTests {
    @Test func descriptionIsThePathOrTheURL() {
        #expect(ImageReference.file(path: "/srv/photos/a b.jpg").description == "/srv/photos/a b.jpg")
        #expect(ImageReference.remote(url: "https://example.com/a.jpg").description == "https://example.com/a.jpg")
        #expect(ImageReference.file(path: "x") != .remote(url: "x"))
    }
}
