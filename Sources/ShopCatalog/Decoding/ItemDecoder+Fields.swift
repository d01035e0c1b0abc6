import Colors
import SafeText

extension ItemDecoder {
    /// The value of a required field, or an error saying it is missing.
    static func required(_ value: JSONValue?, field: String) throws(FieldError) -> JSONValue {
        switch value {
        case nil: throw FieldError(field: field, message: "missing required field")
        case .null?: throw FieldError(field: field, message: "missing required field (null)")
        case let value?: return value
        }
    }

    /// The value of an optional field, treating `null` like absence.
    static func optional(_ value: JSONValue?) -> JSONValue? {
        if case .null? = value { return nil }
        return value
    }

    /// A string value, or an error naming the type found (or the bad encoding).
    static func string(_ value: JSONValue, field: String) throws(FieldError) -> String {
        switch value {
        case .string(let text): return text
        case .invalidUTF8String: throw FieldError(field: field, message: "invalid UTF-8 in string")
        default: throw FieldError(field: field, message: "expected a string, got \(value.typeDescription)")
        }
    }

    /// The literal of a number value, or an error naming the type found.
    static func number(_ value: JSONValue, field: String, expected: MessageText) throws(FieldError) -> String {
        guard case .number(let literal) = value else {
            throw FieldError(field: field, message: "expected \(expected), got \(value.typeDescription)")
        }
        return literal
    }

    /// A whole number in `minimum...maximum` (inclusive), read exactly from its literal. The
    /// messages say what is wrong with the number, not what it was.
    static func integer(_ value: JSONValue, field: String, what: MessageText, minimum: Int64, maximum: Int64) throws(FieldError) -> Int64 {
        let literal = try number(value, field: field, expected: "an integer")
        switch JSONNumber.integer(literal, limit: max(maximum, -minimum)) {
        case .success(let number) where number < minimum:
            throw FieldError(field: field, message: "\(what) must be at least \(minimum)")
        case .success(let number):
            return number
        case .failure(.notFinite):
            throw FieldError(field: field, message: "\(what) must be a finite number, not NaN or infinity")
        case .failure(.notWhole):
            throw FieldError(field: field, message: "\(what) must be a whole number, got a fraction")
        case .failure(.tooLarge):
            let bound: MessageText = literal.hasPrefix("-") ? "at least \(minimum)" : "at most \(maximum)"
            throw FieldError(field: field, message: "\(what) is out of range (must be \(bound))")
        case .failure(.malformed):
            throw FieldError(field: field, message: "malformed number")
        }
    }

    /// The id: a non-empty string (or an integer, converted to text) without control
    /// characters or `~`, at most ``CatalogLimits/maximumIDLength`` characters.
    static func identifier(_ value: JSONValue?) throws(FieldError) -> String {
        let value = try required(value, field: "id")
        let id: String
        if case .number = value {
            id = String(try integer(value, field: "id", what: "id", minimum: Int64.min + 1, maximum: Int64.max))
        } else {
            id = try string(value, field: "id")
        }
        guard !id.isEmpty else { throw FieldError(field: "id", message: "empty id") }
        guard id.count <= CatalogLimits.maximumIDLength else {
            throw FieldError(field: "id", message: "id is \(id.count) characters long; at most \(CatalogLimits.maximumIDLength) allowed")
        }
        guard !CatalogText(id).hasControlCharacters else { throw FieldError(field: "id", message: "id contains control characters") }
        guard !id.utf8.contains(UInt8(ascii: "~")) else { throw FieldError(field: "id", message: "id contains '~', which is reserved for cycled copies") }
        return id
    }

    /// A required, non-blank text field of at most `maximumLength` characters.
    static func text(_ value: JSONValue?, field: String, maximumLength: Int) throws(FieldError) -> CatalogText {
        let raw = try string(try required(value, field: field), field: field)
        guard raw.contains(where: { !$0.isWhitespace }) else {
            throw FieldError(field: field, message: raw.isEmpty ? "empty \(field)" : "\(field) is only whitespace")
        }
        guard raw.count <= maximumLength else {
            throw FieldError(field: field, message: "\(field) is \(raw.count) characters long; at most \(maximumLength) allowed")
        }
        return CatalogText(raw)
    }

    /// `{"amount": <minor units>, "currency": "CNY"}`; the currency defaults to CNY.
    static func price(_ value: JSONValue?) throws(FieldError) -> Price {
        let value = try required(value, field: "price")
        guard case .object(let members) = value else {
            throw FieldError(field: "price", message: "expected an object like {\"amount\": 19900, \"currency\": \"CNY\"}, got \(value.typeDescription)")
        }
        let amountValue = try required(members["amount"], field: "price.amount")
        let literal = try number(amountValue, field: "price.amount", expected: "an integer number of minor units (19900 for ¥199.00)")
        if literal.hasPrefix("-"), literal != "-0" {
            throw FieldError(field: "price.amount", message: "negative price")
        }
        let amount = try integer(amountValue, field: "price.amount", what: "price", minimum: 0, maximum: Price.maximumMinorUnits)
        var currency = "CNY"
        if let currencyValue = optional(members["currency"]) {
            currency = try string(currencyValue, field: "price.currency")
        }
        guard let price = Price(minorUnits: amount, currency: currency) else {
            throw FieldError(field: "price.currency", message: "not a currency code of three upper-case letters, like \"CNY\"")
        }
        return price
    }

    /// An image width or height: a whole number of pixels in 1…``CatalogLimits/maximumImageSide``.
    static func imageSide(_ value: JSONValue?, field: String) throws(FieldError) -> Int {
        let side = try integer(
            try required(value, field: field), field: field, what: "image \(field)",
            minimum: 1, maximum: Int64(CatalogLimits.maximumImageSide)
        )
        return Int(side)
    }

