import Pixels

@testable import WaterfallPictures

/// The EXIF orientations built from two plain operations — a quarter turn clockwise and a
/// mirror left to right — as the EXIF standard describes them, to check the decoder's turned
/// pixels against.
enum OrientationOracle {
    /// `picture` as shown with `orientation`.
    static func shown(_ picture: Picture, _ orientation: PictureOrientation) -> Picture {
        switch orientation {
        case .up: picture
        case .upMirrored: mirrored(picture)
        case .down: turned(turned(picture))
        case .downMirrored: mirrored(turned(turned(picture)))
        case .leftMirrored: mirrored(turned(picture))
        case .right: turned(picture)
        case .rightMirrored: mirrored(turned(turned(turned(picture))))
        case .left: turned(turned(turned(picture)))
        }
    }

    /// A quarter turn clockwise: the bottom-left pixel becomes the top-left one.
    static func turned(_ picture: Picture) -> Picture {
        var pixels: [UInt8] = []
        for y in 0 ..< picture.width {
            for x in 0 ..< picture.height {
                let source = picture.pixel(x: y, y: picture.height - 1 - x)!
                pixels += [source.red, source.green, source.blue]
            }
        }
        return Picture(width: picture.height, height: picture.width, pixels: pixels)!
    }

    /// Mirrored left to right.
    static func mirrored(_ picture: Picture) -> Picture {
        var pixels: [UInt8] = []
        for y in 0 ..< picture.height {
            for x in 0 ..< picture.width {
                let source = picture.pixel(x: picture.width - 1 - x, y: y)!
                pixels += [source.red, source.green, source.blue]
            }
        }
        return Picture(width: picture.width, height: picture.height, pixels: pixels)!
    }
}
