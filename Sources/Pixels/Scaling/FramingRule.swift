/// How a picture fills an area of another shape: cut to the area's shape around its centre, or
/// shown whole inside it with bars on two sides (letterboxed). The rule is one comparison:
/// cropping keeps the share `min(p, a) / max(p, a)` of the picture, where `p` and `a` are the
/// picture's and the area's width-to-height ratios; when that share is less than one half, the
/// picture is letterboxed, else cropped. A 600 × 4000 picture in an area of 30 × 44 (a card's
/// 30 × 22 cells, a cell twice as tall as wide) would keep 22 % of its height: letterboxed; a
/// 1080 × 1920 phone photo in the same area keeps 82 %: cropped.
public enum FramingRule: Sendable, Equatable {
    /// Cut to the area's shape, keeping the picture's centre (``Picture/croppedToAspect(width:height:)``).
    case cropped
    /// Shown whole, fitted inside the area and centred, the rest of the area a background.
    case letterboxed

    /// The framing of a `picture`-sized picture in an area of `area`'s shape (any unit, as long as
    /// both sides are in the same one): letterboxed when cropping would keep less than half of
    /// the picture. Empty sizes are cropped (there is nothing to keep). O(1).
    public static func of(_ picture: PictureSize, in area: PictureSize) -> FramingRule {
        guard picture.width > 0, picture.height > 0, area.width > 0, area.height > 0 else { return .cropped }
        // p / a = (pw · ah) / (ph · aw): the share kept is the smaller product over the larger
        // (in Double: exact for sides up to 2^26).
        let pictureSide = Double(picture.width) * Double(area.height)
        let areaSide = Double(picture.height) * Double(area.width)
        return 2 * min(pictureSide, areaSide) < max(pictureSide, areaSide) ? .letterboxed : .cropped
    }
}
