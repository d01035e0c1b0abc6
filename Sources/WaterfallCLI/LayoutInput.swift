import Foundation
import WaterfallLayout

/// The items read by `waterfall layout`: a JSON array whose elements are item heights in cells
/// (`12`), image sizes in pixels scaled to the column width (`{"width": 640, "height": 480}`), or
/// heights with a full-span flag (`{"height": 3, "fullSpan": true}`; `fullSpan` also goes with an
/// image size, which is then scaled to the full width).
struct LayoutInput: Equatable {
    /// One element of the input array.
    enum Item: Equatable {
        /// A height in cells.
        case height(Int, fullSpan: Bool)
        /// An image size in pixels, scaled to the column (or full-span) width.
        case image(width: Int, height: Int, fullSpan: Bool)
    }

    /// The items, in input order.
    var items: [Item]

    /// Parses `data` read from `source` (a file name or "standard input", used in errors).
    static func parse(_ data: Data, source: String) throws(LayoutInputError) -> LayoutInput {
        do {
            return LayoutInput(items: try JSONDecoder().decode([ElementDecoding].self, from: data).map(\.item))
        } catch var error as LayoutInputError {
            error.source = source
            throw error
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw LayoutInputError(source: source, message: "expected a JSON array of item heights or {\"width\":…,\"height\":…} image sizes")
        } catch DecodingError.dataCorrupted(let context) {
            let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
            throw LayoutInputError(source: source, message: "not valid JSON (\(detail))")
        } catch {
            throw LayoutInputError(source: source, message: "not valid JSON (\(error))")
        }
    }

    /// The size of item `index` for the widths of the layout's section.
    func size(of index: Int, widths: ItemWidths) -> ItemSize {
        switch items[index] {
        case .height(let height, let fullSpan):
            return ItemSize(height: height, spansAllColumns: fullSpan)
        case .image(let width, let height, let fullSpan):
            let target = fullSpan ? widths.fullSpan : widths.column
            return ItemSize(
                height: ItemSize.scaledImageHeight(imageWidth: width, imageHeight: height, toWidth: target),
                spansAllColumns: fullSpan
            )
        }
    }
}

/// Decodes one array element, throwing ``LayoutInputError``s that name the item and field (the
/// source is filled in by ``LayoutInput/parse(_:source:)``).
private struct ElementDecoding: Decodable {
    enum Field: String, CodingKey {
        case width, height, fullSpan
    }

    var item: LayoutInput.Item

    init(from decoder: Decoder) throws {
        let index = decoder.codingPath.last?.intValue
        func failure(_ field: Field?, _ message: String) -> LayoutInputError {
            LayoutInputError(source: "", item: index, field: field?.rawValue, message: message)
        }
        if let single = try? decoder.singleValueContainer(), let height = try? single.decode(Int.self) {
            item = .height(height, fullSpan: false)
            return
        }
        guard let object = try? decoder.container(keyedBy: Field.self) else {
            throw failure(nil, "expected a whole number or an object with \"height\" (and \"width\" for an image size)")
        }
        func integer(_ field: Field) throws -> Int? {
            do {
                return try object.decodeIfPresent(Int.self, forKey: field)
            } catch {
                throw failure(field, "expected a whole number")
            }
        }
        let fullSpan: Bool
        do {
            fullSpan = try object.decodeIfPresent(Bool.self, forKey: .fullSpan) ?? false
        } catch {
            throw failure(.fullSpan, "expected true or false")
        }
        guard let height = try integer(.height) else { throw failure(.height, "missing") }
        guard let width = try integer(.width) else {
            item = .height(height, fullSpan: fullSpan)
            return
        }
        guard width > 0, height > 0 else { throw failure(nil, "image size \(width)×\(height) must be positive") }
        item = .image(width: width, height: height, fullSpan: fullSpan)
    }
}

/// A problem with the input of `waterfall layout`, naming the source, the item and the field.
struct LayoutInputError: Error, CustomStringConvertible, Equatable {
    var source: String
    var item: Int?
    var field: String?
    var message: String

    init(source: String, item: Int? = nil, field: String? = nil, message: String) {
        self.source = source
        self.item = item
        self.field = field
        self.message = message
    }

    var description: String {
        var place = source
        if let item { place += ": item \(item)" }
        if let field { place += ", field \"\(field)\"" }
        return "\(place): \(message)"
    }
}
