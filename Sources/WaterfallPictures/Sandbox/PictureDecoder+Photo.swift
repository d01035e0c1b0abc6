import Pixels

extension PictureDecoder {
    /// Decodes `bytes` into a picture covering `size` (at least `size.width` wide and
    /// `size.height` high, unless the image is smaller), as small as that allows within a factor
    /// of two: the decoder's ``PictureTarget/covering(_:)`` result (a JPEG at the smallest DCT
    /// scale that covers `size`), scaled down by area averaging to cover `size` exactly when it
    /// is more than twice `size` in both dimensions (a PNG, which is always decoded at full size,
    /// or a JPEG too large even at 1/8). In process and in a helper process alike (see
    /// ``PhotoDecoding``), so both give the same pixels. O(bytes + decoded pixels).
    public func decodePhoto(_ bytes: [UInt8], covering size: PictureSize) throws(PictureError) -> Picture {
        let decoded = try decode(bytes, target: .covering(size))
        guard let reduced = Self.reducedSize(of: decoded.size, covering: size) else { return decoded }
        return decoded.scaled(to: reduced) ?? decoded
    }

    /// The size `decoded` is scaled to so that it covers `size` exactly (the binding side equal
    /// to `size`'s, the other in proportion, rounded to nearest), or nil when it is not more than
    /// twice `size` in both dimensions. Sides of `size` below 1 count as 1. O(1).
    static func reducedSize(of decoded: PictureSize, covering size: PictureSize) -> PictureSize? {
        let wanted = PictureSize(width: max(1, size.width), height: max(1, size.height))
        // More than twice in both, written so that nothing overflows; after it, each product
        // below is less than the decoded pixel count.
        guard (decoded.width - 1) / 2 >= wanted.width, (decoded.height - 1) / 2 >= wanted.height else { return nil }
        if wanted.width * decoded.height >= wanted.height * decoded.width {
            let height = (2 * decoded.height * wanted.width + decoded.width) / (2 * decoded.width)
            return PictureSize(width: wanted.width, height: max(wanted.height, height))
        }
        let width = (2 * decoded.width * wanted.height + decoded.height) / (2 * decoded.height)
        return PictureSize(width: max(wanted.width, width), height: wanted.height)
    }

    /// Whether a picture of `size` is one ``decodePhoto(_:covering:)`` can return for
    /// `covering` under this decoder's limits: within the pixel limits and not more than twice
    /// `covering` in both dimensions. O(1).
    func isPhotoSize(_ size: PictureSize, covering: PictureSize) -> Bool {
        guard size.width >= 1, size.height >= 1, size.width <= limits.maxSide, size.height <= limits.maxSide,
            case (let pixels, let overflow) = size.width.multipliedReportingOverflow(by: size.height), !overflow,
            pixels <= limits.maxPixels
        else { return false }
        return (size.width - 1) / 2 < max(1, covering.width) || (size.height - 1) / 2 < max(1, covering.height)
    }
}
