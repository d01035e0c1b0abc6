import ShopCatalog
import WaterfallPictures
import WaterfallTUI

/// Turns pictures into the cells of a card's image area: photos from files (decoded at the
/// smallest size that covers the area twice over, cut to the area's shape, scaled by area
/// averaging, then fitted to block symbols in the terminal's colours) and the catalog's tiny
/// thumbnails (the instant placeholder). Value type, safe to use from the picture workers:
/// decoded photos are kept in a shared byte-budget cache, so a resize or a column change
/// re-renders without reading the file again.
package struct CardPictureMaker: Sendable {
    /// The glyphs cards are drawn with.
    package let symbols: SymbolSet
    /// The colours cards are drawn in.
    package let colorMode: SymbolColorMode
    /// Decodes files within the limits, compositing transparency onto the card background.
    package let decoder: PictureDecoder
    /// Decoded photos by path, least recently used dropped first.
    package let decodedPhotos: ByteBudgetCache<String, DecodedPhoto>

    /// The shorter side thumbnails are enlarged to before they are cut to a card's shape.
    static let thumbnailWorkingSide = 64

    /// The default budget for decoded photos: 64 MiB.
    package static let defaultCacheBytes = 64 << 20

    /// A maker drawing with `symbols` in `colorMode`, keeping up to `cacheBytes` of decoded photos.
    package init(symbols: SymbolSet, colorMode: SymbolColorMode, cacheBytes: Int = CardPictureMaker.defaultCacheBytes) {
        self.symbols = symbols
        self.colorMode = colorMode
        self.decoder = PictureDecoder(background: .black)
        self.decodedPhotos = ByteBudgetCache(budget: cacheBytes)
    }

    /// The rendition `key` asks for, from its file (or the cache), or why it cannot be made.
    /// O(file size + decoded pixels) on a cache miss, O(area) on a hit.
    package func render(_ key: PictureKey) -> Result<SymbolRaster, PictureFailure> {
        guard case .file(let path) = key.reference else {
            return .failure(PictureFailure(reference: key.reference, reason: "remote pictures are not fetched yet"))
        }
        let size = SymbolRaster.pictureSize(columns: key.columns, rows: key.rows, symbols: symbols)
        let needed = PictureSize(width: size.width, height: size.height)
        let photo: DecodedPhoto
        if let cached = decodedPhotos.value(for: path), cached.covers(needed) {
            photo = cached
        } else {
            do {
                photo = DecodedPhoto(try decoder.decode(file: path, target: .covering(DecodedPhoto.request(for: needed))), for: needed)
            } catch {
                return .failure(PictureFailure(reference: key.reference, reason: error.description))
            }
            decodedPhotos.store(photo, bytes: photo.picture.byteCount, for: path)
        }
        return raster(of: photo.picture, columns: key.columns, rows: key.rows).map(Result.success)
            ?? .failure(PictureFailure(reference: key.reference, reason: "cannot be drawn at \(key.columns)×\(key.rows) cells"))
    }

    /// The thumbnail drawn into `columns × rows` cells, as the placeholder of a card whose photo
    /// is not ready (or cannot be read). O(area).
    package func raster(of thumbnail: Thumbnail, columns: Int, rows: Int) -> SymbolRaster? {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(thumbnail.pixels.count * 3)
        for pixel in thumbnail.pixels {
            pixels += [pixel.red, pixel.green, pixel.blue]
        }
        guard let picture = Picture(width: thumbnail.width, height: thumbnail.height, pixels: pixels), picture.width > 0, picture.height > 0 else {
            return nil
        }
        // A dozen pixels cannot be cut to a card's shape to the pixel: enlarge them first (each
        // becomes a block of equal pixels), so the cut is as exact as for a photo.
        let factor = max(1, Self.thumbnailWorkingSide / min(picture.width, picture.height))
        guard let enlarged = picture.scaled(toWidth: picture.width * factor, height: picture.height * factor) else { return nil }
        return raster(of: enlarged, columns: columns, rows: rows)
    }

    /// `picture` cut to the shape of `columns × rows` cells (a cell is twice as tall as wide),
    /// scaled to the symbols' pixels and fitted. Nil for an empty area or picture.
    package func raster(of picture: Picture, columns: Int, rows: Int) -> SymbolRaster? {
        guard columns > 0, rows > 0, picture.width > 0, picture.height > 0 else { return nil }
        let size = SymbolRaster.pictureSize(columns: columns, rows: rows, symbols: symbols)
        guard let scaled = picture.croppedToAspect(width: columns, height: rows * 2).scaled(toWidth: size.width, height: size.height) else {
            return nil
        }
        return try? SymbolRaster(picture: scaled, columns: columns, rows: rows, symbols: symbols, colorMode: colorMode)
    }
}
