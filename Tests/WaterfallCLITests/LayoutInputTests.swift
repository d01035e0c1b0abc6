import Foundation
import Testing
import WaterfallLayout
@testable import WaterfallCLI

@Suite("waterfall layout: reading items")
struct LayoutInputTests {
    func parse(_ json: String) throws(LayoutInputError) -> LayoutInput {
        try LayoutInput.parse(Data(json.utf8), source: "items.json")
    }

    func failure(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsHeightsImageSizesAndFullSpanItems() throws {
        let input = try parse(#"[3, {"width": 640, "height": 480}, {"height": 2, "fullSpan": true}, {"width": 10, "height": 5, "fullSpan": true}]"#)
        #expect(input.items == [
            .height(3, fullSpan: false), .image(width: 640, height: 480, fullSpan: false),
            .height(2, fullSpan: true), .image(width: 10, height: 5, fullSpan: true),
        ])
        let widths = ItemWidths(column: 32, fullSpan: 100)
        #expect(input.size(of: 1, widths: widths) == ItemSize(height: 24))
        #expect(input.size(of: 3, widths: widths) == ItemSize(height: 50, spansAllColumns: true))
    }

    @Test func namesTheFileItemAndFieldOfEveryProblem() {
        #expect(failure("[1,") == "items.json: not valid JSON (The given data was not valid JSON.)")
        #expect(failure(#"{"a": 1}"#)?.hasPrefix("items.json: expected a JSON array") == true)
        #expect(failure(#"[1, "x"]"#)?.hasPrefix("items.json: item 1: expected a whole number") == true)
        #expect(failure(#"[1, 2, {"height": 1.5}]"#) == #"items.json: item 2, field "height": expected a whole number"#)
        #expect(failure(#"[{"width": 3}]"#) == #"items.json: item 0, field "height": missing"#)
        #expect(failure(#"[{"width": 0, "height": 3}]"#) == "items.json: item 0: image size 0×3 must be positive")
        #expect(failure(#"[{"width": -4, "height": 3}]"#) == "items.json: item 0: image size -4×3 must be positive")
        #expect(failure(#"[{"height": 3, "fullSpan": "yes"}]"#) == #"items.json: item 0, field "fullSpan": expected true or false"#)
        #expect(failure(#"[null]"#)?.hasPrefix("items.json: item 0:") == true)
    }

    @Test func badHeightsAreLeftToTheLayoutsPolicy() throws {
        let input = try parse("[0, -5, 99999999]")
        #expect(input.items == [.height(0, fullSpan: false), .height(-5, fullSpan: false), .height(99_999_999, fullSpan: false)])
    }
}
