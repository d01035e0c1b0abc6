import Pixels

/// A part of a photo, in fractions of its width and height counted in ``unit``s (so that two
/// regions compare exactly and a rendition's key can hold one): the full-screen view's zoomed and
/// panned part.
package struct PictureRegion: Hashable, Sendable {
    /// The whole of a side: 65 536.
    package static let unit = 1 << 16
    /// The whole photo.
    package static let whole = PictureRegion(x: 0, y: 0, width: unit, height: unit)

    /// The left edge, in ``unit``s of the photo's width.
    package let x: Int
    /// The top edge, in ``unit``s of the photo's height.
    package let y: Int
    /// The width, in ``unit``s of the photo's width (at least 1).
    package let width: Int
    /// The height, in ``unit``s of the photo's height (at least 1).
    package let height: Int

    /// The region from `x`, `y` of `width × height` units, clamped to the photo.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.width = min(Self.unit, max(1, width))
        self.height = min(Self.unit, max(1, height))
        self.x = min(Self.unit - self.width, max(0, x))
        self.y = min(Self.unit - self.height, max(0, y))
    }

    /// This region of `picture` (whatever size it was decoded at), at least one pixel each way.
    /// O(pixels kept).
    func cut(from picture: Picture) -> Picture {
        guard self != .whole else { return picture }
        let (unit, width, height) = (Self.unit, picture.width, picture.height)
        let left = x * width / unit
        let top = y * height / unit
        let right = max(left + 1, ((x + self.width) * width + unit / 2) / unit)
        let bottom = max(top + 1, ((y + self.height) * height + unit / 2) / unit)
        return picture.cropped(x: left, y: top, width: right - left, height: bottom - top)
    }
}
