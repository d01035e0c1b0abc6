import Pixels

/// A sixel decoder for the tests, written from the DEC specification: DCS parameters, raster
/// attributes, RGB colour definitions (percent), colour selection, repeats, `$` and `-`; pixels no
/// sixel sets keep `background` (P2 = 1). Returns nil on anything it does not understand.
enum SixelTestDecoder {
    static func decode(_ bytes: [UInt8], background: (UInt8, UInt8, UInt8) = (0, 0, 0)) -> Picture? {
        guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "P"),
            bytes[bytes.count - 2] == 0x1B, bytes[bytes.count - 1] == UInt8(ascii: "\\"),
            let q = bytes.firstIndex(of: UInt8(ascii: "q"))
        else { return nil }
        var index = q + 1
        func number() -> Int? {
            var value: Int?
            while index < bytes.count - 2, (48 ... 57).contains(bytes[index]) {
                value = (value ?? 0) * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }
        func skip(_ character: Character) -> Bool {
            guard index < bytes.count - 2, bytes[index] == UInt8(ascii: character.unicodeScalars.first!) else { return false }
            index += 1
            return true
        }
        guard skip("\""), number() == 1, skip(";"), number() == 1, skip(";"),
            let width = number(), skip(";"), let height = number()
        else { return nil }
        var palette: [Int: (UInt8, UInt8, UInt8)] = [:]
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for start in stride(from: 0, to: pixels.count, by: 3) {
            (pixels[start], pixels[start + 1], pixels[start + 2]) = background
        }
        var color = 0
        var x = 0
        var bandTop = 0
        while index < bytes.count - 2 {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "#"):
                index += 1
                guard let entry = number() else { return nil }
                if skip(";") {
                    guard number() == 2, skip(";"), let r = number(), skip(";"), let g = number(), skip(";"), let b = number() else { return nil }
                    palette[entry] = (UInt8((r * 255 + 50) / 100), UInt8((g * 255 + 50) / 100), UInt8((b * 255 + 50) / 100))
                }
                color = entry
            case UInt8(ascii: "$"):
                index += 1
                x = 0
            case UInt8(ascii: "-"):
                index += 1
                x = 0
                bandTop += 6
            case UInt8(ascii: "!"):
                index += 1
                guard let run = number(), index < bytes.count - 2 else { return nil }
                let sixel = bytes[index]
                index += 1
                guard (63 ... 126).contains(sixel), let rgb = palette[color] else { return nil }
                for _ in 0 ..< run {
                    paint(sixel - 63, x: x, bandTop: bandTop, rgb: rgb)
                    x += 1
                }
            case 63 ... 126:
                index += 1
                guard let rgb = palette[color] else { return nil }
                paint(byte - 63, x: x, bandTop: bandTop, rgb: rgb)
                x += 1
            default:
                return nil
            }
        }
        func paint(_ bits: UInt8, x: Int, bandTop: Int, rgb: (UInt8, UInt8, UInt8)) {
            for row in 0 ..< 6 where bits & (1 << row) != 0 {
                let y = bandTop + row
                guard x < width, y < height else { continue }
                let start = (y * width + x) * 3
                (pixels[start], pixels[start + 1], pixels[start + 2]) = rgb
            }
        }
        return Picture(width: width, height: height, pixels: pixels)
    }
}
