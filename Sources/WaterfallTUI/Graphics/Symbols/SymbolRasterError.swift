/// Why a picture cannot be drawn as a `SymbolRaster`.
public enum SymbolRasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The picture does not have the size the cell area and symbol set need.
    case pictureSize(width: Int, height: Int, expectedWidth: Int, expectedHeight: Int, columns: Int, rows: Int, symbols: SymbolSet)
    /// The cell area has a negative size.
    case negativeArea(columns: Int, rows: Int)

    /// A sentence naming the sizes involved.
    public var description: String {
        switch self {
        case .pictureSize(let width, let height, let expectedWidth, let expectedHeight, let columns, let rows, let symbols):
            "picture is \(width)×\(height) pixels, but \(symbols == .halfBlocks ? "half blocks" : "quadrants") for \(columns)×\(rows) cells need exactly \(expectedWidth)×\(expectedHeight)"
        case .negativeArea(let columns, let rows):
            "a picture area of \(columns)×\(rows) cells is not possible: columns and rows must be 0 or more"
        }
    }
}
