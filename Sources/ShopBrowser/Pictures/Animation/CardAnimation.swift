import Pixels

/// The frames of a moving picture made for an image area, each a still rendition (symbols or
/// pixels) shown for its delay, and why the file's frames ended early when they did: the
/// package's one `Animation` (of `Pixels`), of ``CardRendition``s.
package typealias CardAnimation<Pixels: Sendable> = Animation<CardRendition<Pixels>, PictureFailure>

extension Animation {
    /// The same animation of renditions with each frame's pixels turned into `transform`'s (the
    /// terminal's image of them), symbols kept. O(frames).
    package func map<Pixels: Sendable, Other: Sendable>(_ transform: (Pixels) -> Other) -> CardAnimation<Other>
    where Still == CardRendition<Pixels>, Failure == PictureFailure {
        mapStills { still in
            switch still {
            case .symbols(let raster): .symbols(raster)
            case .pixels(let pixels): .pixels(transform(pixels))
            case .animation(let inner): .animation(inner.map(transform))
            }
        }
    }
}
