import Colors
import SeededRandom
import ShopCatalog
import Testing

@testable import WaterfallServer

/// What the server writes is what the catalog decoder reads: random items, texts with quotes,
/// backslashes, control characters and escapes, round-trip exactly.
@Suite("ItemJSON", .timeLimit(.minutes(1)))
struct ItemJSONTests {
    private func text(_ random: inout SplitMix64, length: Int) -> String {
        let pieces = ["a", "Z", "中", "😀", "\"", "\\", "\u{1B}[31m", "\n", "\t", "\u{7F}", "\u{202E}", " ", "é", "/"]
        return (0 ..< length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    private func item(_ random: inout SplitMix64, index: Int) -> CatalogItem {
        let width = Int(random.next() % 2000) + 100
        let height = Int(random.next() % 2000) + 100
        let currencies = ["CNY", "USD", "JPY", "EUR", "XYZ"]
        return CatalogItem(
            id: "id-\(index)-" + String(random.next() % 1000),
            title: CatalogText("T" + text(&random, length: Int(random.next() % 40))),
            price: Price(minorUnits: Int64(random.next() % 10_000_000), currency: currencies[Int(random.next() % 5)])!,
            imageWidth: width, imageHeight: height,
            shop: CatalogText("S" + text(&random, length: Int(random.next() % 10))),
            color: random.next() % 2 == 0 ? RGB(red: UInt8(random.next() % 256), green: 7, blue: 200) : nil,
            rating: random.next() % 2 == 0 ? Rating(tenths: Int(random.next() % 51)) : nil,
            sales: random.next() % 2 == 0 ? Int(random.next() % 100_000) : nil,
            thumbnail: random.next() % 3 == 0
                ? Thumbnail(width: 2, height: 1, pixels: [RGB(red: 1, green: 2, blue: 3), RGB(red: 250, green: 251, blue: 252)]) : nil,
            image: random.next() % 2 == 0 ? .remote(url: "http://127.0.0.1:8080/photos/1/\(index)") : nil,
            morePhotos: (0 ..< Int(random.next() % 4)).map { .remote(url: "http://127.0.0.1:8080/photos/1/\(index)/\($0 + 2)") },
            span: [CardSpan.single, .single, .single, .columns(2), .full][Int(random.next() % 5)]
        )
    }

    @Test func randomItemsRoundTripThroughTheCatalogDecoder() throws {
        var random = SplitMix64(seed: 14)
        for round in 0 ..< 200 {
            let original = item(&random, index: round)
            let text = ItemJSON.object(original, picture: original.image?.description, morePictures: original.morePhotos.map(\.description))
            var decoder = PageDecoder(file: "served", imageBase: "/")
            decoder.add(try JSONParser.parse(Array(text.utf8)), at: .item(1))
            #expect(decoder.result.issues.isEmpty, "\(decoder.result.issues)")
            #expect(decoder.result.items == [original], "\(text)")
        }
    }

    @Test func controlCharactersAreEscapedNotSent() {
        #expect(ItemJSON.string("a\u{1B}b\u{0}c\u{7F}\"\\") == #""a\u001bb\u0000c\u007f\"\\""#)
        #expect(!ItemJSON.string("\u{1B}[2J").unicodeScalars.contains { $0.value < 0x20 })
    }
}
