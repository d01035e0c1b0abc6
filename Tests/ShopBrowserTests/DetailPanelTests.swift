import ShopCatalog
import Testing
@testable import ShopBrowser
import WaterfallTUI

@Suite("Detail panel", .timeLimit(.minutes(3)))
struct DetailPanelTests {
    @Test func listsTheFullTitlePriceAndEveryField() {
        let item = Fixtures.item("a12", title: "A very long title about a wonderful waterproof hiking jacket for every season", rating: 45)
        let lines = DetailPanel(theme: Theme(colorMode: .monochrome)).lines(for: item, width: 30)
        let titles = lines.compactMap { if case .title(let text) = $0 { text } else { nil } }
        #expect(titles.count > 1)
        #expect(titles.joined(separator: " ").contains("every season"), "the full title, not cut")
        #expect(lines.contains(.price("¥19.90")))
        #expect(lines.contains(.field(label: "shop", value: "Acme Store")))
        #expect(lines.contains(.field(label: "id", value: "a12")))
        #expect(lines.contains(.field(label: "rating", value: "★ 4.5 / 5")))
        #expect(lines.contains(.field(label: "image", value: "400 × 300 px")))
    }

    @Test func showsTheThumbnailBesideTheFieldsWhenThereIsRoom() throws {
        let red = RGB(red: 255, green: 0, blue: 0)
        let thumbnail = try #require(Thumbnail(width: 1, height: 1, pixels: [red]))
        let item = Fixtures.item("a", thumbnail: thumbnail)
        let area = try #require(DetailPanel.pictureArea(for: item, canvasWidth: 100))
        let picture = CardPicture(raster: CardPictureMaker(symbols: .halfBlocks, colorMode: .ansi256).raster(of: thumbnail, columns: area.columns, rows: area.rows))
        var wide = Canvas(width: 100, height: 30)
        DetailPanel(theme: Theme(colorMode: .ansi256)).draw(item, picture: picture, into: &wide)
        #expect(wide.cells.contains { $0.style.background == .indexed(196) }, "the red picture is drawn")
        #expect(DetailPanel.pictureArea(for: item, canvasWidth: 50) == nil)
        var narrow = Canvas(width: 50, height: 30)
        DetailPanel(theme: Theme(colorMode: .ansi256)).draw(item, picture: picture, into: &narrow)
        #expect(!narrow.cells.contains { $0.style.background == .indexed(196) })
        #expect(narrow.lines().joined().contains("Esc to close"))
    }

    @Test func controlCharactersAreNotedAndShownVisibly() {
        let item = Fixtures.item("a", title: "\u{1B}[2Jwipe")
        let lines = DetailPanel(theme: Theme(colorMode: .monochrome)).lines(for: item, width: 40)
        #expect(lines.contains { if case .field(label: "note", _) = $0 { true } else { false } })
        var canvas = Canvas(width: 80, height: 24)
        DetailPanel(theme: Theme(colorMode: .monochrome)).draw(item, picture: nil, into: &canvas)
        #expect(canvas.lines().joined().contains("␛[2Jwipe"))
    }
}
