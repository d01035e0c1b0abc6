import ShopCatalog
import Testing
import WaterfallTUI

@testable import ShopBrowser

@Suite("Detail panel", .timeLimit(.minutes(3)))
struct DetailPanelTests {
    @Test func listsTheFullTitlePriceAndEveryField() {
        let item = Fixtures.item("a12", title: "A very long title about a wonderful waterproof hiking jacket for every season", rating: 45)
        let lines = DetailPanel.lines(for: item, width: 30)
        let titles = lines.compactMap { if case .title(let text) = $0 { text } else { nil } }
        #expect(titles.count > 1)
        #expect(titles.joined(separator: " ").contains("every season"), "the full title, not cut")
        #expect(lines.contains(.price("¥19.90")))
        #expect(lines.contains(.field(label: "shop", value: "Acme Store")))
        #expect(lines.contains(.field(label: "id", value: "a12")))
        #expect(lines.contains(.field(label: "rating", value: "★ 4.5 / 5")))
        #expect(lines.contains(.field(label: "image", value: "400 × 300 px")))
    }

    @Test func countsTheProductsPhotosWhenThereAreSeveral() throws {
        let plain = Fixtures.item("a")
        let photos: [ImageReference] = [.file(path: "/p/a.jpg"), .remote(url: "https://x.example/b.jpg"), .file(path: "/p/c.jpg"), .file(path: "/p/d.jpg")]
        let product = try #require(plain.product)
        let several = CatalogItem(
            id: "a", title: plain.title, price: product.price, imageWidth: 400, imageHeight: 300, shop: plain.origin, image: photos[0],
            morePhotos: Array(photos.dropFirst()))
        #expect(several.photos == photos)
        #expect(DetailPanel.lines(for: several, width: 40).contains(.field(label: "photos", value: "4")))
        let one = CatalogItem(id: "a", title: plain.title, price: product.price, imageWidth: 400, imageHeight: 300, shop: plain.origin, image: photos[0])
        #expect(!DetailPanel.lines(for: one, width: 40).contains { if case .field(label: "photos", _) = $0 { true } else { false } })
    }

    @Test func drawsInsideItsBoxOnly() {
        let item = Fixtures.item("a12", title: "Ceramic mug", rating: 45)
        var canvas = Canvas(width: 100, height: 30)
        let box = Rect(x: 52, y: 0, width: DetailPanel.width(onScreen: 100), height: 29)
        DetailPanel(theme: Theme(colorMode: .monochrome)).draw(item, in: box, into: &canvas)
        let lines = canvas.lines()
        #expect(lines[1].contains("Ceramic mug") && lines.joined().contains("★ 4.5 / 5"))
        #expect(lines.allSatisfy { $0.prefix(52).allSatisfy { $0 == " " } }, "nothing left of the box")
        #expect(DetailPanel.width(onScreen: 60) == 30, "at most half the screen")
    }

    @Test func controlCharactersAreNotedAndShownVisibly() {
        let item = Fixtures.item("a", title: "\u{1B}[2Jwipe")
        let lines = DetailPanel.lines(for: item, width: 40)
        #expect(lines.contains { if case .field(label: "note", _) = $0 { true } else { false } })
        var canvas = Canvas(width: 80, height: 24)
        DetailPanel(theme: Theme(colorMode: .monochrome)).draw(item, in: Rect(x: 32, y: 0, width: 48, height: 23), into: &canvas)
        #expect(canvas.lines().joined().contains("␛[2Jwipe"))
    }
}
