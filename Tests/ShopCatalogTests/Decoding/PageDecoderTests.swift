import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct PageDecoderTests {
    @Test func keepsOrderAndSkipsDuplicatesAndBadItems() throws {
        var decoder = PageDecoder(file: "p.json", imageBase: ".")
        let records = [Fixtures.itemJSON(id: "a"), Fixtures.itemJSON(id: "b", ["width": "0"]), Fixtures.itemJSON(id: "c"), Fixtures.itemJSON(id: "a")]
        for (index, record) in records.enumerated() {
            decoder.add(try JSONParser.parse(Array(record.utf8)), at: .item(index + 1))
        }
        #expect(decoder.result.items.map(\.id) == ["a", "c"])
        #expect(
            decoder.result.issues.map(\.description) == [
                #"p.json: item 2 ("id": "b"): field "width": image width must be at least 1"#,
                #"p.json: item 4 ("id": "a"): field "id": duplicate id, already used by item 1"#,
            ])
    }
}
