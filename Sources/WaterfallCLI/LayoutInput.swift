import SafeText
import ShopCatalog
import WaterfallLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The items read by `waterfall layout`: a JSON array whose elements are item heights in cells
/// (`12`), image sizes in pixels scaled to the column width (`{"width": 640, "height": 480}`), or
/// either with a span: a number of columns (`{"height": 3, "span": 2}`, any whole number: the
/// layout clamps it to the columns there are), `"full"` for every column (as `"fullSpan": true`)
/// or `"column"`; an image size is then scaled to the width of its columns.
struct LayoutInput: Equatable {
    /// One element of the input array.
    enum Item: Equatable {
        /// A height in cells.
        case height(Int, span: ItemSpan)
        /// An image size in pixels, scaled to the width of the columns it spans.
        case image(width: Int, height: Int, span: ItemSpan)

        /// The span asked for.
        var span: ItemSpan {
            switch self {
            case .height(_, let span), .image(_, _, let span): span
            }
        }
    }

    /// The items, in input order.
    var items: [Item]

    /// The most bytes read, from a file or from standard input: 64 MiB, about six million
    /// items.
    static let maximumBytes = CatalogLimits.maximumJSONFileBytes

    /// Reads and parses the regular file `file`, or standard input (which may be a pipe) when
    /// it is nil, at most ``maximumBytes`` bytes of either. A file that cannot be read (a FIFO
    /// or a device is refused) and input that is too long or not valid are errors worded as
    /// catalog errors are.
    static func read(file: String?) throws(CommandFailure) -> LayoutInput {
        let bytes: [UInt8]
        if let file {
            do {
                bytes = try ReadableFile.readAll(path: file, limit: maximumBytes)
            } catch {
                throw CommandFailure.badData(error.message)
            }
        } else {
            guard let input = readStandardInput(limit: maximumBytes) else {
                throw CommandFailure.badData("standard input: more than the \(maximumBytes)-byte limit")
            }
            bytes = input
        }
        do {
            return try parse(bytes, source: file ?? "standard input")
        } catch {
            throw CommandFailure.badData(error.summary)
        }
    }

    /// Standard input to its end, or nil when it holds more than `limit` bytes (reading stops
    /// one chunk past the limit).
    private static func readStandardInput(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { raw in systemRead(STDIN_FILENO, raw.baseAddress, raw.count) }
            if count > 0 {
                bytes += chunk.prefix(count)
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return bytes
            }
        }
        return nil
    }

    /// Parses `bytes` read from `source` (a file name or "standard input", used in errors) with
    /// the catalog's strict JSON parser, so a syntax error names its line and column. O(n) in the
    /// number of bytes.
    static func parse(_ bytes: [UInt8], source: String) throws(LayoutInputError) -> LayoutInput {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            if let content = error.content {
                throw LayoutInputError(source: source, message: "not JSON: \(content.phrase)")
            }
            throw LayoutInputError(source: source, message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        guard case .array(let elements) = document else {
            throw LayoutInputError(
                source: source,
                message: "expected a JSON array of item heights or {\"width\":…,\"height\":…} image sizes, got \(document.typeDescription)"
            )
        }
        var items: [Item] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                items.append(try item(from: element))
            } catch {
                throw LayoutInputError(source: source, item: index, field: error.field, message: error.message)
            }
        }
        return LayoutInput(items: items)
    }

    /// The size of item `index` for the widths of the layout's section.
    func size(of index: Int, widths: ItemWidths) -> ItemSize {
        switch items[index] {
        case .height(let height, let span):
            return ItemSize(height: height, span: span)
        case .image(let width, let height, let span):
            return ItemSize(
                height: ItemSize.scaledImageHeight(imageWidth: width, imageHeight: height, toWidth: widths.width(of: span)), span: span
            )
        }
    }

    /// What is wrong with one element: the field (nil for the element as a whole) and why.
    private struct ElementError: Error {
        var field: String?
        var message: MessageText
    }

    /// Reads one array element: a whole number, or an object with `height` and optionally
    /// `width` and `span` or `fullSpan` (other members are ignored; `null` counts as absent).
    private static func item(from element: JSONValue) throws(ElementError) -> Item {
        if case .number(let literal) = element {
            return .height(try wholeNumber(literal, field: nil), span: .single)
        }
        guard case .object(let members) = element else {
            throw ElementError(
                message: "expected a whole number or an object with \"height\" (and \"width\" for an image size), got \(element.typeDescription)"
            )
        }
        let span = try span(of: members)
        guard let height = try member("height", of: members) else { throw ElementError(field: "height", message: "missing") }
        guard let width = try member("width", of: members) else { return .height(height, span: span) }
        guard width > 0, height > 0 else { throw ElementError(message: "an image size must be positive") }
        return .image(width: width, height: height, span: span)
    }

    /// The span of an object: its `span` (a whole number of columns, `"full"` or `"column"`) or
    /// its `fullSpan` flag, one column when neither is given.
    private static func span(of members: [String: JSONValue]) throws(ElementError) -> ItemSpan {
        let fullSpan: Bool?
        switch members["fullSpan"] {
        case nil, .null?: fullSpan = nil
        case .bool(let value)?: fullSpan = value
        case let other?: throw ElementError(field: "fullSpan", message: "expected true or false, got \(other.typeDescription)")
        }
        let span: ItemSpan?
        switch members["span"] {
        case nil, .null?: span = nil
        case .number(let literal)?: span = .columns(try wholeNumber(literal, field: "span"))
        case .string("full")?: span = .full
        case .string("column")?: span = .single
        case let other?:
            throw ElementError(field: "span", message: "expected a number of columns, \"full\" or \"column\", got \(other.typeDescription)")
        }
        switch (span, fullSpan) {
        case (let span?, nil): return span
        case (nil, let fullSpan?): return fullSpan ? .full : .single
        case (nil, nil): return .single
        case (_?, _?): throw ElementError(message: "give \"span\" or \"fullSpan\", not both")
        }
    }

    /// The whole number in member `name`, or nil when it is absent or `null`.
    private static func member(_ name: String, of members: [String: JSONValue]) throws(ElementError) -> Int? {
        switch members[name] {
        case nil, .null?: return nil
        case .number(let literal)?: return try wholeNumber(literal, field: name)
        case let other?: throw ElementError(field: name, message: "expected a whole number, got \(other.typeDescription)")
        }
    }

    /// The exact value of a number literal that must be a whole number (`12`, `12.0`, `1.2e1`).
    private static func wholeNumber(_ literal: String, field: String?) throws(ElementError) -> Int {
        switch JSONNumber.integer(literal, limit: Int64(Int.max)) {
        case .success(let value):
            return Int(value)
        case .failure(.tooLarge):
            throw ElementError(field: field, message: "whole number out of range")
        case .failure(.notWhole):
            throw ElementError(field: field, message: "expected a whole number, got a fraction")
        case .failure(.notFinite):
            throw ElementError(field: field, message: "expected a whole number, got NaN or infinity")
        case .failure:
            throw ElementError(field: field, message: "expected a whole number")
        }
    }
}

/// The C `read(2)`, named apart from ``LayoutInput/read(file:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