    /// Refuses images more than ``CatalogLimits/maximumAspectRatio`` times longer than wide (or the reverse).
    static func checkAspectRatio(width: Int, height: Int) throws(FieldError) {
        let limit = CatalogLimits.maximumAspectRatio
        guard max(width, height) <= min(width, height) * limit else {
            throw FieldError(field: "height", message: "aspect ratio \(width)×\(height) is beyond 1:\(limit)")
        }
    }

    /// An optional `#rrggbb` colour.
    static func color(_ value: JSONValue?, field: String) throws(FieldError) -> RGB? {
        guard let value = optional(value) else { return nil }
        let text = try string(value, field: field)
        guard let color = RGB(hex: text) else {
            throw FieldError(field: field, message: "not a colour like \"#c8a27a\"")
        }
        return color
    }

    /// An optional rating from 0 to 5 with at most one decimal, read exactly.
    static func rating(_ value: JSONValue?) throws(FieldError) -> Rating? {
        guard let value = optional(value) else { return nil }
        let literal = try number(value, field: "rating", expected: "a number from 0 to 5")
        guard case .success(let tenths) = JSONNumber.integer(literal, scale: 1, limit: 1000),
            let rating = Rating(tenths: Int(tenths))
        else {
            throw FieldError(field: "rating", message: "rating must be 0 to 5 with at most one decimal")
        }
        return rating
    }

    /// An optional, non-negative sales count.
    static func sales(_ value: JSONValue?) throws(FieldError) -> Int? {
        guard let value = optional(value) else { return nil }
        return Int(try integer(value, field: "sales", what: "sales count", minimum: 0, maximum: CatalogLimits.maximumSales))
    }

    /// An optional `"span"`: `"full"` for a card across all columns (a banner or a collection
    /// title), a whole number of adjacent columns from 1 to ``CatalogLimits/maximumSpan`` (a
    /// featured product), or `"column"` for one column, which is also what an absent `span` means.
    static func span(_ value: JSONValue?) throws(FieldError) -> CardSpan {
        guard let value = optional(value) else { return .single }
        switch value {
        case .string("full"): return .full
        case .string("column"): return .single
        case .number:
            let count = try integer(value, field: "span", what: "span", minimum: 1, maximum: Int64(CatalogLimits.maximumSpan))
            return .columns(Int(count))
        case .string:
            throw FieldError(field: "span", message: "unknown span; use \"full\" (all columns), \"column\" (one column) or a number of columns")
        case .invalidUTF8String:
            throw FieldError(field: "span", message: "invalid UTF-8 in string")
        default:
            throw FieldError(field: "span", message: "expected \"full\", \"column\" or a number of columns, got \(value.typeDescription)")
        }
    }

    /// An optional `"image"`: a path (relative ones are resolved against `base`), a `file:`
    /// URL or an `http(s)` URL; see ``ImageReferenceParser``.
    static func image(_ value: JSONValue?, relativeTo base: String) throws(FieldError) -> ImageReference? {
        guard let value = optional(value) else { return nil }
        return try reference(value, field: "image", relativeTo: base, rule: nil)
    }

    /// The picture reference `value` names in `field`, which must be a string that passes `rule`
    /// and ``ImageReferenceParser``.
    static func reference(_ value: JSONValue, field: String, relativeTo base: String, rule: PhotoReferenceRule?) throws(FieldError) -> ImageReference {
        let text = try string(value, field: field)
        if let refusal = rule?(text) { throw FieldError(field: field, message: refusal) }
        do {
            return try ImageReferenceParser.parse(text, relativeTo: base)
        } catch {
            throw FieldError(field: field, message: error.message)
        }
    }

    /// An optional `{"width": w, "height": h, "pixels": "rrggbb…"}` thumbnail (row-major hex).
    static func thumbnail(_ value: JSONValue?) throws(FieldError) -> Thumbnail? {
        guard let value = optional(value) else { return nil }
        guard case .object(let members) = value else {
            throw FieldError(field: "thumbnail", message: "expected an object, got \(value.typeDescription)")
        }
        let side = Int64(CatalogLimits.maximumThumbnailSide)
        let width = Int(
            try integer(try required(members["width"], field: "thumbnail.width"), field: "thumbnail.width", what: "thumbnail width", minimum: 1, maximum: side))
        let height = Int(
            try integer(
                try required(members["height"], field: "thumbnail.height"), field: "thumbnail.height", what: "thumbnail height", minimum: 1, maximum: side))
        let hex = Array(try string(try required(members["pixels"], field: "thumbnail.pixels"), field: "thumbnail.pixels").utf8)
        guard hex.count == width * height * 6 else {
            throw FieldError(field: "thumbnail.pixels", message: "expected \(width * height * 6) hex digits for \(width)×\(height) pixels, got \(hex.count)")
        }
        var pixels: [RGB] = []
        pixels.reserveCapacity(width * height)
        for start in stride(from: 0, to: hex.count, by: 6) {
            guard let red = RGB.byte(hex[start], hex[start + 1]),
                let green = RGB.byte(hex[start + 2], hex[start + 3]),
                let blue = RGB.byte(hex[start + 4], hex[start + 5])
            else {
                throw FieldError(field: "thumbnail.pixels", message: "pixel \(start / 6 + 1) is not six hex digits")
            }
            pixels.append(RGB(red: red, green: green, blue: blue))
        }
        guard let thumbnail = Thumbnail(width: width, height: height, pixels: pixels) else {
            throw FieldError(field: "thumbnail", message: "inconsistent thumbnail size")
        }
        return thumbnail
    }
}
