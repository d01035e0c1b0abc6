/// A ``PixelImage`` shown over a rectangle of screen cells: the whole image covers ``frame`` (which
/// may reach past the screen or the viewport), and ``visible`` is the part that is actually shown
/// (inside the frame, the canvas and whatever clip the image was drawn with, and not under an
/// overlay). An image cut into several visible pieces (an overlay in its middle) is several
/// placements with the same frame.
public struct PicturePlacement: Sendable, Hashable {
    /// The image.
    public let image: PixelImage
    /// The cells the whole image covers, in canvas coordinates.
    public let frame: Rect
    /// The cells shown, in canvas coordinates; never empty in a canvas's list.
    public let visible: Rect

    /// `image` over `frame`, of which `visible` is shown.
    public init(image: PixelImage, frame: Rect, visible: Rect) {
        self.image = image
        self.frame = frame
        self.visible = visible
    }

    /// The part of the image's pixels that ``visible`` shows, for cells of `cellSize` pixels:
    /// x, y, width and height in pixels, clamped to the image.
    public func sourceRectangle(cellSize: Size) -> (x: Int, y: Int, width: Int, height: Int) {
        let picture = image.picture
        let x = min(picture.width, max(0, (visible.x - frame.x) * cellSize.width))
        let y = min(picture.height, max(0, (visible.y - frame.y) * cellSize.height))
        let width = min(picture.width - x, visible.width * cellSize.width)
        let height = min(picture.height - y, visible.height * cellSize.height)
        return (x, y, max(0, width), max(0, height))
    }
}
