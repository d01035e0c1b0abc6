import Pixels
import WaterfallTUI

/// The arithmetic of the full-screen view for one picture in one area: the scales of fit, 1:1
/// and fill, the limits of zooming (not below fit, not beyond 8 × 1:1), and the part of the
/// picture a scale and a centre show (``region(zoom:center:)``). Pure values; O(1) throughout.
package struct ViewerGeometry: Equatable, Sendable {
    /// The picture's size in pixels (as oriented).
    package let picture: PictureSize
    /// The area's size in screen pixels: cells × ``pixelsPerCell``.
    package let area: PictureSize

    /// The furthest zoom: 8 screen pixels to a picture pixel (unless fit is larger already).
    package static let maximumZoom = 8.0
    /// How much `+` and `-` zoom by.
    package static let zoomStep = 1.25

    /// The geometry of a `picture` shown in `columns × rows` cells of `pixelsPerCell` pixels.
    package init(picture: PictureSize, columns: Int, rows: Int, pixelsPerCell: Size) {
        self.picture = PictureSize(width: max(1, picture.width), height: max(1, picture.height))
        self.area = PictureSize(width: max(1, columns * pixelsPerCell.width), height: max(1, rows * pixelsPerCell.height))
    }

    /// The screen pixels of a cell: the terminal's cell in pixels for a graphics protocol;
    /// for block symbols a half block's two square pixels (a cell is about twice as tall as
    /// wide), whatever glyphs draw them.
    package static func pixelsPerCell(cellSize: Size?) -> Size {
        cellSize.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? Size(width: 1, height: 2)
    }

    /// The scale at which the whole picture fits the area.
    package var fitScale: Double {
        min(Double(area.width) / Double(picture.width), Double(area.height) / Double(picture.height))
    }

    /// The scale at which the picture covers the whole area.
    package var fillScale: Double {
        max(Double(area.width) / Double(picture.width), Double(area.height) / Double(picture.height))
    }

    /// The largest scale zooming reaches: 8 × 1:1, or fit when that is larger.
    package var maximumScale: Double { max(fitScale, Self.maximumZoom) }

    /// `zoom` as screen pixels per picture pixel, within the limits.
    package func scale(of zoom: ViewerZoom) -> Double {
        let scale: Double =
            switch zoom {
            case .fit: fitScale
            case .actualPixels: 1
            case .fill: fillScale
            case .scale(let value): value
            }
        return clamped(scale)
    }

    /// `scale` brought within fit and ``maximumScale``.
    package func clamped(_ scale: Double) -> Double {
        min(maximumScale, max(fitScale, scale))
    }

    /// The zoom of `scale` (clamped); fit when it comes down to fit.
    package func zoom(at scale: Double) -> ViewerZoom {
        let scale = clamped(scale)
        return scale <= fitScale * (1 + 1e-9) ? .fit : .scale(scale)
    }

    /// The picture's size in picture pixels of what the area shows at `zoom`: the area's size
    /// divided by the scale, at most the whole picture.
    func visibleSize(zoom: ViewerZoom) -> (width: Double, height: Double) {
        let scale = scale(of: zoom)
        return (min(Double(picture.width), Double(area.width) / scale), min(Double(picture.height), Double(area.height) / scale))
    }

    /// `center` (fractions of the picture's width and height) moved so that the part shown at
    /// `zoom` stays inside the picture.
    package func clampedCenter(_ center: ViewerCenter, zoom: ViewerZoom) -> ViewerCenter {
        let visible = visibleSize(zoom: zoom)
        let halfX = visible.width / Double(picture.width) / 2
        let halfY = visible.height / Double(picture.height) / 2
        return ViewerCenter(x: min(1 - halfX, max(halfX, center.x)), y: min(1 - halfY, max(halfY, center.y)))
    }

    /// The part of the picture shown at `zoom` around `center` (clamped inside the picture):
    /// the whole picture at fit.
    package func region(zoom: ViewerZoom, center: ViewerCenter) -> PictureRegion {
        let visible = visibleSize(zoom: zoom)
        guard visible.width < Double(picture.width) || visible.height < Double(picture.height) else { return .whole }
        let center = clampedCenter(center, zoom: zoom)
        let unit = Double(PictureRegion.unit)
        let width = visible.width / Double(picture.width) * unit
        let height = visible.height / Double(picture.height) * unit
        return PictureRegion(
            x: Int((center.x * unit - width / 2).rounded()), y: Int((center.y * unit - height / 2).rounded()),
            width: Int(width.rounded()), height: Int(height.rounded()))
    }

    /// Whether the picture at `zoom` is larger than the area on some side (so there is
    /// somewhere to pan to).
    package func isZoomed(_ zoom: ViewerZoom) -> Bool {
        let visible = visibleSize(zoom: zoom)
        return visible.width < Double(picture.width) - 0.5 || visible.height < Double(picture.height) - 0.5
    }

    /// The centre after panning at `zoom` by `dx`, `dy` tenths of the area, clamped.
    func panned(_ center: ViewerCenter, zoom: ViewerZoom, dx: Int, dy: Int) -> ViewerCenter {
        let scale = scale(of: zoom)
        let moved = ViewerCenter(
            x: center.x + Double(dx) * Double(area.width) / 10 / scale / Double(picture.width),
            y: center.y + Double(dy) * Double(area.height) / 10 / scale / Double(picture.height))
        return clampedCenter(moved, zoom: zoom)
    }

    /// The centre that keeps the picture's point under `pointer` (fractions of the area from its
    /// top left corner) where it is when the zoom goes from `zoom` to `newZoom`, clamped.
    func centerKeeping(pointer: (x: Double, y: Double), center: ViewerCenter, zoom: ViewerZoom, newZoom: ViewerZoom) -> ViewerCenter {
        let center = clampedCenter(center, zoom: zoom)
        let (old, new) = (scale(of: zoom), scale(of: newZoom))
        // The pointer's distance from the area's centre, in screen pixels.
        let dx = (pointer.x - 0.5) * Double(area.width)
        let dy = (pointer.y - 0.5) * Double(area.height)
        let pointX = center.x * Double(picture.width) + dx / old
        let pointY = center.y * Double(picture.height) + dy / old
        let moved = ViewerCenter(x: (pointX - dx / new) / Double(picture.width), y: (pointY - dy / new) / Double(picture.height))
        return clampedCenter(moved, zoom: newZoom)
    }
}

/// The point of a picture the full-screen view centres on, in fractions of its width and height.
package struct ViewerCenter: Hashable, Sendable {
    /// From the left edge: 0 to 1.
    package var x: Double
    /// From the top edge: 0 to 1.
    package var y: Double

    /// The picture's middle.
    package static let middle = ViewerCenter(x: 0.5, y: 0.5)
}
