import ShopCatalog

/// JSON answers read with the catalog's own parser, errors named by URL.
enum RemoteJSON {
    /// The JSON value `body` holds, or the ``CatalogError`` (not JSON at all, or invalid JSON at
    /// a line and column) naming `url`. O(body).
    static func parse(_ body: [UInt8], from url: RemoteURL) throws(CatalogError) -> JSONValue {
        do {
            return try JSONParser.parse(body)
        } catch {
            throw CatalogError.json(error, path: url.description)
        }
    }

    /// The string in `value`, if it is one.
    static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    /// The array in `value`, if it is one.
    static func array(_ value: JSONValue?) -> [JSONValue]? {
        if case .array(let elements)? = value { return elements }
        return nil
    }

    /// The members of `value`, if it is an object.
    static func object(_ value: JSONValue?) -> [String: JSONValue]? {
        if case .object(let members)? = value { return members }
        return nil
    }

    /// The text of a number, or of a string holding one (APIs write both: `4.5`, `"4.50"`).
    static func numberText(_ value: JSONValue?) -> String? {
        switch value {
        case .number(let literal)?: return literal
        case .string(let text)?: return text
        default: return nil
        }
    }

    /// A whole number in `value` (a number or a string of digits), if it fits in `Int`.
    static func integer(_ value: JSONValue?) -> Int? {
        guard let text = numberText(value), let whole = DecimalText.exact(text, scale: 0, limit: Int64(Int.max)) else { return nil }
        return Int(whole)
    }
}
