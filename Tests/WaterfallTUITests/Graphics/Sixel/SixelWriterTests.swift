import Pixels
import Testing

@testable import WaterfallTUI

@Suite("Sixel writer", .timeLimit(.minutes(1)))
struct SixelWriterTests {
    static let cell = Size(width: 4, height: 6)

    static func placement(id: UInt32, frame: Rect, visible: Rect) -> PicturePlacement {
        var pixels: [UInt8] = []
        for y in 0 ..< frame.height * cell.height {
            for x in 0 ..< frame.width * cell.width { pixels += [UInt8(x * 8 % 256), UInt8(y * 8 % 256), UInt8(id)] }
        }
        let picture = Picture(width: frame.width * cell.width, height: frame.height * cell.height, pixels: pixels)!
        return PicturePlacement(image: PixelImage(id: id, picture: picture), frame: frame, visible: visible)
    }

    /// The DCS images in `bytes`, each after the cursor position it was sent at.
    static func images(in bytes: [UInt8]) -> [(row: Int, column: Int, picture: Picture)] {
        let text = String(decoding: bytes, as: UTF8.self)
        var result: [(Int, Int, Picture)] = []
        for part in text.components(separatedBy: "\u{1B}[").dropFirst() {
            guard let h = part.firstIndex(of: "H"), let start = part.range(of: "\u{1B}P") else { continue }
            let position = part[..<h].split(separator: ";").compactMap { Int($0) }
            guard position.count == 2, let end = part.range(of: "\u{1B}\\", range: start.upperBound ..< part.endIndex) else { continue }
            if let picture = SixelTestDecoder.decode(Array(part[start.lowerBound ..< end.upperBound].utf8)) {
                result.append((position[0], position[1], picture))
            }
        }
        return result
    }

    @Test func aPartlyVisiblePictureIsSentAsItsVisibleCellsAtTheirTopLeftCell() throws {
        let writer = SixelWriter(cellSize: Self.cell)
        let placement = Self.placement(id: 9, frame: Rect(x: 2, y: -1, width: 5, height: 4), visible: Rect(x: 2, y: 1, width: 5, height: 2))
        var frame = PixelFrame()
        frame.show = [placement]
        let bytes = writer.bytes(for: frame, screen: Size(width: 20, height: 10), colorMode: .ansi256)
        #expect(bytes.starts(with: Array("\u{1B}7".utf8)) && bytes.suffix(2) == Array("\u{1B}8".utf8), "cursor and attributes saved and restored")
        let images = Self.images(in: bytes)
        #expect(images.count == 1)
        let image = try #require(images.first)
        #expect(image.row == 2 && image.column == 3, "1-based top-left of the visible part")
        #expect(image.picture.width == 5 * 4 && image.picture.height == 2 * 6)
        // Its first row is the picture's row two cells down: y = 12 → green 96 (through sixel's
        // percent colours, within 2); one cell off would be 48 or 144.
        let green = Int(try #require(image.picture.pixel(x: 0, y: 0)).green)
        #expect(abs(green - 96) <= 2, "green \(green)")
    }

    @Test func aPictureNeverReachesTheLastRowAndRemovalsRepaintTheirCells() throws {
        let writer = SixelWriter(cellSize: Self.cell)
        let low = Self.placement(id: 3, frame: Rect(x: 0, y: 7, width: 3, height: 3), visible: Rect(x: 0, y: 7, width: 3, height: 3))
        var frame = PixelFrame()
        frame.show = [low]
        var canvas = Canvas(width: 20, height: 10)
        canvas.put("old text", x: 0, y: 1)
        frame.repaint = PixelLayer.repaintRuns(of: [Rect(x: 0, y: 1, width: 3, height: 1)], covered: [], canvas: canvas)
        let bytes = writer.bytes(for: frame, screen: Size(width: 20, height: 10), colorMode: .ansi256)
        let image = try #require(Self.images(in: bytes).first)
        #expect(image.picture.height == 2 * 6, "rows 7 and 8 only: row 9 is the screen's last")
        #expect(String(decoding: bytes, as: UTF8.self).contains("\u{1B}[2;1Hold"), "the removed picture's cells are written again")
        #expect(writer.bytes(for: PixelFrame(), screen: Size(width: 20, height: 10), colorMode: .ansi256).isEmpty)
    }

    @Test(
        "a picture larger than the terminal's limit goes out as tiles within it that put the whole picture together",
        arguments: [Size(width: 12, height: 18), Size(width: 20, height: 30), Size(width: 6, height: 7), Size(width: 100, height: 100)])
    func largePicturesAreTiled(limit: Size) throws {
        let writer = SixelWriter(cellSize: Self.cell, maximumSize: limit)
        let placement = Self.placement(id: 5, frame: Rect(x: 1, y: -2, width: 11, height: 9), visible: Rect(x: 1, y: 0, width: 11, height: 7))
        var frame = PixelFrame()
        frame.show = [placement]
        let images = Self.images(in: writer.bytes(for: frame, screen: Size(width: 20, height: 10), colorMode: .ansi256))
        // Every tile fits the limit (at least one cell a side) and starts on a cell of the picture.
        let cellWidth = max(1, limit.width / Self.cell.width) * Self.cell.width
        let cellHeight = max(1, limit.height / Self.cell.height) * Self.cell.height
        var covered = Set<[Int]>()
        for image in images {
            #expect(image.picture.width <= cellWidth && image.picture.height <= cellHeight)
            let source = placement.sourceRectangle(cellSize: Self.cell)
            let left = (image.column - 1 - placement.visible.x) * Self.cell.width + source.x
            let top = (image.row - 1 - placement.visible.y) * Self.cell.height + source.y
            let expected = placement.image.picture.cropped(x: left, y: top, width: image.picture.width, height: image.picture.height)
            #expect(
                abs(Int(image.picture.pixel(x: 0, y: 0)?.green ?? 0) - Int(expected.pixel(x: 0, y: 0)?.green ?? 255)) <= 12,
                "a tile one cell off would be 48 off")
            for y in 0 ..< image.picture.height / Self.cell.height {
                for x in 0 ..< image.picture.width / Self.cell.width {
                    #expect(covered.insert([image.column - 1 + x, image.row - 1 + y]).inserted, "tiles do not overlap")
                }
            }
        }
        #expect(covered.count == 11 * 7, "the tiles cover every visible cell")
    }

    /// Preparing encodes into the cache and sends nothing: a placement of the same image shown
    /// later is sent from the cache (shown here by a second picture under the same identifier,
    /// which the cache answers with the first one's bytes).
    @Test func preparedPicturesAreEncodedAheadAndSentFromTheCache() {
        let screen = Size(width: 20, height: 10)
        let area = Rect(x: 1, y: 1, width: 4, height: 3)
        let prepared = Self.placement(id: 5, frame: area, visible: area)
        let other = Self.placement(id: 6, frame: area, visible: area)
        let same = PicturePlacement(image: PixelImage(id: 5, picture: other.image.picture), frame: area, visible: area)
        var frame = PixelFrame()
        frame.show = [prepared]
        let fresh = SixelWriter(cellSize: Self.cell).bytes(for: frame, screen: screen, colorMode: .ansi256)
        let writer = SixelWriter(cellSize: Self.cell)
        #expect(writer.bytesPreparing([prepared], screen: screen).isEmpty, "sixel sends nothing ahead")
        frame.show = [same]
        #expect(writer.bytes(for: frame, screen: screen, colorMode: .ansi256) == fresh, "the prepared encoding is what goes out")
    }
}
