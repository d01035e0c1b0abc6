import Foundation
import Pixels
import WaterfallPictures

/// Writes pictures as binary PPM files (P6), the simplest format other tools read losslessly,
/// so chafa can be given exactly the pixels our pipeline starts from.
enum PortablePixmap {
    /// The P6 encoding of `picture`: a text header, then its RGB bytes as they are. O(pixels).
    static func encode(_ picture: Picture) -> Data {
        var data = Data("P6\n\(picture.width) \(picture.height)\n255\n".utf8)
        data.append(contentsOf: picture.pixels)
        return data
    }

    /// Writes `picture` to `path`, replacing any file there.
    static func write(_ picture: Picture, to path: String) throws {
        try encode(picture).write(to: URL(fileURLWithPath: path))
    }
}
