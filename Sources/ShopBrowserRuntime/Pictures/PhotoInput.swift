import ShopBrowser

/// What a rendition is made from when it is not the photo's file: a photo named by URL arrives
/// as bytes from the network, or is already decoded (held from the cache so that it cannot be
/// evicted between the check and the rendering).
package enum PhotoInput: Sendable {
    /// The photo's encoded bytes, as fetched (decoded like a file's, sandboxed when files are).
    case bytes([UInt8])
    /// The photo decoded before, covering the rendition.
    case decoded(DecodedPhoto)
}
