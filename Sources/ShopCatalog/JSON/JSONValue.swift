/// A parsed JSON value. Numbers keep their literal text so that prices and sizes are read
/// exactly (see ``JSONNumber``); strings that held invalid UTF-8 are kept as a marker so the
/// item decoder can name the field instead of failing the whole file.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number's literal text, e.g. `"199.00"`; also `NaN`, `Infinity` and `-Infinity`,
    /// which the parser accepts (as Python writes them) so the decoder can reject the field.
    case number(String)
    case string(String)
    /// A string whose bytes were not valid UTF-8.
    case invalidUTF8String
    case array([JSONValue])
    /// Members by key; when a key repeats, the last value wins.
    case object([String: JSONValue])

    /// A short name of the value's type for error messages: `a string`, `an array`…
    package var typeDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .invalidUTF8String: return "a string with invalid UTF-8"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
