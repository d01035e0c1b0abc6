import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct CatalogIssueTests {
    @Test func describesEveryPart() {
        let issue = CatalogIssue(file: "Data/catalog/page-03.json", location: .item(7), itemID: "a12", field: "price", message: "negative price -5")
        #expect(issue.description == #"Data/catalog/page-03.json: item 7 ("id": "a12"): field "price": negative price -5"#)
    }

    @Test func omitsUnknownIDAndFieldAndSanitisesTheID() {
        #expect(CatalogIssue(file: "x.jsonl", location: .line(4), itemID: nil, field: nil, message: "bad").description == "x.jsonl: line 4: bad")
        let escaped = CatalogIssue(file: "f", location: .page(2), itemID: "a\u{1B}[2J", field: "id", message: "m")
        #expect(escaped.description == "f: page 2 (\"id\": \"a␛[2J\"): field \"id\": m")
    }
}
