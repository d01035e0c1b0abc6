/// How a picture's stored pixels are turned to be shown: the EXIF orientation tag (JPEG's APP1
/// block, PNG's eXIf chunk), named as UIKit names its image orientations. The decoder applies
/// it; sizes it reports are the turned ones.
public enum PictureOrientation: Int, Sendable, Hashable, CaseIterable {
    /// 1: as stored.
    case up = 1
    /// 2: mirrored left to right.
    case upMirrored = 2
    /// 3: turned half a turn.
    case down = 3
    /// 4: mirrored top to bottom.
    case downMirrored = 4
    /// 5: mirrored along the top-left to bottom-right diagonal (rows become columns).
    case leftMirrored = 5
    /// 6: turned a quarter turn clockwise.
    case right = 6
    /// 7: mirrored along the top-right to bottom-left diagonal.
    case rightMirrored = 7
    /// 8: turned a quarter turn anticlockwise.
    case left = 8

    /// Whether showing the picture swaps its width and height (5 … 8).
    public var swapsSides: Bool { rawValue >= 5 }
}
