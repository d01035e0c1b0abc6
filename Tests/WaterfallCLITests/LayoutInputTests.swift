import SeededRandom
import Testing
import WaterfallLayout

@testable import WaterfallCLI

@Suite("waterfall layout: reading items", .timeLimit(.minutes(3)))
struct LayoutInputTests {
    func parse(_ json: String) throws(LayoutInputError) -> LayoutInput {
        try LayoutInput.parse(Array(json.utf8), source: "items.json")
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
        #expect(
            input.items == [
                .height(3, span: .single), .image(width: 640, height: 480, span: .single),
                .height(2, span: .full), .image(width: 10, height: 5, span: .full),
            ])
        let widths = ItemWidths(column: 32, fullSpan: 100)
        #expect(input.size(of: 1, widths: widths) == ItemSize(height: 24))
        #expect(input.size(of: 3, widths: widths) == ItemSize(height: 50, isFullSpan: true))
    }

    @Test func wholeNumbersMayBeWrittenWithAFractionOrExponentAndNullMeansAbsent() throws {
        let input = try parse(#"[12.0, 1.2e1, {"height": 4, "width": null, "fullSpan": null, "note": "ignored"}]"#)
        #expect(input.items == [.height(12, span: .single), .height(12, span: .single), .height(4, span: .single)])
    }

    @Test(arguments: [
        ("[12, 7,]", "items.json: invalid JSON at line 1, column 8: unexpected ']', expected a value"),
        ("[1,", "items.json: invalid JSON at line 1, column 4: unexpected end of input, expected a value"),
        ("[\n  1,\n  2 3]", "items.json: invalid JSON at line 3, column 5: expected ',' or ']' in array"),
        ("[1] // heights", "items.json: invalid JSON at line 1, column 5: unexpected text after the JSON value"),
        ("<html><body>502</body></html>", "items.json: not JSON: it looks like HTML"),
        (#"[1, {"h\u001b]2;x\u0007" 2}]"#, "items.json: invalid JSON at line 1, column 26: expected ':' after a member name"),
        ("", "items.json: not JSON: it is empty"),
        (#"{"a": 1}"#, #"items.json: expected a JSON array of item heights or {"width":…,"height":…} image sizes, got an object"#),
        (#"[1, "x"]"#, #"items.json: item 1: expected a whole number or an object with "height" (and "width" for an image size), got a string"#),
        ("[null]", #"items.json: item 0: expected a whole number or an object with "height" (and "width" for an image size), got null"#),
        ("[1.5]", "items.json: item 0: expected a whole number, got a fraction"),
        ("[NaN]", "items.json: item 0: expected a whole number, got NaN or infinity"),
        ("[1e30]", "items.json: item 0: whole number out of range"),
        (#"[1, 2, {"height": 1.5}]"#, #"items.json: item 2, field "height": expected a whole number, got a fraction"#),
        (#"[{"height": "3"}]"#, #"items.json: item 0, field "height": expected a whole number, got a string"#),
        (#"[{"width": 3}]"#, #"items.json: item 0, field "height": missing"#),
        (#"[{"width": 3, "height": null}]"#, #"items.json: item 0, field "height": missing"#),
        (#"[{"width": 0, "height": 3}]"#, "items.json: item 0: an image size must be positive"),
        (#"[{"width": -4, "height": 3}]"#, "items.json: item 0: an image size must be positive"),
        (#"[{"width": 1e99, "height": 3}]"#, #"items.json: item 0, field "width": whole number out of range"#),
        (#"[{"height": 3, "fullSpan": "yes"}]"#, #"items.json: item 0, field "fullSpan": expected true or false, got a string"#),
    ])
    func namesTheFileItemAndFieldOrThePositionOfEveryProblem(json: String, message: String) {
        #expect(failure(json) == message)
    }

    @Test func standardInputIsNamedAsTheSource() {
        #expect(throws: LayoutInputError(source: "standard input", message: "invalid JSON at line 1, column 8: unexpected ']', expected a value")) {
            try LayoutInput.parse(Array("[12, 7,]".utf8), source: "standard input")
        }
    }

    @Test func badHeightsAreLeftToTheLayoutsPolicy() throws {
        let input = try parse("[0, -5, 99999999]")
        #expect(input.items == [.height(0, span: .single), .height(-5, span: .single), .height(99_999_999, span: .single)])
    }

    @Test func randomItemListsReadBackAsWritten() throws {
        var rng = SplitMix64(seed: 42)
        let spans: [ItemSpan] = [.single, .full, .columns(2), .columns(3), .columns(0), .columns(-2), .columns(40)]
        for _ in 0 ..< 300 {
            let items: [LayoutInput.Item] = (0 ..< Int(rng.next() % 12)).map { _ in
                let span = rng.next() % 2 == 0 ? ItemSpan.single : spans[Int(rng.next() % UInt64(spans.count))]
                if rng.next() % 2 == 0 { return .height(Int(rng.next() % 200) - 20, span: span) }
                return .image(width: Int(rng.next() % 4_000) + 1, height: Int(rng.next() % 4_000) + 1, span: span)
            }
            func written(_ span: ItemSpan) -> String {
                switch span {
                case .full: return rng.next() % 2 == 0 ? #""fullSpan": true"# : #""span": "full""#
                case .columns(1): return rng.next() % 2 == 0 ? #""fullSpan": false"# : #""span": "column""#
                case .columns(let count): return #""span": \#(count)"#
                }
            }
            let json =
                "["
                + items.map { item -> String in
                    switch item {
                    case .height(let height, .columns(1)) where rng.next() % 2 == 0: return "\(height)"
                    case .height(let height, let span): return #"{"height": \#(height), \#(written(span))}"#
                    case .image(let width, let height, let span): return #"{\#(written(span)), "width": \#(width), "height": \#(height)}"#
                    }
                }.joined(separator: ", ") + "]"
            #expect(try parse(json).items == items, "\(json)")
        }
    }

    @Test func spansAreReadAsAskedAndImagesScaledToTheirWidth() throws {
        let input = try parse(#"[{"height": 2, "span": 2}, {"width": 10, "height": 5, "span": 3}, {"height": 1, "span": 0}, {"height": 1, "span": "column"}]"#)
        #expect(
            input.items == [
                .height(2, span: .columns(2)), .image(width: 10, height: 5, span: .columns(3)), .height(1, span: .columns(0)), .height(1, span: .single),
            ])
        let widths = ItemWidths(column: 20, fullSpan: 62, columnCount: 3, columnSpacing: 1)
        #expect(input.size(of: 1, widths: widths) == ItemSize(height: 31, span: .columns(3)), "62 cells wide: 5 × 62 / 10")
    }

    @Test(arguments: [
        (#"[{"height": 3, "span": "wide"}]"#, #"items.json: item 0, field "span": expected a number of columns, "full" or "column", got a string"#),
        (#"[{"height": 3, "span": 1.5}]"#, #"items.json: item 0, field "span": expected a whole number, got a fraction"#),
        (#"[{"height": 3, "span": 2, "fullSpan": true}]"#, #"items.json: item 0: give "span" or "fullSpan", not both"#),
    ])
    func badSpansAreNamed(json: String, message: String) {
        #expect(failure(json) == message)
    }
}
