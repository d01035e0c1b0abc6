import Colors
import Pixels

/// How a rendition frames its photo in the image area: a card's (``cover``: cut to the area's
/// shape, or letterboxed when cutting would keep less than half of it, as ``FramingRule``
/// decides), or the full-screen view's part of the photo shown whole, letterboxed, never cut
/// (``contain(_:)``).
package enum PictureFraming: Hashable, Sendable {
    /// The photo cut to the area's shape (what sticks out on the long side is cut off equally on
    /// both ends) and scaled to fill it, unless that keeps less than half of it: then shown whole,
    /// letterboxed: a card.
    case cover
    /// `region` of the photo scaled to fit inside the area, keeping its shape, the rest of the
    /// area filled with the background (letterboxed): the full-screen view (``PictureRegion/whole`` when
    /// it fits the whole photo).
    case contain(PictureRegion)

    /// The pixels the whole decoded photo must have so that this framing's part of it covers
    /// `area` pixels: `area` itself for ``cover``; for a region, `area` enlarged by how much of
    /// the photo the region leaves out. O(1).
    package func sourcePixels(covering area: PictureSize) -> PictureSize {
        guard case .contain(let region) = self else { return area }
        let unit = Double(PictureRegion.unit)
        return PictureSize(
            width: Int((Double(area.width) * unit / Double(max(1, region.width))).rounded(.up)),
            height: Int((Double(area.height) * unit / Double(max(1, region.height))).rounded(.up)))
    }

    /// `picture` framed into exactly `width × height` pixels: as a card's (``cover``,
    /// ``Picture/framed(toWidth:height:shape:background:)``, its transparent parts kept as such),
    /// or the region cut out and letterboxed (``contain(_:)``, centred), its transparent parts
    /// on a checkerboard of `checkerSquare`-pixel squares (``checkerColours(on:)``), as image
    /// viewers show them; bars in `background`. Nil when the scaler cannot make that size.
    /// O(picture pixels + width × height).
    package func framed(_ picture: Picture, width: Int, height: Int, background: RGB, checkerSquare: Int) -> Picture? {
        switch self {
        case .cover:
            return picture.framed(toWidth: width, height: height, background: background)
        case .contain(let region):
            let colours = Self.checkerColours(on: background)
            return Self.letterboxed(region.cut(from: picture), width: width, height: height, background: background)?
                .onCheckerboard(square: checkerSquare, light: colours.light, dark: colours.dark)
        }
    }

    /// The two greys of the checkerboard under transparent parts in the full-screen view: close
    /// to `background` so it stays quiet, far enough apart to be seen — white and light grey on a
    /// light background, two dark greys on a dark one. O(1).
    package static func checkerColours(on background: RGB) -> (light: RGB, dark: RGB) {
        let luma = 299 * Int(background.red) + 587 * Int(background.green) + 114 * Int(background.blue)
        let (light, dark): (UInt8, UInt8) = luma >= 128_000 ? (255, 204) : (85, 51)
        return (RGB(red: light, green: light, blue: light), RGB(red: dark, green: dark, blue: dark))
    }

    /// `picture` scaled as large as fits in `width × height` keeping its shape (up or down), and
    /// centred on `background`. O(picture pixels + width × height).
    static func letterboxed(_ picture: Picture, width: Int, height: Int, background: RGB) -> Picture? {
        guard width > 0, height > 0, picture.width > 0, picture.height > 0 else { return nil }
        let fitted = fittedSize(of: picture.size, into: PictureSize(width: width, height: height))
        return picture.scaled(toWidth: fitted.width, height: fitted.height)?.padded(toWidth: width, height: height, background: background)
    }

    /// The largest size of `size`'s shape inside `box`, at least 1 × 1, rounded to the nearest
    /// pixel on the side that does not touch the box. O(1).
    static func fittedSize(of size: PictureSize, into box: PictureSize) -> PictureSize {
        // Compare the shapes exactly: `size` is wider than the box when w / h > W / H.
        if size.width * box.height >= size.height * box.width {
            let height = (size.height * box.width * 2 + size.width) / (2 * size.width)
            return PictureSize(width: box.width, height: min(box.height, max(1, height)))
        }
        let width = (size.width * box.height * 2 + size.height) / (2 * size.height)
        return PictureSize(width: min(box.width, max(1, width)), height: box.height)
    }
}
