import Colors
import SafeText
import SeededRandom
import Testing

@testable import ShopCatalog

@Suite(.timeLimit(.minutes(3))) struct ItemDecoderTests {
    /// The issue produced for `json`, or `nil` if it decoded.
    private func issue(_ json: String) throws -> CatalogIssue? {
        if case .failure(let issue) = try Fixtures.decode(json) { return issue }
        return nil
    }

    @Test func decodesAFullItem() throws {
        let json = Fixtures.itemJSON(
            id: "x9",
            [
                "color": "\"#c8a27a\"", "rating": "4.8", "sales": "1532", "unknown": "[1, 2]",
                "thumbnail": "{\"width\": 2, \"height\": 1, \"pixels\": \"ff000000ff00\"}",
            ])
        let item = try Fixtures.decode(json).get()
        #expect(item.id == "x9")
        #expect(item.title.raw == "北欧风陶瓷花瓶" && !item.title.hasControlCharacters)
        #expect(item.product?.price.formatted == "¥199.00")
        #expect(item.imageWidth == 600 && item.imageHeight == 800)
        #expect(item.origin.raw == "木子家居")
        #expect(item.color == RGB(red: 0xC8, green: 0xA2, blue: 0x7A))
        #expect(item.product?.rating == Rating(tenths: 48))
        #expect(item.product?.sales == 1532)
        #expect(item.thumbnail?.pixels == [RGB(red: 255, green: 0, blue: 0), RGB(red: 0, green: 255, blue: 0)])
    }

    @Test func optionalFieldsMayBeAbsentOrNull() throws {
        let item = try Fixtures.decode(Fixtures.itemJSON(["color": "null", "rating": "null", "image": "null"])).get()
        #expect(item.color == nil && item.product?.rating == nil && item.product?.sales == nil && item.thumbnail == nil && item.image == nil)
    }

    @Test(arguments: [
        ("photos/cup.jpg", ImageReference.file(path: Fixtures.imageBase + "/photos/cup.jpg")),
        ("../photos/cup.jpg", .file(path: Fixtures.imageBase + "/../photos/cup.jpg")),
        ("/srv/photos/cup.jpg", .file(path: "/srv/photos/cup.jpg")),
        ("file:///srv/photos/latte%20cup.jpg", .file(path: "/srv/photos/latte cup.jpg")),
        ("https://shop.example/cup.jpg", .remote(url: "https://shop.example/cup.jpg")),
    ])
    func decodesTheImageResolvedAgainstTheBase(written: String, expected: ImageReference) throws {
        let item = try Fixtures.decode(Fixtures.itemJSON(["image": "\"\(written)\""])).get()
        #expect(item.image == expected)
    }

    @Test func badImagesAreReportedWithFileItemAndField() throws {
        let empty = try #require(try issue(Fixtures.itemJSON(id: "p7", ["image": "\"\""])))
        #expect(empty.description == #"test.json: item 1 ("id": "p7"): field "image": empty image reference"#)
        let scheme = try #require(try issue(Fixtures.itemJSON(id: "p8", ["image": "\"data:image/png;base64,AAAA\""])))
        #expect(
            scheme.description == #"test.json: item 1 ("id": "p8"): field "image": unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL"#
        )
        let escape = try #require(try issue(Fixtures.itemJSON(id: "p9", ["image": #""\u001b]0;x\u0007.jpg""#])))
        #expect(escape.description == #"test.json: item 1 ("id": "p9"): field "image": image reference contains control characters"#)
    }

    @Test(
        arguments: [
            ("\"full\"", CardSpan.full),
            ("\"column\"", .single),
            ("null", .single),
            (nil, .single),
            ("1", .single),
            ("2", .columns(2)),
            ("3.0", .columns(3)),
            ("64", .columns(64)),
        ] as [(String?, CardSpan)])
    func decodesTheSpan(written: String?, span: CardSpan) throws {
        let item = try Fixtures.decode(Fixtures.itemJSON(["span": written])).get()
        #expect(item.span == span)
        #expect(item.isFullSpan == (span == .full))
    }

    @Test func badSpansAreReportedWithFileItemAndField() throws {
        let unknown = try #require(try issue(Fixtures.itemJSON(id: "b1", ["span": "\"wide\""])))
        #expect(
            unknown.description
                == #"test.json: item 1 ("id": "b1"): field "span": unknown span; use "full" (all columns), "column" (one column) or a number of columns"#)
        let flag = try #require(try issue(Fixtures.itemJSON(id: "b2", ["span": "true"])))
        #expect(flag.description == #"test.json: item 1 ("id": "b2"): field "span": expected "full", "column" or a number of columns, got a boolean"#)
        let zero = try #require(try issue(Fixtures.itemJSON(id: "b3", ["span": "0"])))
        #expect(zero.description == #"test.json: item 1 ("id": "b3"): field "span": span must be at least 1"#)
        let wide = try #require(try issue(Fixtures.itemJSON(id: "b4", ["span": "65"])))
        #expect(wide.description == #"test.json: item 1 ("id": "b4"): field "span": span is out of range (must be at most 64)"#)
        let fraction = try #require(try issue(Fixtures.itemJSON(id: "b5", ["span": "1.5"])))
        #expect(fraction.description == #"test.json: item 1 ("id": "b5"): field "span": span must be a whole number, got a fraction"#)
    }

    @Test func acceptsIntegerIDsAndDefaultsCurrencyToCNY() throws {
        let item = try Fixtures.decode(Fixtures.itemJSON(["id": "42", "price": "{\"amount\": 990}"])).get()
        #expect(item.id == "42")
        #expect(item.product?.price == Price(minorUnits: 990, currency: "CNY"))
    }

    @Test func keepsControlCharactersButFlagsThem() throws {
        let item = try Fixtures.decode(Fixtures.itemJSON(["title": #""\u001b[31m红色\u001b[0m""#, "shop": #""shop\u0007""#])).get()
        #expect(item.title.raw == "\u{1B}[31m红色\u{1B}[0m")
        #expect(item.title.hasControlCharacters && item.origin.hasControlCharacters)
    }

    @Test func issueDescriptionNamesFileItemIDAndField() throws {
        let found = try #require(try issue(Fixtures.itemJSON(id: "a12", ["price": "{\"amount\": -5}"])))
        #expect(found.description == #"test.json: item 1 ("id": "a12"): field "price.amount": negative price"#)
    }

    @Test(
        arguments: [
            // Wrong types.
            (["title": "42"], "title", "expected a string, got a number"),
            (["price": "199"], "price", "expected an object like {\"amount\": 19900, \"currency\": \"CNY\"}, got a number"),
            (["width": "\"600\""], "width", "expected an integer, got a string"),
            (["rating": "\"good\""], "rating", "expected a number from 0 to 5, got a string"),
            (["thumbnail": "[]"], "thumbnail", "expected an object, got an array"),
            (["id": "true"], "id", "expected a string, got a boolean"),
            // Missing required fields.
            (["title": nil], "title", "missing required field"),
            (["price": nil], "price", "missing required field"),
            (["width": nil], "width", "missing required field"),
            (["shop": "null"], "shop", "missing required field (null)"),
            (["price": "{\"currency\": \"CNY\"}"], "price.amount", "missing required field"),
            // Image sizes: zero, negative, NaN, enormous, fractional, extreme ratio.
            (["width": "0"], "width", "image width must be at least 1"),
            (["height": "-600"], "height", "image height must be at least 1"),
            (["height": "NaN"], "height", "image height must be a finite number, not NaN or infinity"),
            (["width": "Infinity"], "width", "image width must be a finite number, not NaN or infinity"),
            (["width": "1e9"], "width", "image width is out of range (must be at most 100000)"),
            (["height": "99999999999999999999999"], "height", "image height is out of range (must be at most 100000)"),
            (["width": "600.5"], "width", "image width must be a whole number, got a fraction"),
            (["width": "10", "height": "600"], "height", "aspect ratio 10×600 is beyond 1:50"),
            // Prices: negative, non-numeric, fractional minor units, bad currency, enormous.
            (["price": "{\"amount\": -1}"], "price.amount", "negative price"),
            (["price": "{\"amount\": \"cheap\"}"], "price.amount", "expected an integer number of minor units (19900 for ¥199.00), got a string"),
            (["price": "{\"amount\": 19.9}"], "price.amount", "price must be a whole number, got a fraction"),
            (["price": "{\"amount\": 100, \"currency\": \"rmb\"}"], "price.currency", "not a currency code of three upper-case letters, like \"CNY\""),
            (["price": "{\"amount\": 1e30}"], "price.amount", "price is out of range (must be at most 1000000000000000)"),
            // Text: empty, blank, too long.
            (["title": "\"\""], "title", "empty title"),
            (["title": "\" \\t \""], "title", "title is only whitespace"),
            (["shop": "\"\""], "shop", "empty shop"),
            (["title": "\"" + String(repeating: "长", count: 1001) + "\""], "title", "title is 1001 characters long; at most 1000 allowed"),
            // Ids.
            (["id": "\"\""], "id", "empty id"),
            (["id": "\"a~2\""], "id", "id contains '~', which is reserved for cycled copies"),
            (["id": "\"a\\u001bb\""], "id", "id contains control characters"),
            // Optional fields present but malformed.
            (["color": "\"teal\""], "color", "not a colour like \"#c8a27a\""),
            (["rating": "5.5"], "rating", "rating must be 0 to 5 with at most one decimal"),
            (["rating": "4.85"], "rating", "rating must be 0 to 5 with at most one decimal"),
            (["sales": "-3"], "sales", "sales count must be at least 0"),
            (["thumbnail": "{\"width\": 2, \"height\": 1, \"pixels\": \"ff0000\"}"], "thumbnail.pixels", "expected 12 hex digits for 2×1 pixels, got 6"),
            (["thumbnail": "{\"width\": 1, \"height\": 1, \"pixels\": \"ff00zz\"}"], "thumbnail.pixels", "pixel 1 is not six hex digits"),
            (["thumbnail": "{\"width\": 33, \"height\": 1, \"pixels\": \"\"}"], "thumbnail.width", "thumbnail width is out of range (must be at most 32)"),
            (["image": "7"], "image", "expected a string, got a number"),
            (["image": "\"\""], "image", "empty image reference"),
            (["image": "\"ftp://example.com/a.jpg\""], "image", "unsupported URL scheme; use a file path, a file:// URL or an http(s):// URL"),
            (["image": "\"photos/\\u001b[2Ja.jpg\""], "image", "image reference contains control characters"),
            (["span": "\"Full\""], "span", "unknown span; use \"full\" (all columns), \"column\" (one column) or a number of columns"),
            (["span": "\"\""], "span", "unknown span; use \"full\" (all columns), \"column\" (one column) or a number of columns"),
            (["span": "\"\\u001b[2J\""], "span", "unknown span; use \"full\" (all columns), \"column\" (one column) or a number of columns"),
            (["span": "-2"], "span", "span must be at least 1"),
            (["span": "[\"full\"]"], "span", "expected \"full\", \"column\" or a number of columns, got an array"),
        ] as [([String: String?], String, String)])
    func rejectsBadFields(overrides: [String: String?], field: String, message: String) throws {
        let found = try #require(try issue(Fixtures.itemJSON(id: "a1", overrides)))
        #expect(found.field == field)
        #expect(found.message.text == message)
        #expect(found.file == "test.json" && found.location == .item(1))
    }

    @Test func reportsInvalidUTF8ByField() throws {
        let bytes = Array(Fixtures.itemJSON(["title": "\"XX\""]).utf8).map { $0 == UInt8(ascii: "X") ? 0xFF : $0 }
        let value = try JSONParser.parse(bytes)
        var leftOut: [CatalogIssue] = []
        guard case .failure(let found) = ItemDecoder.decode(value, file: "f.jsonl", location: .line(3), imageBase: ".", leftOut: &leftOut) else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(found.description == #"f.jsonl: line 3 ("id": "a1"): field "title": invalid UTF-8 in string"#)
    }

    @Test func reportsInvalidUTF8InTheSpan() throws {
        let bytes = Array(Fixtures.itemJSON(["span": "\"fuXX\""]).utf8).map { $0 == UInt8(ascii: "X") ? 0xFF : $0 }
        var leftOut: [CatalogIssue] = []
        guard case .failure(let found) = ItemDecoder.decode(try JSONParser.parse(bytes), file: "f.jsonl", location: .line(5), imageBase: ".", leftOut: &leftOut)
        else {
            Issue.record("invalid UTF-8 in the span was accepted")
            return
        }
        #expect(found.description == #"f.jsonl: line 5 ("id": "a1"): field "span": invalid UTF-8 in string"#)
    }

    @Test func rejectsNonObjects() throws {
        let found = try #require(try issue("[1]"))
        #expect(found.field == nil && found.message == "expected an object, got an array")
    }

    /// Property: whatever a field holds — hostile text with escapes, bidi controls and a marker,
    /// a huge number, the wrong type — the issue names the field but never repeats the value,
    /// and is safe to print. (Only an id that passes the id rules is named.)
    @Test func propertyIssuesNeverQuoteTheValue() throws {
        var rng = SplitMix64(seed: 31)
        let fields = ["title", "shop", "price", "width", "height", "color", "rating", "sales", "thumbnail", "span", "image"]
        for _ in 0 ..< 600 {
            let marker = "Zq" + String((0 ..< 6).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x61 ... 0x7A, using: &rng))) })
            let hostile = "\\u001b]2;" + marker + "\\u0007\\u202e\\u009b"
            let values = [
                "\"" + hostile + "\"", "{\"amount\": \"" + hostile + "\", \"currency\": \"" + marker + "\"}",
                "{\"amount\": -" + String(repeating: "9", count: 40) + "}", "[\"" + marker + "\"]", "1" + String(repeating: "7", count: 30) + ".5",
                "{\"width\": 1, \"height\": 1, \"pixels\": \"" + marker + "\"}",
            ]
            let field = fields[Int.random(in: 0 ..< fields.count, using: &rng)]
            let value = values[Int.random(in: 0 ..< values.count, using: &rng)]
            guard let found = try issue(Fixtures.itemJSON(id: "a1", [field: value])) else { continue }
            #expect(!found.description.contains(marker), "\(field): \(value) → \(found)")
            #expect(!found.description.contains("7777777777"), "\(field): \(value) → \(found)")
            #expect(TerminalSafeText.isSafe(found.description), "\(field): \(value)")
        }
        let hostileID = try #require(try issue(Fixtures.itemJSON(id: "x", ["id": "\"i\\u001b[2J\"", "price": "1"])))
        #expect(hostileID.itemID == nil && hostileID.field == "id")
    }
}
