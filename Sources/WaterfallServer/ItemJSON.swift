import ShopCatalog

/// Writes shop items back as JSON in the project's item format (docs/data-format.md), as the
/// catalog decoder reads them: what `waterfall serve` sends. Texts are written as they were read
/// (raw, control characters escaped), numbers exactly, so decoding the output gives equal items.
package enum ItemJSON {
    /// `item` as one JSON object; its picture is `picture` (an absolute URL) when given, else
    /// none, and its other photos `morePictures` (its `"images"` after the picture). A picture
    /// file has no price, rating or sales to write (the format's items are products; a catalog
    /// holds no files). O(size of the item).
    package static func object(_ item: CatalogItem, picture: String?, morePictures: [String] = []) -> String {
        var fields: [String] = ["\"id\":" + string(item.id), "\"title\":" + string(item.title.raw)]
        if let price = item.product?.price {
            fields.append("\"price\":{\"amount\":\(price.minorUnits),\"currency\":" + string(price.currency) + "}")
        }
        fields += ["\"width\":\(item.imageWidth)", "\"height\":\(item.imageHeight)", "\"shop\":" + string(item.origin.raw)]
        if let color = item.color { fields.append("\"color\":" + string(color.description)) }
        if let rating = item.product?.rating { fields.append("\"rating\":\(rating.description)") }
        if let sales = item.product?.sales { fields.append("\"sales\":\(sales)") }
        if let thumbnail = item.thumbnail {
            let pixels = thumbnail.pixels.map { String($0.description.dropFirst()) }.joined()
            fields.append("\"thumbnail\":{\"width\":\(thumbnail.width),\"height\":\(thumbnail.height),\"pixels\":\"\(pixels)\"}")
        }
        if let picture { fields.append("\"image\":" + string(picture)) }
        if picture != nil, !morePictures.isEmpty { fields.append("\"images\":[" + morePictures.map(string).joined(separator: ",") + "]") }
        switch item.span.columnCount {
        case nil: fields.append("\"span\":\"full\"")
        case let count? where count > 1: fields.append("\"span\":\(count)")
        default: break
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, every control character below
    /// U+0020 (and DEL) written as `\uXXXX`, everything else as is (UTF-8). O(n).
    package static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case "\u{00}" ... "\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
