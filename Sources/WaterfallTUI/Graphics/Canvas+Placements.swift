extension Canvas {
    /// Shows `image` in real pixels over `rect` (local coordinates), as far as the current clip
    /// and the canvas let it be seen; the cells below keep whatever was drawn there, which shows
    /// until the terminal has the pixels (and wherever an overlay later hides part of them). A
    /// terminal without pixel graphics ignores placements. O(1).
    public mutating func place(_ image: PixelImage, in rect: Rect) {
        let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
        let visible = frame.intersection(clip).intersection(bounds)
        guard !visible.isEmpty else { return }
        placements.append(PicturePlacement(image: image, frame: frame, visible: visible))
    }

    /// Hides every placed image under `rect` (local coordinates): what is drawn there next (an
    /// overlay, a panel) shows instead. An image partly under `rect` keeps its other parts, as
    /// up to four placements. O(placements).
    public mutating func hidePlacements(under rect: Rect) {
        let cover = rect.offsetBy(dx: origin.x, dy: origin.y)
        guard !cover.isEmpty, !placements.isEmpty else { return }
        placements = placements.flatMap { placement in
            placement.visible.subtracting(cover).map {
                PicturePlacement(image: placement.image, frame: placement.frame, visible: $0)
            }
        }
    }
}
