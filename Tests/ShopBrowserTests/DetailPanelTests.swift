import Colors
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
        let several = ShopItem(
            id: "a", title: plain.title, price: product.price, imageWidth: 400, imageHeight: 300, shop: plain.shop, image: photos[0],
            morePhotos: Array(photos.dropFirst()))
        #expect(several.photos == photos)
        #expect(DetailPanel.lines(for: several, width: 40).contains(.field(label: "photos", value: "4")))
        let one = ShopItem(id: "a", title: plain.title, price: product.price, imageWidth: 400, imageHeight: 300, shop: plain.shop, image: photos[0])
        #expect(!DetailPanel.lines(for: one, width: 40).contains { if case .field(label: "photos", _) = $0 { true } else { false } })
    }

    @Test func showsTheThumbnailBesideTheFieldsWhenThereIsRoom() throws {
        let red = RGB(red: 255, green: 0, blue: 0)
        let thumbnail = try #require(Thumbnail(width: 1, height: 1, pixels: [red]))
        let item = Fixtures.item("a", thumbnail: thumbnail)
        let area = try #require(DetailPanel.pictureArea(for: item, canvas: Size(width: 100, height: 30)))
        let picture = CardPicture(
            raster: CardRasterizer(symbols: .halfBlocks, colorMode: .ansi256).raster(of: thumbnail, columns: area.columns, rows: area.rows))
        var wide = Canvas(width: 100, height: 30)
        DetailPanel(theme: Theme(colorMode: .ansi256)).draw(item, picture: picture, into: &wide)
        #expect(wide.cells.filter { $0.style.background == .indexed(196) }.count == area.columns * area.rows, "the red picture is drawn whole")
        #expect(DetailPanel.pictureArea(for: item, canvas: Size(width: 24, height: 10)) == nil, "no room on a tiny screen")
        var tiny = Canvas(width: 24, height: 10)
        DetailPanel(theme: Theme(colorMode: .ansi256)).draw(item, picture: picture, into: &tiny)
        #expect(!tiny.cells.contains { $0.style.background == .indexed(196) })
        #expect(tiny.lines().joined().contains("Esc to close"))
    }

    @Test func controlCharactersAreNotedAndShownVisibly() {
        let item = Fixtures.item("a", title: "\u{1B}[2Jwipe")
        let lines = DetailPanel.lines(for: item, width: 40)
        #expect(lines.contains { if case .field(label: "note", _) = $0 { true } else { false } })
        var canvas = Canvas(width: 80, height: 24)
        DetailPanel(theme: Theme(colorMode: .monochrome)).draw(item, picture: nil, into: &canvas)
        #expect(canvas.lines().joined().contains("␛[2Jwipe"))
    }

    /// The picture is as large as the panel allows at its shape: it touches the room's limit in
    /// one direction, beside the text on a wide screen and above it on a narrow one, and the
    /// text keeps all its lines.
    @Test(arguments: [(200, 60), (120, 40), (80, 24), (60, 40), (50, 30), (40, 50)])
    func thePictureTakesTheRoomThereIs(size: (Int, Int)) throws {
        let canvas = Size(width: size.0, height: size.1)
        for (imageWidth, imageHeight) in [(1_600, 900), (600, 900), (800, 800)] {
            let item = Fixtures.item("p", title: "A photo of something", imageWidth: imageWidth, imageHeight: imageHeight)
            let layout = DetailPanel.layout(for: item, canvas: canvas)
            let picture = try #require(layout.picture, "\(size) \(imageWidth)×\(imageHeight): a picture")
            let box = layout.box
            #expect(box.x >= 0 && box.y >= 0 && box.maxX <= size.0 && box.maxY <= size.1)
            #expect(picture.maxX <= box.width - 2 && picture.maxY <= box.height - 2, "inside the border")
            #expect(!picture.intersects(layout.text), "the text is not under the picture")
            let lines = DetailPanel.lines(for: item, width: layout.text.width)
            #expect(lines.count <= layout.text.height, "\(size): every text line shows")
            // As large as allowed: one more column (and its rows) would not fit.
            let beside = picture.maxX < layout.text.x
            let roomWidth = beside ? layout.text.x - 2 - 2 : box.width - 4
            let roomHeight = box.height - 4 - (beside ? 0 : lines.count + 1)
            #expect(
                picture.width == roomWidth || picture.height >= roomHeight - 1 || picture.height == (box.height - 4) / 2,
                "\(size) \(imageWidth)×\(imageHeight): \(picture) in room \(roomWidth)×\(roomHeight)")
            #expect(picture.width >= min(size.0, size.1) / 3, "\(size): a large picture, \(picture.width) columns")
        }
    }
}
