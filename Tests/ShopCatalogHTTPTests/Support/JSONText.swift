import ShopCatalog
import WaterfallServer

/// Writes a parsed JSON value back as text, numbers exactly as they were written, for the test
/// servers that cut fixture answers into pages.
enum JSONText {
    /// `value` as compact JSON.
    static func write(_ value: JSONValue) -> String {
        switch value {
        case .null, .invalidUTF8String: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let literal): return literal
        case .string(let text): return quoted(text)
        case .array(let elements): return "[" + elements.map(write).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { quoted($0) + ":" + write(members[$0] ?? .null) }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string (as `waterfall serve` writes it).
    static func quoted(_ text: String) -> String {
        ItemJSON.string(text)
    }
}
