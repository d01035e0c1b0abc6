/// How large the full-screen view shows its picture: one of the three framings `z` cycles
/// through, or a scale reached with `+`, `-` or the wheel.
package enum ViewerZoom: Hashable, Sendable {
    /// The whole picture, as large as the area allows (a small one enlarged at most to it).
    case fit
    /// One picture pixel to one pixel of the screen (``ViewerGeometry/pixelsPerCell``).
    case actualPixels
    /// The picture covering the whole area (what sticks out is panned to).
    case fill
    /// Screen pixels per picture pixel.
    case scale(Double)

    /// The next of `z`'s framings: fit, 1:1, fill, fit again; a scale goes back to fit.
    var next: ViewerZoom {
        switch self {
        case .fit: .actualPixels
        case .actualPixels: .fill
        case .fill, .scale: .fit
        }
    }
}
